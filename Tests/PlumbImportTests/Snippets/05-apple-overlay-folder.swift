// developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)
Image(systemName: "folder")
    .font(.system(size: 55, weight: .thin))
    .overlay(Text("❤️"), alignment: .bottom)
