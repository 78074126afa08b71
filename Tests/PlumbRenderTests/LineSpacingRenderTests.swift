import Foundation
import PlumbLayout
import Testing

@testable import PlumbRender

/// `lineSpacing` drawn: layout counts the spacing in the text's height, and the pictures put each
/// line where layout put it (the SVG exactly, the diagram on the row its top rounds to, as a
/// frame's edge does); JSON says the spacing.
@Suite("lineSpacing in the diagram, the SVG and JSON")
struct LineSpacingRenderTests {
    static let words = "one two three"

    /// A text of three lines (one word a line at width 40) with `spacing` between them, on a
    /// canvas its height.
    static func laidOut(spacing: Double) -> LayoutResult {
        let text = View.text(Self.words).frame(width: 40).lineSpacing(spacing)
        return LayoutEngine().layout(text, canvas: ProposedSize(width: 40, height: 3 * 16 + 2 * spacing))
    }

    /// The `y` of every `<text>` element, in order.
    static func baselines(_ svg: String) -> [Double] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { element in
            guard let start = element.range(of: " y=\"") else { return nil }
            return Double(element[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func theSVGPutsEachLineALineHeightAndTheSpacingBelowThePrevious() {
        for spacing in [0.0, 10, 16] {
            let lines = Self.baselines(renderSVG(Self.laidOut(spacing: spacing)))
            #expect(lines.count == 3)
            guard lines.count == 3 else { continue }
            #expect(lines[1] - lines[0] == 16 + spacing)
            #expect(lines[2] - lines[1] == 16 + spacing)
        }
    }

    @Test func theDiagramPutsEachLineOnTheRowItsTopRoundsTo() {
        let options = DiagramOptions()
        // 16-point rows: a spacing of one row leaves a blank row between lines.
        #expect(renderDiagram(Self.laidOut(spacing: 16), options: options) == "one\n\ntwo\n\nthree")
        #expect(renderDiagram(Self.laidOut(spacing: 0), options: options) == "one\ntwo\nthree")
        // 10 points: the lines' tops at 0, 26 and 52 points round to rows 0, 2 and 3 (of the
        // 68-point canvas's five rows).
        #expect(renderDiagram(Self.laidOut(spacing: 10), options: options) == "one\n\ntwo\nthree\n")
    }

    @Test func jsonSaysTheSpacing() throws {
        let json = renderJSON(Self.laidOut(spacing: 10))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let frame = object?["root"] as? [String: Any]
        let text = (frame?["children"] as? [[String: Any]])?.first
        #expect((text?["text"] as? [String: Any])?["lineSpacing"] as? Double == 10)
        #expect(!renderJSON(Self.laidOut(spacing: 0)).contains("lineSpacing"))
    }
}
