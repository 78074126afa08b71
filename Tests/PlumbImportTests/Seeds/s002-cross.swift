// Pasted from ../shared/seeds/002-stack-alignment-and-guides.txt (the article's code, as written)
extension VerticalAlignment {
    private enum CrossAlignment : AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            return d[.bottom]
        }
    }
    static let crossAlignment = VerticalAlignment(CrossAlignment.self)
}

HStack(alignment: .crossAlignment, spacing: 20) {
    
    Circle()
        .foregroundColor(Color.purple)
        .alignmentGuide(.crossAlignment, 
             computeValue: { d in d[VerticalAlignment.center] })
        .frame(width: 100, height: 100)
    
    VStack(alignment: .center) {       
        Rectangle()
            .foregroundColor(Color.green)
            .frame(width: 100, height: 100)
        Rectangle()
            .foregroundColor(Color.red)
            .frame(width: 100, height: 100)
        Rectangle()
            .foregroundColor(Color.blue)
            .alignmentGuide(.crossAlignment, computeValue: 
                             { d in d[VerticalAlignment.center] })
            .frame(width: 100, height: 100)
        Rectangle()
            .foregroundColor(Color.orange)
            .frame(width: 100, height: 100)
    }
}
