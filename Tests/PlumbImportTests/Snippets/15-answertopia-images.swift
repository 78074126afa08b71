// answertopia.com/swiftui/swiftui-stacks-and-frames
HStack {
    Image(systemName: "goforward.10")
    Image(systemName: "goforward.15")
    Image(systemName: "goforward.30")
}
