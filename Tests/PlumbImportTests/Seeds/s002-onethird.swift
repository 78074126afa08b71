// Pasted from ../shared/seeds/002-stack-alignment-and-guides.txt (the article's code, as written)
extension VerticalAlignment {
    private enum OneThird : AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            return d.height / 3
        }
    }
    static let oneThird = VerticalAlignment(OneThird.self)
}

HStack(alignment: .oneThird) {
    Rectangle()
        .foregroundColor(Color.green)
        .frame(width: 50, height: 200)
    Rectangle()
        .foregroundColor(Color.red)
        .alignmentGuide(.oneThird, 
             computeValue: { d in d[VerticalAlignment.top] })
        .frame(width: 50, height: 200)
    
    Rectangle()
        .foregroundColor(Color.blue)
 
        .frame(width: 50, height: 200)
    Rectangle()
        .foregroundColor(Color.orange)
        .alignmentGuide(.oneThird, 
             computeValue: { d in d[VerticalAlignment.top] })
        .frame(width: 50, height: 200)
}
