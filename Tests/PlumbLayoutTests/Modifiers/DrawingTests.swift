import Testing

@testable import PlumbLayout

/// Drawing modifiers in the layout core: values on the view, no layout node, no frame moved.
@Suite("Drawing modifiers")
struct DrawingTests {
    static func scene(_ modify: (View) -> View) -> View {
        View.vStack(
            alignment: .leading, spacing: 4,
            [
                View.hStack([modify(View.text("Some words that wrap")).withID("a"), box("b", 40, 20)]),
                modify(View.hStack([box("c", 30, 30), View.spacer(minLength: nil)])).withID("d"),
                modify(View.rectangle()).frame(width: 50, height: 10).withID("e"),
            ])
    }

    static func frames(_ view: PlacedView) -> [Rect] {
        [view.frame] + view.children.flatMap(frames)
    }

    @Test func drawingModifiersMakeNoNodeAndMoveNoFrame() {
        let decorations: [Decoration] = [
            .border("red", width: 3), .opacity(0.5), .clip(.circle), .shadow(Shadow(radius: 4)), .hidden,
            .tint("red"), .blur(radius: 2), .rotation(degrees: 30, anchor: .center),
            .scale(x: 2, y: 0.5, anchor: .topLeading), .zIndex(2),
        ]
        let plain = Self.scene { $0 }
        let decorated = Self.scene { view in decorations.reduce(view) { $0.decorated($1) } }
        let engine = LayoutEngine()
        #expect(engine.makeTree(plain).nodeCount == engine.makeTree(decorated).nodeCount)
        for width in [120.0, 400.0] {
            let a = layout(plain, width: width, height: 300)
            let b = layout(decorated, width: width, height: 300)
            #expect(Self.frames(a.root) == Self.frames(b.root))
        }
        let placed = layout(decorated, width: 400, height: 300).root.find("d")
        #expect(placed?.decorations == decorations)
    }

    @Test func aDecorationMakesANewViewAndLeavesTheOldOne() {
        let base = View.rectangle().withID("r")
        let bordered = base.border("red")
        #expect(base.decorations.isEmpty)
        #expect(bordered.decorations == [.border("red", width: 1)] && bordered.id == "r")
        #expect(bordered.treeSize == base.treeSize)
        #expect(bordered.withID("s").decorations == bordered.decorations)
        #expect(bordered.foregroundColor("blue").decorations == bordered.decorations)
    }

    @Test func aMaskIsLaidOutAsAnOverlayAndPassesThePriorityThrough() {
        let long = "A fairly long text that has to wrap somewhere"
        func row(_ first: View) -> [Rect] {
            let result = layout(
                View.hStack([first.withID("first"), View.text(long).withID("second")]), width: 300, height: 200)
            return [result.frame("first"), result.frame("second")]
        }
        let masked = View.text(long).layoutPriority(1).mask(View.circle(), alignment: .topLeading)
        #expect(row(masked) == row(View.text(long).layoutPriority(1)))
        #expect(row(masked) != row(View.text(long)))
    }

    @Test func colourValuesReadNamesAndHex() {
        #expect(ColorValue("red")?.rgbHex == "#ff3b30")
        #expect(ColorValue("#FF8800") == ColorValue(red: 1, green: 136 / 255, blue: 0))
        #expect(ColorValue("#f80")?.hex == "#ff8800")
        #expect(ColorValue("#ff880080")?.hex == "#ff880080")
        #expect(ColorValue("#ff88") == nil && ColorValue("#gg0000") == nil && ColorValue("bleu") == nil)
        #expect(ColorValue("clear")?.opacity == 0)
        #expect(ColorValue(white: 0.5).hex == "#808080")
        #expect(ColorValue("red")!.multiplyingOpacity(by: 0.5).hex == "#ff3b3080")
        #expect(ColorValue("#ff8800")?.nearestName == "orange")
        #expect(ColorValue("#101010")?.nearestName == "black")
        #expect(ColorValue("#1e90ff")?.nearestName == "blue")
    }

    @Test func textAttributesComeFromTheEnvironmentAndChangeNoWidth() {
        let text = View.text("Hello").italic().fontWeight(.heavy).underline(TextLine(pattern: .dash))
            .strikethrough().withID("t")
        let result = layout(View.vStack([text, View.text("Hello").withID("plain")]), width: 200, height: 100)
        #expect(
            result.root.find("t")?.textAttributes
                == TextAttributes(
                    isItalic: true, weight: .heavy, underline: TextLine(pattern: .dash), strikethrough: TextLine()))
        #expect(result.root.find("plain")?.textAttributes.isEmpty == true)
        #expect(result.frame("t").size == result.frame("plain").size)
    }
}
