import PlumbLayout
import PlumbRender
import Testing

@Suite struct TextTests {
    private func text(
        _ lines: [String], _ frame: (Double, Double, Double, Double), font: FontStyle = .body
    ) -> PlacedView {
        placed("Text", frame, .text(lines: lines, font: font))
    }

    @Test func linesGoOneRowEachFromTheTopLeft() {
        #expect(draw(text(["one", "two"], (1, 0, 3, 2)), canvas: (5, 2)) == " one\n two")
    }

    @Test func textIsClippedToItsFrame() {
        let root = stack(8, 1, text(["abcdef"], (0, 0, 4, 1)), text(["xy"], (6, 0, 2, 1)))
        #expect(draw(root, canvas: (8, 1)) == "abcd  xy")
    }

    @Test func wideCharactersTakeTwoCells() {
        // "世" is two cells wide, so "b" lands in the fourth column.
        let root = stack(5, 1, text(["a世b"], (0, 0, 4, 1)), text(["|"], (4, 0, 1, 1)))
        #expect(draw(root, canvas: (5, 1)) == "a世b|")
    }

    @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
        #expect(draw(text(["ab世"], (0, 0, 3, 1)), canvas: (4, 1)) == "ab")
    }

    @Test func coveringHalfOfAWideCharacterBlanksTheOtherHalf() {
        // "x" covers the right half of 世, "y" the left half of 界.
        let root = stack(
            4, 2,
            text(["世界"], (0, 0, 4, 1)), text(["x"], (1, 0, 1, 1)),
            text(["世界"], (0, 1, 4, 1)), text(["y"], (2, 1, 1, 1)))
        #expect(draw(root, canvas: (4, 2)) == " x界\n世y")
    }

    @Test func aBorderOverAWideCharacterBlanksItsOtherHalf() {
        let root = stack(
            4, 3, text(["世界"], (0, 1, 4, 1)), placed("Rectangle", (1, 0, 3, 3), .shape(.rectangle)))
        #expect(
            draw(root, canvas: (4, 3)) == """
                 ┌─┐
                 │ │
                 └─┘
                """)
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        #expect(draw(text(["a\u{1B}[31mb"], (0, 0, 8, 1)), canvas: (8, 1)) == "a?[31mb")
    }

    @Test func largeTitleIsDrawnInThreeRowBlockLetters() {
        // largeTitle lines are 4 rows (3 rows of letters and a row of descent), 3 cells per letter.
        let diagram = draw(text(["Hi"], (0, 0, 6, 4), font: .largeTitle), canvas: (6, 4))
        #expect(
            diagram == """
                ▌ ▌▀▛▘
                ▛▀▌ ▌
                ▘ ▘▀▀▘

                """)
    }

    @Test func titleIsDrawnTwoCellsWideOnItsBaselineRow() {
        // Each title line is 3 rows: an empty upper glyph row, the letters, a row of descent.
        let diagram = draw(text(["OK", "ok"], (0, 0, 4, 6), font: .title), canvas: (4, 6))
        #expect(diagram == "\nＯＫ\n\n\nｏｋ\n")
        let ascii = draw(
            text(["OK"], (0, 0, 4, 3), font: .title), canvas: (4, 3),
            options: DiagramOptions.unitCells.with(ascii: true))
        #expect(ascii == "\nO K\n")
    }

    @Test func blockLettersInAsciiUseHashes() {
        let diagram = draw(
            text(["Hi"], (0, 0, 6, 3), font: .largeTitle), canvas: (6, 3),
            options: DiagramOptions.unitCells.with(ascii: true))
        #expect(
            diagram == """
                # ###'
                ### #
                ' '##'
                """)
    }

    @Test func charactersWithoutABlockGlyphAppearAsThemselves() {
        #expect(draw(text(["€A"], (0, 0, 6, 3), font: .largeTitle), canvas: (6, 3)).hasPrefix("€"))
        #expect(draw(text(["€A"], (0, 0, 4, 2), font: .title), canvas: (4, 2)) == "\n€ Ａ")
    }
}
