// smithery.ai/skills/rektoooooo/swiftui-layout
GeometryReader { geometry in
    VStack {
        Text("Width: \(geometry.size.width)")
        Text("Height: \(geometry.size.height)")
        Rectangle()
            .fill(.blue)
            .frame(width: geometry.size.width * 0.5)
    }
}
