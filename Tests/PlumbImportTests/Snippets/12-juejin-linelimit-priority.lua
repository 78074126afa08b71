return HStack {
  Text("Hello"),
  Text("World"),
  Text("Stay Hungry, Stay Foolish")
    :layoutPriority(1),
}:lineLimit(1):font("title3")
