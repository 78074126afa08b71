-- The Plumb script of resizable-symbol-on-a-badge.swift.txt, written by hand.
return Image { systemName = "envelope" }
  :resizable()
  :frame { width = 40, height = 40 }
  :padding()
  :background(Color.green)
  :cornerRadius(8)
  :foregroundColor("white")
