// The BasicVStack of developer.apple.com/documentation/swiftui/layout, with a spacing property
struct BasicVStack: Layout {
    var spacing: CGFloat = 0
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            width = max(width, size.width)
            height += size.height
        }
        height += spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += size.height + spacing
        }
    }
}

struct ContentView: View {
    var body: some View {
        BasicVStack(spacing: 4) {
            Text("one")
            Text("two")
            Rectangle().frame(width: 30, height: 10)
        }
    }
}
