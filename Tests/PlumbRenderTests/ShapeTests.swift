import PlumbLayout
import Testing

@testable import PlumbRender

@Suite struct ShapeTests {
    private func shape(_ kind: ShapeKind, width: Double, height: Double) -> String {
        draw(placed("Shape", (0, 0, width, height), .shape(kind)), canvas: (width, height))
    }

    /// The lines padded to the same width, as arrays of characters.
    private func grid(_ diagram: String) -> [[Character]] {
        let rows = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let width = rows.map(\.count).max() ?? 0
        return rows.map { $0 + Array(repeating: " ", count: width - $0.count) }
    }

    private let leftRight: [Character: Character] = [
        "╭": "╮", "╮": "╭", "╰": "╯", "╯": "╰", "(": ")", ")": "(",
    ]
    private let upDown: [Character: Character] = ["╭": "╰", "╰": "╭", "╮": "╯", "╯": "╮"]

    @Test(arguments: [32.0, 48, 160])
    func circlesAreRoundAndSymmetric(side: Double) {
        // Circles report square frames: with 8 × 16-point cells, 4 × 2, 6 × 3 and 20 × 10 cells.
        let diagram = renderDiagram(
            LayoutResult(
                canvas: Size(width: side, height: side),
                root: placed("Circle", (0, 0, side, side), .shape(.circle))),
            options: DiagramOptions())
        let cells = grid(diagram)
        #expect(cells.count == Int(side / 16))
        #expect(!diagram.contains { "┌┐└┘".contains($0) }, "not a box")
        #expect(diagram.contains("╭") && diagram.contains("╯"))
        let mirrored = cells.map { row in row.reversed().map { leftRight[$0] ?? $0 } }
        #expect(mirrored == cells, "left-right symmetric")
        let flipped = cells.reversed().map { row in row.map { upDown[$0] ?? $0 } }
        #expect(flipped == cells, "top-bottom symmetric")
    }

    @Test func circleOfEightByFourCells() {
        #expect(
            shape(.circle, width: 8, height: 4) == """
                 ╭────╮
                ╭╯    ╰╮
                ╰╮    ╭╯
                 ╰────╯
                """)
    }

    @Test func ellipseOfTwentyByTenCells() {
        #expect(
            shape(.ellipse, width: 20, height: 10) == """
                      ╭──────╮
                   ╭──╯      ╰──╮
                 ╭─╯            ╰─╮
                ╭╯                ╰╮
                │                  │
                │                  │
                ╰╮                ╭╯
                 ╰─╮            ╭─╯
                   ╰──╮      ╭──╯
                      ╰──────╯
                """)
    }

    @Test func flatEllipseBulgesInTheMiddleRow() {
        #expect(
            shape(.ellipse, width: 12, height: 3) == """
                 ╭────────╮
                (          )
                 ╰────────╯
                """)
    }

    @Test func tinyShapesDegradeGracefully() {
        #expect(shape(.circle, width: 1, height: 1) == "○")
        #expect(shape(.circle, width: 2, height: 1) == "()")
        #expect(shape(.rectangle, width: 1, height: 1) == "□")
        #expect(shape(.rectangle, width: 4, height: 1) == "[  ]")
        #expect(shape(.capsule, width: 6, height: 1) == "(────)")
        #expect(shape(.rectangle, width: 1, height: 3) == "╷\n│\n╵")
        #expect(shape(.circle, width: 4, height: 2) == "╭──╮\n╰──╯")
    }

    @Test func capsulesRoundTheirShortSides() {
        #expect(
            shape(.capsule, width: 8, height: 3) == """
                ╭──────╮
                (      )
                ╰──────╯
                """)
        #expect(
            shape(.capsule, width: 3, height: 4) == """
                ╭─╮
                │ │
                │ │
                ╰─╯
                """)
    }

    @Test func shapeLabelsGoOnTheFirstInteriorRow() {
        let root = placed("Circle", (0, 0, 12, 5), .shape(.circle), id: "dot", foreground: "mint")
        #expect(
            draw(root, canvas: (12, 5)) == """
                  ╭──────╮
                 ╭╯      ╰╮
                (dot: mint )
                 ╰╮      ╭╯
                  ╰──────╯
                """)
    }

    @Test func ellipseInsetsTouchTheFrameInTheMiddle() {
        #expect(ShapeOutline.ellipseInsets(width: 20, height: 10) == [6, 3, 1, 0, 0, 0, 0, 1, 3, 6])
        #expect(ShapeOutline.ellipseInsets(width: 12, height: 3) == [1, 0, 1])
        #expect(ShapeOutline.ellipseInsets(width: 3, height: 6) == [0, 0, 0, 0, 0, 0])
    }

    func borderedButton(top: Double) -> [Substring] {
        let label = View.text("Bordered").padding(EdgeInsets(top: 9.17, leading: 12, bottom: 9.17, trailing: 12))
            .background(View.shape(.roundedRectangle(cornerRadius: 6)))
        let root = View.vStack([label]).offset(x: 0, y: top).frame(width: 200, height: 64, alignment: .topLeading)
        let result = LayoutEngine().layout(root, canvas: ProposedSize(width: 200, height: 64))
        return renderDiagram(result, options: DiagramOptions()).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A bordered button is 34.33 points high: its edges round to two rows, both of them border,
    /// and its label fell on one (`╭─Bordered╮`). Its frame reaches into the row before its
    /// label and the row after, so it is drawn over those three: four edges, the label between
    /// them. (At 0 the label falls on the rounded box's second row, at 12 on its first.)
    @Test(arguments: [0.0, 12.0])
    func aTwoRowBoxKeepsItsFourEdgesAroundItsLabel(top: Double) throws {
        let rows = borderedButton(top: top)
        let labelRow = try #require(rows.firstIndex { $0.contains("Bordered") }, "\(rows)")
        #expect(rows[labelRow].contains("│ Bordered│"), "\(rows)")
        #expect(labelRow > 0 && rows[labelRow - 1].contains("╭─────────╮"), "\(rows)")
        #expect(rows[labelRow + 1].contains("╰─────────╯"), "\(rows)")
    }

    /// Where the row before the label is off the canvas, the label's row is drawn open instead,
    /// its sides `│` and no line through the label: `│ Bordered│` over `╰─────────╯`.
    @Test func aTwoRowBoxAtTheCanvasEdgeLeavesItsLabelsRowOpen() {
        let rows = borderedButton(top: -4)
        let labelRow = rows.first { $0.contains("Bordered") } ?? ""
        #expect(labelRow.contains("│ Bordered│"), "\(rows)")
        #expect(!labelRow.contains("─"))
        #expect(rows.filter { $0.contains("───") }.count == 1, "\(rows)")
    }
}
