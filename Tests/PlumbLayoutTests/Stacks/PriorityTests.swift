import Testing

@testable import PlumbLayout

/// `layoutPriority` through the modifiers around it: drawing,
/// environment and secondary-layer modifiers show the priority through; frames, padding and the
/// other layout modifiers, and every container, reset it to 0.
@Suite("Layout priority through modifiers")
struct PriorityTests {
    /// Apple's `layoutPriority(_:)` example, with `.background(Color.gray)` for `.border(Color.gray)`
    /// (both are secondary layers: `border` is an overlay of a stroked rectangle). The second text
    /// has the priority: it takes its whole ideal width (33 largeTitle characters of 24 points),
    /// and the first "shrinks dramatically" into what is left after the Spacer's minimum 8.
    @Test func applesExampleGivesTheSecondTextItsSpace() {
        func text(_ string: String, _ id: String, priority: Double?) -> View {
            var view = View.text(string).font(.largeTitle)
            if let priority { view = view.layoutPriority(priority) }
            return view.background(View.color("gray")).withID(id)
        }
        let stack = View.hStack([
            text("This is a moderately long string.", "first", priority: nil),
            View.spacer(),
            text("This is a higher priority string.", "second", priority: 1),
        ])
        let result = layout(stack, width: 1000, height: 200)
        #expect(result.frame("second") == Rect(x: 208, y: 68, width: 792, height: 64))
        // 1000 − 792 − 8 = 200 offered: 8 characters a line, three lines.
        #expect(result.frame("first") == Rect(x: 0, y: 4, width: 192, height: 192))
    }

    /// Two texts of 14 characters (112 points) in 120 points, spacing 0: when the second one's
    /// priority counts it is sized first, with everything but the first one's minimum (one
    /// character, 8 points); when it does not, the less flexible goes first and gets half.
    static func widths(_ modify: (View) -> View) -> (other: Double, inner: Double) {
        let inner = modify(View.text("dddd eeee ffff").layoutPriority(1)).withID("inner")
        let stack = View.hStack(spacing: 0, [View.text("aaaa bbbb cccc").withID("other"), inner])
        let result = layout(stack, width: 120, height: 200)
        return (result.frame("other").width, result.frame("inner").width)
    }

    static let passThrough: [(String, @Sendable (View) -> View)] = [
        ("nothing", { $0 }),
        ("background", { $0.background(View.color("red")) }),
        ("overlay", { $0.overlay(View.color("clear"), alignment: .topLeading) }),
        ("fixedSize", { $0.fixedSize() }),
        ("offset", { $0.offset(x: 3, y: 0) }),
        ("foregroundColor", { $0.foregroundColor("green") }),
        ("lineLimit", { $0.lineLimit(3) }),
        ("a layout value", { $0.gridCellColumns(2) }),
        ("id", { $0.withID("label") }),
        ("two of them", { $0.background(View.color("red")).fixedSize().overlay(View.color("clear")) }),
    ]

    @Test(arguments: passThrough.indices)
    func drawingEnvironmentAndSecondaryLayerModifiersShowThePriorityThrough(_ index: Int) {
        let (name, modify) = Self.passThrough[index]
        let widths = Self.widths(modify)
        #expect(widths.other == 8, "\(name)")
        #expect(widths.inner == 112, "\(name)")
    }

    /// What resets the priority, and the width the second view then takes of the 88 points it is
    /// offered (a text wraps to 72, a frame with a maximum takes the offer).
    static let resets: [(String, Double, @Sendable (View) -> View)] = [
        ("frame(maxWidth:)", 88, { $0.frame(maxWidth: 500) }),
        ("frame(minWidth:)", 72, { $0.frame(minWidth: 0) }),
        ("padding(0)", 72, { $0.padding(0) }),
        ("alignmentGuide", 72, { $0.alignmentGuide(.top) { _ in 0 } }),
        ("VStack", 72, { View.vStack([$0]) }),
        ("ZStack", 72, { View.zStack([$0]) }),
        ("a layout value outside a frame", 88, { $0.frame(maxWidth: 500).gridCellColumns(2) }),
    ]

    @Test(arguments: resets.indices)
    func layoutModifiersAndContainersResetThePriority(_ index: Int) {
        let (name, inner, modify) = Self.resets[index]
        let widths = Self.widths(modify)
        // Equal priorities again: the less flexible "other" text goes first and is offered half
        // (60, so it wraps to 32), and the second is offered the rest.
        #expect(widths.other == 32, "\(name)")
        #expect(widths.inner == inner, "\(name)")
    }

    @Test func positionResetsThePriority() {
        // A position takes what it is offered: with priority 0 it is the most flexible and goes
        // last, after "other" took half (60 → 32); with the priority it would go first.
        let stack = View.hStack(
            spacing: 0,
            [
                View.text("aaaa bbbb cccc").withID("other"),
                View.text("dddd eeee ffff").layoutPriority(1).position(x: 40, y: 8).withID("inner"),
            ])
        let result = layout(stack, width: 120, height: 200)
        #expect(result.frame("other").width == 32)
        #expect(result.frame("inner").width == 88)  // a position takes its whole offer
    }

    @Test func aSecondaryLayerKeepsThePrimarysPriorityNotItsOwn() {
        // The background's own priority (2) is the secondary view's: it counts for nothing.
        let widths = Self.widths { _ in
            View.text("dddd eeee ffff").background(View.color("red").layoutPriority(2))
        }
        #expect(widths.other == 32)
        #expect(widths.inner == 72)
    }
}

/// `layoutPriority` in a ZStack (the design note, "ZStack and layoutPriority"): the children of
/// the highest priority size the stack; the others are proposed that size, as an overlay or a
/// background is proposed its view's, and aligned as they are.
@Suite("ZStack and layoutPriority")
struct ZStackPriorityTests {
    @Test func aLowerPriorityChildIsProposedTheStacksSize() {
        let stack = View.zStack([
            View.color("red").layoutPriority(-1).withID("fill"),
            View.text("Hello").withID("text"),
        ])
        let result = layout(stack, width: 320, height: 200)
        let text = result.frame("text")
        #expect(text.size == Size(width: 40, height: 16))
        #expect(result.frame("fill") == text)
        #expect(result.root.frame == text)
        // As a background of the text.
        let background = layout(
            View.text("Hello").withID("text").background(View.color("red").withID("fill")), width: 320, height: 200)
        #expect(background.frame("fill") == result.frame("fill"))
    }

    @Test func theStacksSizeIsTheUnionOfItsTopChildrenAligned() {
        // Two top children pushed apart by a guide: a 30×10 and a 10×30 box, the second's
        // leading guide 20 points inside it; the stack is their union, and the fill is offered it.
        let stack = View.zStack(
            alignment: .topLeading,
            [
                View.rectangle().frame(width: 30, height: 10),
                View.rectangle().frame(width: 10, height: 30).alignmentGuide(.leading) { _ in 20 },
                View.color("red").layoutPriority(-1).withID("fill"),
            ])
        let result = layout(stack, width: 320, height: 200)
        #expect(result.root.frame.size == Size(width: 50, height: 30))
        #expect(result.frame("fill").size == Size(width: 50, height: 30))
        // Aligned as the stack aligns: its leading edge on the others' leading guide, which lies
        // 20 points inside the stack (the second box reaches 20 points left of it).
        let bounds = result.root.frame
        #expect(result.frame("fill").origin == Point(x: bounds.minX + 20, y: bounds.minY))
    }

    @Test func equalPrioritiesAreAllProposedTheStacksProposal() {
        let stack = View.zStack([View.color("red").withID("fill"), View.text("Hello").withID("text")])
        let result = layout(stack, width: 320, height: 200)
        #expect(result.frame("fill").size == Size(width: 320, height: 200))
    }
}
