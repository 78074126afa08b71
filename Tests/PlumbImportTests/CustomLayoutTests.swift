import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Types conforming to `Layout`: their `map`, `indices`, `forEach` and property reads after calls
/// translate to Lua that places the subviews as Swift does.
@Suite("Custom Layout types")
struct CustomLayoutTests: ConstructSuite {
    /// A Layout's `subviews.map { $0.sizeThatFits(.unspecified) }`, `for index in subviews.indices`,
    /// `sizes[index]` and `.init(x:y:)`: the flow layout of Majid's post, written as one struct.
    @Test func aFlowLayoutWithMapAndIndicesPlacesItsRows() throws {
        let swift = """
            struct FlowLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    var width: CGFloat = 0
                    var height: CGFloat = 0
                    for size in sizes {
                        width += size.width
                        height = max(height, size.height)
                    }
                    return .init(width: min(width, proposal.width ?? width), height: height * 2)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    var lineX = bounds.minX
                    var lineY = bounds.minY
                    for index in subviews.indices {
                        if lineX + sizes[index].width > bounds.maxX {
                            lineY += sizes[index].height
                            lineX = bounds.minX
                        }
                        subviews[index].place(at: .init(x: lineX, y: lineY), anchor: .topLeading, proposal: ProposedViewSize(sizes[index]))
                        lineX += sizes[index].width
                    }
                }
            }
            #Preview {
                FlowLayout {
                    Color.red.frame(width: 150, height: 10)
                    Color.green.frame(width: 150, height: 10)
                    Color.blue.frame(width: 150, height: 10)
                }
                .frame(width: 320)
            }
            """
        let r = try lay(swift)
        let c = frames(of: "frame", in: r).dropFirst()  // the 320 frame first
        #expect(c.map(\.minY).map { $0 - c.first!.minY } == [0, 0, 10])
        #expect(c.map(\.minX).map { $0 - c.first!.minX } == [0, 150, 0])
    }

    /// `subviews.forEach { subview in … }` in a Layout: as a statement it is a loop, `for _, subview in ipairs(subviews) do … end`, with
    /// `$0` for a closure without parameters; and a body of one `forEach` returns nothing.
    @Test func forEachOfSubviewsIsALoop() throws {
        let layout = """
            struct Row: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width: CGFloat = 0
                    subviews.forEach { width += $0.sizeThatFits(.unspecified).width }
                    return CGSize(width: width, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    subviews.forEach { subview in
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += subview.sizeThatFits(.unspecified).width
                    }
                }
            }
            struct Demo: View {
                var body: some View {
                    Row { Text("ab"); Text("cde") }
                }
            }
            """
        let lua = try lua(layout)
        #expect(lua.contains("for _, value in ipairs(subviews) do"))
        #expect(lua.contains("for _, subview in ipairs(subviews) do"))
        let texts = frames(of: "Text", in: try lay(layout))
        #expect(texts.map(\.width) == [16, 24])
        #expect(texts[1].minX == texts[0].maxX && texts[0].minY == texts[1].minY)
        // A body of one forEach: the loop, not a value returned.
        let one = """
            struct Stack: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews.forEach { subview in
                        subview.place(at: bounds.origin, proposal: .unspecified)
                    }
                }
            }
            struct Demo: View {
                var body: some View {
                    Stack { Text("a"); Text("bb") }.frame(width: 200, height: 100)
                }
            }
            """
        let placed = frames(of: "Text", in: try lay(one))
        #expect(placed.count == 2 && placed.allSatisfy { $0.minX == 100 && $0.minY == 250 })
        // Swift's `return` in the closure goes on to the next element; Lua's would leave the
        // function, so it is refused where it is written.
        let early = refusal(
            """
            struct Stack: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var n = 0.0
                    subviews.forEach { s in
                        if n > 2 { return }
                        n += 1
                    }
                    return CGSize(width: n, height: n)
                }
            }
            """)
        #expect(early?.message.hasPrefix("`return` in forEach's closure is not translated") == true)
        #expect(early?.line == 5 && early?.column == 24)
    }

    /// A method called on a value and then a property read (`s.sizeThatFits(.unspecified).width`):
    /// the chain ends at the property, and the marker the importer puts between a call and the call
    /// after it is not left in the Lua.
    @Test func aPropertyAfterACallEndsTheChain() throws {
        let layout = """
            struct Row: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width: CGFloat = 0
                    for s in subviews { width += s.sizeThatFits(.unspecified).width }
                    return CGSize(width: width, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    for s in subviews {
                        s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += s.sizeThatFits(.unspecified).width
                    }
                }
            }
            struct Demo: View {
                var body: some View {
                    Row { Text("ab"); Text("cde") }
                }
            }
            """
        let lua = try lua(layout)
        #expect(!lua.contains("\u{3}"))
        #expect(lua.contains("width = width + (s:sizeThatFits(ProposedViewSize.unspecified).width)"))
        #expect(frames(of: "Row", in: try lay(layout)).first?.width == 40)
    }
}
