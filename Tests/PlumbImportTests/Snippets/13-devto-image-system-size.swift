// dev.to/david_goyes_a488f58a17a53/swiftui-20-prioridades-1lka
HStack {
  Text("Hola Mundo")
    .font(.title)
    .lineLimit(1)
  Image(systemName: "circle")
    .font(.system(size: 100))
  Text("Hola Mundo")
    .font(.title)
    .lineLimit(1)
}
