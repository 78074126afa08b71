return ZStack { alignment = "bottomTrailing",
  Image("background")
    :resizable()
    :aspectRatio { contentMode = "fill" },
  Text("Overlay")
    :padding()
    :background(Color.black:opacity(0.7))
    :foregroundStyle("white"),
}
