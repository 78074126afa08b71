import PlumbLayout
import PlumbRender
import Testing

/// How images and aligned text are drawn: in cells (one point per cell here) and in SVG.
@Suite struct ImageAndAlignmentTests {
    private func text(
        _ lines: [String], _ frame: (Double, Double, Double, Double), font: FontStyle = .body,
        alignment: TextAlignment
    ) -> PlacedView {
        var view = placed("Text", frame, .text(lines: lines, font: font))
        view.textAlignment = alignment
        return view
    }

    @Test func linesAlignWithinTheTextsFrame() {
        let lines = ["ab", "abcdef", "abc"]
        #expect(draw(text(lines, (0, 0, 6, 3), alignment: .leading), canvas: (6, 3)) == "ab\nabcdef\nabc")
        #expect(draw(text(lines, (0, 0, 6, 3), alignment: .center), canvas: (6, 3)) == "  ab\nabcdef\n abc")
        #expect(draw(text(lines, (0, 0, 6, 3), alignment: .trailing), canvas: (6, 3)) == "    ab\nabcdef\n   abc")
    }

    @Test func alignmentCountsTheFacesCells() {
        // title letters are two cells wide, on the line's second row.
        let drawn = draw(text(["A", "BC"], (0, 0, 4, 6), font: .title, alignment: .trailing), canvas: (4, 6))
        #expect(drawn == "\n  Ａ\n\n\nＢＣ\n")
    }

    @Test func aSymbolIsOneCharacterAtItsBoxsCentre() {
        #expect(draw(placed("Image", (0, 0, 2, 1), .symbol("★")), canvas: (3, 1)) == "★")
        #expect(draw(placed("Image", (0, 0, 4, 2), .symbol("★")), canvas: (4, 2)) == "\n ★")
        #expect(draw(placed("Image", (0, 0, 5, 3), .symbol("★")), canvas: (5, 3)) == "\n  ★\n")
    }

    @Test func anAssetIsANamedOutline() {
        #expect(
            draw(placed("Image", (0, 0, 9, 3), .image("photo")), canvas: (9, 3)) == """
                ┌───────┐
                │ photo │
                └───────┘
                """)
        // An id goes with the name when both fit.
        #expect(
            draw(placed("Image", (0, 0, 16, 3), .image("photo"), id: "hero"), canvas: (16, 3)) == """
                ┌──────────────┐
                │ hero: photo  │
                └──────────────┘
                """)
    }

    /// Names never cover another view's content: a fill behind an asset image (a `background`) is
    /// not named over the picture, whose inside is the image's, but where the fill shows around it.
    @Test func aFillsNameIsNeverWrittenOverAnImageInFrontOfIt() {
        let drawn = draw(
            stack(
                24, 9, placed("Color", (0, 0, 24, 9), .color("gray")),
                placed("Image", (0, 0, 24, 6), .image("photo"))),
            canvas: (24, 9))
        let rows = drawn.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count >= 8, "\(drawn)")
        #expect(rows.prefix(6).allSatisfy { !$0.contains("gray") }, "\(drawn)")
        #expect(rows.prefix(6).contains { $0.contains("photo") }, "\(drawn)")
        #expect(rows.dropFirst(6).contains { $0.contains("gray") }, "\(drawn)")
    }

    @Test func svgDrawsAPlaceholderAndAlignedLines() {
        let root = placed(
            "VStack", (0, 0, 200, 100),
            children: [
                placed("Image", (0, 0, 100, 60), .image("photo")),
                {
                    var view = placed("Text", (100, 0, 48, 32), .text(lines: ["ab", "abcdef"], font: .body))
                    view.textAlignment = .trailing
                    return view
                }(),
                placed("Image", (150, 0, 16, 16), .symbol("★")),
            ])
        let svg = renderSVG(LayoutResult(canvas: Size(width: 200, height: 100), root: root))
        #expect(svg.contains("<path d=\"M0 0L100 60M100 0L0 60\""))
        #expect(svg.contains(">photo</text>"))
        // "ab" is 16 points wide in a 48-point frame: it starts 32 points in.
        #expect(svg.contains("<text x=\"32\" y=\"16\" textLength=\"16\""))
        #expect(svg.contains("<text x=\"0\" y=\"32\" textLength=\"48\""))
        #expect(svg.contains(">★</text>"))
    }
}
