// zenn.dev/pihero/articles/036f08414388dd
VStack(alignment: .trailing, spacing: 0) {
    Rectangle()
        .frame(width: 200, height: 100)
        .foregroundStyle(.yellow)
        .alignmentGuide(.trailing) { _ in 200 }
    Rectangle()
        .frame(width: 300, height: 100)
        .foregroundStyle(.green)
        .alignmentGuide(.trailing) { _ in 300 }
}
.border(.gray)
