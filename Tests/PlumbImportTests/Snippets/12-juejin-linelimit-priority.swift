// juejin.cn/post/7176568014681145404
HStack {
  Text("Hello")
  Text("World")
  Text("Stay Hungry, Stay Foolish")
     .layoutPriority(1)
}
.lineLimit(1)
.font(.title3)
