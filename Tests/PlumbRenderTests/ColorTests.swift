import PlumbLayout
import PlumbRender
import Testing

@Suite struct ColorTests {
    private let colorOn = DiagramOptions.unitCells.with(color: true)

    @Test func colorOnEmitsSGRAndResetsAtLineEnds() {
        let root = placed("Rectangle", (0, 0, 4, 2), .shape(.rectangle), foreground: "red")
        #expect(
            draw(root, canvas: (4, 2), options: colorOn)
                == "\u{1B}[0;31m┌──┐\u{1B}[0m\n\u{1B}[0;31m└──┘\u{1B}[0m")
    }

    @Test func colorOffNamesTheColorInsteadAndEmitsNoEscapes() {
        let root = placed("Rectangle", (0, 0, 7, 3), .shape(.rectangle), foreground: "red")
        let diagram = draw(root, canvas: (7, 3))
        #expect(!diagram.utf8.contains(0x1B))
        #expect(
            diagram == """
                ┌─────┐
                │ red │
                └─────┘
                """)
    }

    @Test func colorFillIsABackgroundWithTheIdOnly() {
        let root = placed("Color", (0, 0, 4, 1), .color("blue"), id: "x")
        #expect(draw(root, canvas: (4, 1), options: colorOn) == "\u{1B}[0;104m x  \u{1B}[0m")
    }

    @Test func textOnAFillKeepsTheBackgroundAndHeadlinesAreBold() {
        let root = stack(
            4, 1, placed("Color", (0, 0, 4, 1), .color("green")),
            placed("Text", (0, 0, 2, 1), .text(lines: ["Hi"], font: .headline)))
        #expect(
            draw(root, canvas: (4, 1), options: colorOn)
                == "\u{1B}[0;1;42mHi\u{1B}[0;42m  \u{1B}[0m")
    }

    @Test func colorFillWithoutColorIsShadedAndLabelled() {
        let root = placed("Color", (0, 0, 11, 3), .color("green"))
        #expect(
            draw(root, canvas: (11, 3)) == """
                ░░░░░░░░░░░
                ░░ green ░░
                ░░░░░░░░░░░
                """)
    }

    @Test func fillLabelsPreferTheIdWhenBothDoNotFit() {
        let wide = placed("Color", (0, 0, 16, 1), .color("green"), id: "bg")
        let narrow = placed("Color", (0, 0, 6, 1), .color("green"), id: "bg")
        let tiny = placed("Color", (0, 0, 1, 1), .color("green"), id: "bg")
        #expect(draw(wide, canvas: (16, 1)) == "░░ bg: green ░░░")
        #expect(draw(narrow, canvas: (6, 1)) == "░ bg ░")
        #expect(draw(tiny, canvas: (1, 1)) == "░")
    }

    @Test func clearDrawsNothingButItsId() {
        let root = stack(
            8, 2, placed("Rectangle", (0, 0, 8, 2), .shape(.rectangle)),
            placed("Color", (0, 0, 8, 2), .color("clear"), id: "gap"))
        #expect(draw(root, canvas: (8, 2)) == "┌gap───┐\n└──────┘")
    }

    @Test func unknownColorNamesAreDrawnWithoutColor() {
        let root = placed("Color", (0, 0, 9, 1), .color("plaid"))
        let diagram = draw(root, canvas: (9, 1), options: colorOn)
        #expect(diagram == "░ plaid ░")
    }

    @Test func everySwiftUIColorNameHasAnAnsiColor() {
        let names = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
            "pink", "brown", "white", "gray", "grey", "black", "primary", "secondary", "accentColor",
        ]
        for name in names {
            let diagram = draw(
                placed("Color", (0, 0, 1, 1), .color(name)), canvas: (1, 1), options: colorOn)
            #expect(diagram.hasPrefix("\u{1B}[0;"), "\(name)")
            #expect(!diagram.contains("░"), "\(name)")
        }
    }
}

@Suite struct AsciiTests {
    /// A bit of everything the renderer draws, crossing every canvas edge.
    private var everything: PlacedView {
        placed(
            "VStack", (0, 0, 40, 20), id: "all",
            alignmentLines: [AlignmentLine(guide: "leading", axis: .horizontal, position: 2)],
            children: [
                placed("Rectangle", (-2, -1, 10, 4), .shape(.rectangle), foreground: "red"),
                placed("RoundedRectangle", (8, 0, 8, 4), .shape(.roundedRectangle(cornerRadius: 4))),
                placed("Capsule", (16, 0, 10, 3), .shape(.capsule)),
                placed("Capsule", (26, 0, 10, 1), .shape(.capsule)),
                placed("Circle", (0, 4, 8, 4), .shape(.circle)),
                placed("Ellipse", (8, 4, 10, 5), .shape(.ellipse)),
                placed("Circle", (18, 4, 1, 1), .shape(.circle)),
                placed("Color", (20, 4, 24, 3), .color("blue"), id: "sea"),
                placed("Divider", (0, 10, 40, 1), .divider(.horizontal)),
                placed(
                    "Text", (2, 11, 12, 4), .text(lines: ["Hello"], font: .largeTitle),
                    guideMarks: [GuideMark(guide: "leading", axis: .horizontal, value: 0, isExplicit: false)]
                ),
                placed("Text", (16, 11, 8, 3), .text(lines: ["ok?"], font: .title)),
                placed("Spacer", (0, 15, 40, 2), .spacer),
                placed("Text", (30, 18, 20, 4), .text(lines: ["cut", "off"], font: .body)),
            ])
    }

    @Test func asciiModeWritesOnlyAscii() {
        for color in [false, true] {
            let options = DiagramOptions.unitCells.with(ascii: true, color: color, showGuides: true)
            let diagram = draw(everything, canvas: (40, 20), options: options)
            #expect(diagram.utf8.allSatisfy { $0 < 0x80 })
            #expect(diagram.contains("+") && diagram.contains("(") && diagram.contains(">"))
        }
    }

    @Test func unicodeModeWithoutColorWritesNoEscapes() {
        let diagram = draw(
            everything, canvas: (40, 20), options: DiagramOptions.unitCells.with(showGuides: true))
        #expect(!diagram.utf8.contains(0x1B))
        #expect(diagram.contains("┊") && diagram.contains("◆") && diagram.contains("›"))
    }

    @Test func asciiBoxesUsePlusMinusAndBar() {
        let root = stack(
            10, 3,
            placed("Rectangle", (0, 0, 5, 3), .shape(.rectangle)),
            placed("Rectangle", (4, 0, 6, 3), .shape(.roundedRectangle(cornerRadius: 4))))
        #expect(
            draw(root, canvas: (10, 3), options: DiagramOptions.unitCells.with(ascii: true)) == """
                +---+----.
                |   |    |
                +---+----'
                """)
    }
}
