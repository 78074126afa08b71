// swiftui.cc/reference/viewthatfits-adaptive-layout
ViewThatFits(in: .horizontal) {
    HStack(spacing: 12) {
        Button("Accept Invitation") {}
            .buttonStyle(.borderedProminent)
        Button("Maybe Later") {}
            .buttonStyle(.bordered)
    }
    VStack(spacing: 12) {
        Button("Accept Invitation") {}
            .buttonStyle(.borderedProminent)
        Button("Maybe Later") {}
            .buttonStyle(.bordered)
    }
}
.padding()
