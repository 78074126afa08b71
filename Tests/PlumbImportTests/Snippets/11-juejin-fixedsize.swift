// juejin.cn/post/7176568014681145404
Text("Stay Hungry, Stay Foolish")
  .fixedSize()
  .font(.title)
  .frame(width: 200, height: 50)
  .border(Color.blue)
