// habr.com/post/838234 (HorizontalCenterExample; customHorizontalCenter is a VerticalAlignment)
// (declarations the source states in its text, added for the test)
extension VerticalAlignment {
    enum CustomHorizontalCenter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    static let customHorizontalCenter = VerticalAlignment(CustomHorizontalCenter.self)
}
HStack(alignment: .customHorizontalCenter, spacing: 16) {
    Image(systemName: "sun.min.fill")
    VStack(alignment: .leading, spacing: 16) {
        Text("Theme")
            .font(.title)
            .border(.green)
        Text("Sorting keys for json encoding")
            .font(.title2)
            .border(.green)
            .alignmentGuide(.customHorizontalCenter, computeValue: {
                $0[VerticalAlignment.center]
            })
        Text("Sorting on")
    }
}
