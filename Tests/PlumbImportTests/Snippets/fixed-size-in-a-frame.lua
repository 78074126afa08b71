-- The Plumb script of fixed-size-in-a-frame.swift.txt, written by hand.
return Text("Measure twice, cut once")
  :fixedSize()
  :font("title")
  :frame { width = 180, height = 40 }
  :border(Color.blue)
