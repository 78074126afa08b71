import PlumbLayout
import Testing

@testable import PlumbRender

/// Kinds and colours are types: the engine says what each view is, renderers switch
/// over `ViewKind` and `PlumbColor` and never read a view's name.
@Suite struct KindAndColorTests {
    @Test func theEngineSaysWhatEachViewIs() {
        let view = View.hStack([
            View.text("a").frame(width: 20),
            View.rectangle().background(View.circle()),
            View.vStack([View.spacer(), View.divider()]),
            View.zStack([View.color("red")]),
        ])
        let root = LayoutEngine().layout(view, canvas: ProposedSize(width: 200, height: 100)).root
        #expect(root.kind == .stack(.horizontal))
        #expect(root.children[0].kind == .modifier(primary: 0))
        #expect(root.children[0].children[0].kind == .text)
        #expect(root.children[1].kind == .modifier(primary: 1))
        #expect(root.children[1].children.map(\.kind) == [.shape, .shape])
        #expect(root.children[2].kind == .stack(.vertical))
        #expect(root.children[2].children.map(\.kind) == [.spacer, .divider])
        #expect(root.children[3].kind == .zStack)
        #expect(root.children[3].children[0].kind == .color)
    }

    @Test func renderersFollowTheKindNotTheName() {
        let text = PlacedView(
            type: "Text", frame: Rect(x: 0, y: 0, width: 8, height: 16), content: .text(lines: ["x"], font: .body))
        // Capitalised, yet a modifier; lower case, yet a stack.
        let modifier = PlacedView(
            type: "Custom", frame: text.frame, children: [text], kind: .modifier(primary: 0))
        #expect(ViewNames.chain(modifier) == "Text \"x\".Custom")
        let stack = PlacedView(type: "row", frame: text.frame, children: [text], kind: .stack(.horizontal))
        #expect(ViewNames.chain(stack) == "row")
        #expect(ViewNames.wrapped(stack) == nil)
    }

    @Test func everyNamedColourHasALookInEveryRenderer() {
        for named in PlumbColor.Named.allCases {
            let color = PlumbColor.named(named)
            #expect(PlumbColor(named.rawValue) == color)
            #expect((AnsiColor(color) == nil) == (named == .clear), "\(named)")
            #expect(SVGWriter.hex(for: color).utf8.count == 7)
        }
        #expect(PlumbColor("grey") == .named(.gray))
        #expect(PlumbColor("ACCENTCOLOR") == .named(.accentColor))
        #expect(PlumbColor("#ff8800") == .custom(ColorValue(hex: "#ff8800")!))
        #expect(PlumbColor("#ff880000").isClear && PlumbColor("clear").isClear && !PlumbColor("red").isClear)
        #expect(PlumbColor("chartreuse") == .unknown("chartreuse"))
        #expect(AnsiColor(named: "#ff8800") == AnsiColor(named: "orange"))
    }
}
