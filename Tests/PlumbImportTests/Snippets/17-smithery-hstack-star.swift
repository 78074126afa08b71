// smithery.ai/skills/rektoooooo/swiftui-layout
HStack(alignment: .center, spacing: 12) {
    Image(systemName: "star")
    Text("Favorite")
    Spacer()
    Text("5")
}
