return Image { systemName = "calendar" }
  :resizable()
  :frame { width = 50, height = 50 }
  :padding()
  :background(Color.red)
  :cornerRadius(10)
  :foregroundColor("white")
