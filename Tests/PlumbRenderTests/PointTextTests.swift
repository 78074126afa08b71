import PlumbLayout
import PlumbRender
import PlumbText
import Testing

/// Text measured in points, drawn in the terminal a cell a character (a line its frame's columns
/// cannot hold is abbreviated with "…") and in SVG in a sans-serif at its size.
@Suite struct PointTextTests {
    /// A Text in points of body's metrics with `lines`, its frame in cells (one point per cell).
    private func text(_ lines: [String], _ frame: (Double, Double, Double, Double)) -> PlacedView {
        var view = placed("Text", frame, .text(lines: lines, font: .body))
        let font = PointFont(size: 17)
        view.textInPoints = TextInPoints(
            size: 17, weight: .regular, tracking: font.tracking, lineHeight: 1, ascender: 0.8,
            lineWidths: lines.map { font.width(of: $0) })
        return view
    }

    @Test func aLineItsColumnsHoldIsDrawnAsItIs() {
        #expect(draw(text(["Hello"], (0, 0, 5, 1)), canvas: (6, 1)) == "Hello")
    }

    @Test func aLineWithMoreCharactersThanColumnsEndsInAnEllipsisInsideItsFrame() {
        let root = stack(8, 1, text(["Hello, world."], (0, 0, 6, 1)), text(["|"], (6, 0, 1, 1)))
        #expect(draw(root, canvas: (8, 1)) == "Hello…|")
        // The spaces before the "…" go; a wide character that does not fit goes whole.
        #expect(draw(text(["ab cd"], (0, 0, 4, 1)), canvas: (4, 1)) == "ab…")
        #expect(draw(text(["a世界"], (0, 0, 3, 1)), canvas: (3, 1)) == "a…")
        #expect(draw(text(["Hello"], (0, 0, 1, 1)), canvas: (2, 1)) == "…")
    }

    @Test func eachLineHasARowOfItsOwn() {
        // Lines 0.4 point apart on 1-point rows would share a row: the second goes below.
        var close = text(["ab", "cd"], (0, 0, 2, 2))
        close.textInPoints?.lineHeight = 0.4
        #expect(draw(close, canvas: (2, 2)) == "ab\ncd")
        #expect(draw(text(["ab", "cd", "ef"], (0, 0, 2, 2)), canvas: (2, 3)) == "ab\ncd\n")
    }

    @Test func aRealLayoutInPointsNeverDrawsPastTheTextsFrame() {
        let engine = LayoutEngine(textMetrics: TextMetrics(measurement: .points))
        let result = engine.layout(
            View.text("Hello, world.").withID("t").frame(width: 320, alignment: .leading),
            canvas: ProposedSize(width: 320, height: 32))
        let frame = result.root.find("t")!.frame
        // 94.33 points: 11.8 cells of 8 for 13 characters.
        #expect(abs(frame.width - PixelScale.x3.roundedUp(PointFont(size: 17).width(of: "Hello, world."))) < 1e-9)
        let diagram = renderDiagram(result, options: DiagramOptions(cellWidth: 8, cellHeight: 16))
        let row = diagram.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("Hello") }!
        let columns = Int((frame.maxX / 8).rounded())
        // 13 characters in fewer columns: abbreviated, within the frame's columns.
        #expect(row.hasSuffix("…") && row.count <= columns)
    }

    @Test func textsOfTwoSizesOnOneBaselineShareARow() {
        let engine = LayoutEngine(textMetrics: TextMetrics(measurement: .points))
        let result = engine.layout(
            View.hStack(alignment: .firstTextBaseline, [View.text("42").font(.largeTitle), View.text("saved")]),
            canvas: ProposedSize(width: 320, height: 64))
        let diagram = renderDiagram(result, options: DiagramOptions(cellWidth: 8, cellHeight: 16))
        let rows = diagram.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.filter { $0.contains("42") && $0.contains("saved") }.count == 1)
    }

    @Test func svgDrawsTheFontSizeBaselineAndMeasuredWidth() {
        let engine = LayoutEngine(textMetrics: TextMetrics(measurement: .points))
        let result = engine.layout(
            View.text("Hello, world.").font(.title), canvas: ProposedSize(width: 320, height: 80))
        let svg = renderSVG(result)
        let title = PointFont(size: 28)
        #expect(svg.contains("font-size=\"28\""))
        #expect(svg.contains("Inter Display"))
        let line = svg.split(separator: "\n").first { $0.hasPrefix("<text") && $0.contains("Hello") }!
        #expect(abs(number("y", in: line) - title.lineMetrics.ascender) < 1e-4)
        #expect(abs(number("textLength", in: line) - title.width(of: "Hello, world.")) < 1e-4)
    }

    /// The value of attribute `name` in `element`.
    private func number(_ name: String, in element: Substring) -> Double {
        guard let start = element.range(of: " \(name)=\"") else { return .nan }
        return Double(element[start.upperBound...].prefix { $0 != "\"" }) ?? .nan
    }
}

extension PlacedView {
    fileprivate func find(_ id: String) -> PlacedView? {
        if self.id == id { return self }
        for child in children {
            if let found = child.find(id) { return found }
        }
        return nil
    }
}
