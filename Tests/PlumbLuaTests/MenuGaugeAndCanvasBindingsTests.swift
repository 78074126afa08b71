import PlumbLayout
import Testing

@testable import PlumbLua

/// Views and modifiers that imported SwiftUI uses beyond the core controls (MenuGaugeAndCanvasBindings, MoreControls.swift),
/// each with the numbers its source gives or Plumb's estimate, said so.
@Suite("More controls from Lua")
struct MenuGaugeAndCanvasBindingsTests {
    func layout(_ source: String, width: Double = 320, height: Double = 480) throws -> LayoutResult {
        let (result, script) = try layOutScript(source, chunkName: "more.lua", width: width, height: height)
        #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
        return result
    }

    func frame(_ source: String, _ id: String, width: Double = 320, height: Double = 480) throws -> Rect {
        try #require(try layout(source, width: width, height: height).frame(id), "no view \(id)")
    }

    func frames(of type: String, in view: PlacedView) -> [Rect] {
        var out: [Rect] = []
        func walk(_ v: PlacedView) {
            if v.type == type { out.append(v.frame) }
            v.children.forEach(walk)
        }
        walk(view)
        return out
    }

    static let picker =
        "Picker('Mode', { selection = 'b', Text('Alpha'):tag('a'), Text('B'):tag('b'), Text('Gamma'):tag('c') })"

    /// A segmented picker: the width offered, 32 high (UISegmentedControl's recorded height), three
    /// equal segments with the labels centred in them and the selected one highlighted.
    @Test func aSegmentedPickerFillsTheWidthIn32PointsOfEqualSegments() throws {
        let result = try layout("return VStack { \(Self.picker):pickerStyle('segmented'):id('p') }")
        let picker = try #require(result.root.find("p"))
        #expect(picker.frame.width == 320 && picker.frame.height == 32)
        let labels = frames(of: "Text", in: picker)
        #expect(labels.count == 3)
        for (index, label) in labels.enumerated() {
            #expect(abs(label.midX - (Double(index) + 0.5) * 320 / 3) < 0.001, "segment \(index)")
            #expect(label.midY == picker.frame.midY)
        }
        // The highlight (the second rounded rectangle) is the second segment, inset 2.
        let highlight = frames(of: "RoundedRectangle", in: picker)[1]
        #expect(abs(highlight.minX - (320.0 / 3 + 2)) < 0.001 && highlight.minY == picker.frame.minY + 2)
    }

    /// Asked its ideal width, each segment is the widest label plus 12 a side (an estimate).
    @Test func aSegmentedPickersIdealWidthIsItsWidestLabelTimesItsSegments() throws {
        let picker = try frame("return \(Self.picker):pickerStyle('segmented'):fixedSize():id('p')", "p")
        #expect(picker.width == 3 * (5 * 8 + 24))
    }

    /// `lineSpacing`: n lines are n line heights and n − 1 spacings (apple `lineSpacing(_:)`); one
    /// line has none, and a negative spacing is 0.
    @Test func lineSpacingAddsSpaceBetweenLinesOnly() throws {
        let text = "Text('one two three'):frame { width = 40 }"
        #expect(try frame("return \(text):lineSpacing(10):id('t')", "t").height == 3 * 16 + 2 * 10)
        #expect(try frame("return Text('one'):lineSpacing(10):id('t')", "t").height == 16)
        #expect(try frame("return \(text):lineSpacing(-5):id('t')", "t").height == 3 * 16)
        // A height that holds two lines and their spacing shows two.
        let cut = "Text('one two three'):frame { width = 40, height = 42 }:lineSpacing(10)"
        let result = try layout("return \(cut)")
        #expect(frames(of: "Text", in: result.root).first?.height == Double(2 * 16 + 10))
    }

    /// `textCase`: the text drawn (and measured) in capitals; a List header is upper-cased unless
    /// it says `textCase(nil)`.
    @Test func textCaseChangesTheTextAndAHeaderCanUndoIt() throws {
        let result = try layout("return Text('ß'):textCase('uppercase'):id('t')")
        #expect(result.frame("t")?.width == 16)  // "SS"
        let list = try layout(
            "return List { Section { Text('row'), header = Text('Head'):textCase(nil):id('h') } }")
        #expect(lines(list.root.find("h")?.first(type: "Text")) == ["Head"])
        let upper = try layout("return List { Section { Text('row'), header = Text('Head'):id('h') } }")
        #expect(lines(upper.root.find("h")?.first(type: "Text")) == ["HEAD"])
    }

    /// A Menu is its label as a button (borderless: the label's own size); its items are not laid out.
    @Test func aMenuIsItsLabel() throws {
        let result = try layout("return Menu('Sort', { Button('Name', function() end) }):id('m')")
        #expect(result.frame("m")?.size == Size(width: 32, height: 16))
        #expect(frames(of: "Button", in: result.root).isEmpty)
    }

    /// A DisclosureGroup is a row across the width (label, Spacer, chevron), collapsed unless
    /// `isExpanded`; expanded, its content 8 below.
    @Test func aDisclosureGroupIsCollapsedUnlessExpanded() throws {
        let collapsed = try frame("return DisclosureGroup('More', { Text('in') }):id('d')", "d")
        #expect(collapsed.size == Size(width: 320, height: 16))
        let expanded = try layout("return DisclosureGroup('More', { isExpanded = true, Text('in'):id('in') }):id('d')")
        #expect(expanded.frame("d")?.height == Double(16 + 8 + 16))
        #expect(expanded.frame("in")?.minX == 0)
    }

    /// LabeledContent: the label leading, the value trailing across the width (a number as Swift prints it).
    @Test func labeledContentSpreadsItsLabelAndValue() throws {
        let result = try layout("return LabeledContent('Age', { value = 42 }):id('l')")
        #expect(result.frame("l")?.size == Size(width: 320, height: 16))
        let texts = frames(of: "Text", in: result.root)
        #expect(texts.map(\.minX) == [0, 320 - 16])
    }

    /// A Gauge (an estimate of iOS's linear style): a 4-point bar across the width, filled to the
    /// value in its range, its label 4 above.
    @Test func aGaugeIsALinearBarUnderItsLabel() throws {
        let result = try layout("return Gauge('Speed', { value = 30, range = { 0, 120 } }):id('g')")
        #expect(result.frame("g")?.height == Double(16 + 4 + 4))
        #expect(result.root.all(type: "Capsule").map(\.frame.width) == [320, 80])
    }

    /// TextEditor, Canvas and Path take the whole size offered.
    @Test(arguments: ["TextEditor { text = 'hi' }", "Canvas()", "Path(function(path) end)"])
    func drawingsAndEditorsFillTheirSpace(_ view: String) throws {
        #expect(try frame("return \(view):id('v')", "v").size == Size(width: 320, height: 480))
    }

    /// A badge sits at the trailing edge of its List row; outside a list, nothing moves.
    @Test func aBadgeIsAtTheRowsTrailingEdge() throws {
        let result = try layout("return List { Text('Inbox'):badge(3), Text('Sent'):badge(0) }")
        let badges = result.root.all(type: "badge")
        #expect(badges.count == 1)
        // The card is inset 16, its rows 20: the badge ends 36 from the edge.
        #expect(badges.first?.frame.maxX == Double(320 - 36))
        #expect(try frame("return Text('a'):badge(3):id('t')", "t") == frame("return Text('a'):id('t')", "t"))
    }

    /// `listRowSeparator('hidden')` takes the row's separator away; the rows keep their frames.
    @Test func aHiddenSeparatorIsNotDrawn() throws {
        let shown = try layout("return List { Text('a'):id('a'), Text('b') }")
        let hidden = try layout("return List { Text('a'):id('a'):listRowSeparator('hidden'), Text('b') }")
        #expect(shown.root.all(type: "Divider").count == 1)
        #expect(hidden.root.all(type: "Divider").isEmpty)
        #expect(shown.frame("a") == hidden.frame("a"))
    }

    /// A hidden navigation bar gives its 44 points (96 with a large title) to the content.
    @Test func aHiddenNavigationBarGivesTheContentItsHeight() throws {
        let bar = try frame("return NavigationStack { Color.red:id('c'):navigationTitle('T') }", "c")
        #expect(bar.minY == 96)
        let hidden = try frame(
            "return NavigationStack { Color.red:id('c'):navigationTitle('T'):navigationBarHidden(true) }", "c")
        #expect(hidden == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// A paged TabView has no tab bar: the page fills it.
    @Test func aPagedTabViewHasNoBar() throws {
        let tabs = "TabView { Color.red:id('a'), Color.blue }"
        #expect(try frame("return \(tabs)", "a").height == 480 - 49)
        #expect(try frame("return \(tabs):tabViewStyle('page')", "a").height == 480)
    }

    /// A grouped list's cards run across the width, their rows inset 16 (an estimate).
    @Test func aGroupedListsCardsSpanTheWidth() throws {
        let row = try frame("return List { Text('a'):id('a') }:listStyle('grouped')", "a")
        #expect(row.minX == 16)
        let card = try layout("return List { Text('a') }:listStyle('grouped')").root.all(type: "Rectangle")
        #expect(card.first?.frame.width == 320)
    }

    /// zIndex changes the drawing order only: the frames are the same.
    @Test func zIndexMovesNoFrame() throws {
        let plain = try layout("return ZStack { Color.red:id('a'), Color.blue:frame { width = 10 }:id('b') }")
        let ordered = try layout(
            "return ZStack { Color.red:zIndex(1):id('a'), Color.blue:frame { width = 10 }:id('b') }")
        #expect(plain.frame("a") == ordered.frame("a") && plain.frame("b") == ordered.frame("b"))
    }
}

/// A Text's lines as drawn.
private func lines(_ view: PlacedView?) -> [String]? {
    guard case .text(let lines, _)? = view?.content else { return nil }
    return lines
}

extension Rect {
    fileprivate var midX: Double { minX + width / 2 }
    fileprivate var midY: Double { minY + height / 2 }
}
