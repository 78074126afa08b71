return HStack {
  Text("Hola Mundo")
    :font("title")
    :lineLimit(1),
  Image { systemName = "circle" }
    :font(Font.system(100)),
  Text("Hola Mundo")
    :font("title")
    :lineLimit(1),
}
