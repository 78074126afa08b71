return Text("Stay Hungry, Stay Foolish")
  :fixedSize()
  :font("title")
  :frame { width = 200, height = 50 }
  :border(Color.blue)
