import PlumbLayout
import Testing

@testable import PlumbRender

/// The legend says where every guide value came from (`GuideProvenance`).
@Suite struct ProvenanceTests {
    static let cross = AlignmentID(custom: "cross", axis: .vertical) { $0[.bottom] }

    func legend(_ view: View, canvas: ProposedSize = ProposedSize(width: 400, height: 400)) -> [String] {
        renderGuideLegend(LayoutEngine().layout(view, canvas: canvas)).split(separator: "\n").map(String.init)
    }

    /// Smyth's SwiftUI Essentials, Figure 27-15: the blue square's guide, 50 in it, carried up by
    /// the VStack it sits 116 down.
    @Test func aDescendantsGuideIsCarriedUpWithItsOffset() {
        let square = View.rectangle().frame(width: 100, height: 100)
        let blue = View.rectangle().foregroundColor("blue")
            .alignmentGuide(Self.cross, source: "x.lua:7") { $0[.verticalCenter] }.frame(width: 100, height: 100)
        let column = View.vStack(spacing: 8, [square, square, blue])
        let row = View.hStack(alignment: VerticalAlignment(Self.cross), spacing: 0, [square, column])
        let lines = legend(row, canvas: ProposedSize(width: 400, height: 600))
        #expect(lines[0].hasPrefix("HStack: cross at y = "))
        #expect(lines[1] == "  Rectangle.frame 100×100: cross = 100 (implicit: the guide's default)")
        #expect(
            lines[2]
                == "  VStack 100×316: cross = 266 (carried up from Rectangle(blue).alignmentGuide(cross).frame: 50 "
                + "(explicit: alignmentGuide at x.lua:7) + 216, where it sits inside)")
        #expect(
            lines.contains(
                "    not used here: cross = 50, set by alignmentGuide at x.lua:7; VStack aligns by center and "
                    + "carries it up to its own container"))
    }

    @Test func severalGuidesInsideAreAveraged() {
        let a = View.rectangle().alignmentGuide(Self.cross, source: "a.lua:1") { _ in 10 }.frame(width: 10, height: 40)
        let b = View.rectangle().alignmentGuide(Self.cross, source: "a.lua:2") { _ in 30 }.frame(width: 10, height: 40)
        let inner = View.hStack(alignment: .top, spacing: 0, [a, b])
        let row = View.hStack(alignment: VerticalAlignment(Self.cross), [inner])
        let lines = legend(row)
        #expect(
            lines[1]
                == "  HStack 20×40: cross = 20 (the mean of 2 values set inside: "
                + "Rectangle.alignmentGuide(cross).frame: 10 (explicit: alignmentGuide at a.lua:1); "
                + "Rectangle.alignmentGuide(cross).frame: 30 (explicit: alignmentGuide at a.lua:2))")
    }

    @Test func textBaselinesAreTheirOwnKind() {
        let row = View.hStack(
            alignment: .firstTextBaseline, [View.text("Hi"), View.rectangle().frame(width: 8, height: 8)])
        let lines = legend(row)
        #expect(lines[1] == "  Text \"Hi\" 16×16: firstTextBaseline = 16 (the text's baseline)")
        #expect(lines[2] == "  Rectangle.frame 8×8: firstTextBaseline = 8 (implicit: the guide's default)")
    }

    @Test func aTextsReservedLinesCountForItsLastBaseline() {
        let reserved = View.text("Hi").lineLimit(LineLimit(upper: 3, reservesSpace: true))
        let lines = legend(View.hStack(alignment: .lastTextBaseline, [reserved, View.text("a")]))
        #expect(lines[1] == "  Text \"Hi\" 16×48: lastTextBaseline = 48 (the text's baseline)")
    }

    /// Figure 27-7: a trailing guide in a leading VStack is listed as ignored.
    @Test func aGuideTheContainerDoesNotUseIsListedAsIgnored() {
        let red = View.rectangle().alignmentGuide(.trailing, source: "f.lua:6") { _ in 120 }.frame(
            width: 200, height: 50)
        let column = View.vStack(alignment: .leading, [View.rectangle().frame(width: 120, height: 50), red])
        let lines = legend(column)
        #expect(
            lines[2] == "  Rectangle.alignmentGuide(trailing).frame 200×50: leading = 0 (implicit: the guide's default)"
        )
        #expect(lines[3] == "    ignored: trailing = 120, set by alignmentGuide at f.lua:6; VStack aligns by leading")
    }
}
