import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 15's snippets found (Sources/PlumbImport/README.md, "Fifteenth round"),
/// each imported and run on its own.
struct RoundFifteenTests: ConstructSuite {
    /// `.resizable(resizingMode: .stretch)` (round 15, f474: a run-time error, "resizable: takes no
    /// arguments here"): the mode and the cap insets say how the image fills its frame, not the
    /// frame, so they are left out, said so; the image lays out as `.resizable()` does.
    @Test func resizableWithAModeIsResizable() throws {
        let moded = """
            Image("seaSky")
                .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                .frame(width: 200, height: 120)
            """
        let lua = try lua(moded)
        #expect(lua.contains(":resizable()  -- capInsets: and resizingMode: dropped"))
        let plain = #"Image("seaSky").resizable().frame(width: 200, height: 120)"#
        #expect(frames(of: "Image", in: try lay(moded)) == frames(of: "Image", in: try lay(plain)))
        #expect(frames(of: "Image", in: try lay(moded)).first?.width == 200)
        // Another label is not SwiftUI's: Plumb's registry refuses it when the script runs.
        #expect(try self.lua(#"Image("a").resizable(mode: .tile)"#).contains("resizable { mode = \"tile\" }"))
    }

    /// `subviews.forEach { subview in … }` in a Layout (round 15, f456: refused, "unknown modifier
    /// '.forEach'"): as a statement it is a loop, `for _, subview in ipairs(subviews) do … end`, with
    /// `$0` for a closure without parameters; and a body of one `forEach` returns nothing.
    @Test func forEachIsALoop() throws {
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

    /// A method called on a value and then a property read (`s.sizeThatFits(.unspecified).width`,
    /// found while testing round 15's forEach): the chain marker the importer puts between a call and
    /// the call after it was left in the Lua when a property, not a call, came after, so the script
    /// did not parse (`')' expected near '<\3>'`). Now the chain ends at the property.
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
