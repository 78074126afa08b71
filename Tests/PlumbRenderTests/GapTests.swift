import PlumbLayout
import Testing

@testable import PlumbRender

/// No gap between neighbouring views is lost to rounding, and names never run together.
@Suite struct GapTests {
    /// `HStack { spacing = 4, Text("a"), Text("b") }` centred at x = 310: "a" ends at 318 (cell
    /// boundary 40), "b" starts at 322 (boundary 40 too); a column is inserted.
    @Test func aFourPointSpacingStaysVisible() {
        let root = placed(
            "HStack", (310, 0, 20, 16),
            children: [
                placed("Text", (310, 0, 8, 16), .text(lines: ["a"], font: .body)),
                placed("Text", (322, 0, 8, 16), .text(lines: ["b"], font: .body)),
            ])
        let diagram = draw(root, canvas: (640, 16), options: DiagramOptions())
        #expect(diagram.trimmingPrefix(while: { $0 == " " }) == "a b")
    }

    /// Sundell's LoginActionsView's buttons: 48-point rows 8 points apart, the third one starting
    /// at y = 182 (boundary 11, where the second one ends).
    @Test func stackedButtonsNeverFuse() {
        let buttons = [70.0, 126, 182].map { y in
            placed("Color", (0, y, 80, 48), .color("blue"))
        }
        let root = placed("VStack", (0, 70, 80, 160), children: buttons)
        let rows = draw(root, canvas: (80, 300), options: DiagramOptions()).split(
            separator: "\n", omittingEmptySubsequences: false)
        let blank = rows.indices.filter { rows[$0].isEmpty }
        let filled = rows.indices.filter { !rows[$0].isEmpty }
        #expect(filled.count == 9)
        // Two blank rows inside the stack: one between each pair of buttons.
        #expect(blank.filter { $0 > filled.first! && $0 < filled.last! }.count == 2)
    }

    /// The same gaps in many columns (the deep bench shape's chains, side by side) insert the
    /// rows one column inserts: a gap equal to one already kept is left out.
    @Test func repeatedGapsInsertTheRowsOneInserts() {
        func rows(columns: Int) -> [Bool] {
            let stacks = (0..<columns).map { column in
                let x = Double(column) * 100
                let buttons = [70.0, 126, 182].map { y in placed("Color", (x, y, 80, 48), .color("blue")) }
                return placed("VStack", (x, 70, 80, 160), children: buttons)
            }
            let root = placed("HStack", (0, 70, Double(columns) * 100, 160), children: stacks)
            return draw(root, canvas: (Double(columns) * 100, 300), options: DiagramOptions())
                .split(separator: "\n", omittingEmptySubsequences: false).map(\.isEmpty)
        }
        let one = rows(columns: 1)
        #expect(one.filter { !$0 }.count == 9)
        for columns in [2, 7, 300] { #expect(rows(columns: columns) == one) }
    }

    @Test func touchingViewsStayTouching() {
        let root = placed(
            "HStack", (0, 0, 16, 1),
            children: [
                placed("Color", (0, 0, 8, 1), .color("red")),
                placed("Color", (8, 0, 8, 1), .color("blue")),
            ])
        #expect(draw(root, canvas: (16, 1)).count == 16)
    }

    /// Without colour, a fill over a fill is a denser shade, and the covered view's name is not
    /// left half-overwritten next to the new one.
    @Test func overlappingFillsShadeApartAndNamesNeverRunTogether() {
        let root = placed(
            "ZStack", (0, 0, 12, 3),
            children: [
                placed("Color", (0, 0, 12, 3), .color("green")),
                placed("Color", (2, 1, 8, 1), .color("blue")),
            ])
        #expect(
            draw(root, canvas: (12, 3)) == """
                ░░ green ░░░
                ░░▒ blue ▒░░
                ░░░░░░░░░░░░
                """)
    }

    /// Any row of fills with gaps of 1…12 points, anywhere: every gap shows as a blank column.
    @Test(arguments: 0..<40)
    func everyGapOfAPointOrMoreShows(seed: Int) {
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next(_ range: ClosedRange<Int>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(range.lowerBound + Int((state >> 33) % UInt64(range.count)))
        }
        var x = next(0...40) + next(0...7) / 8
        var children: [PlacedView] = []
        for _ in 0..<6 {
            let width = next(1...40)
            children.append(placed("Color", (x, 0, width, 16), .color("blue")))
            x += width + next(1...12)
        }
        let root = placed("HStack", (0, 0, x, 16), children: children)
        let row = Array(draw(root, canvas: (x + 40, 16), options: DiagramOptions()))
        // Six runs of shade, separated by blanks.
        var runs = 0
        var previous: Character = " "
        for character in row {
            if character != " ", previous == " " { runs += 1 }
            previous = character
        }
        #expect(runs == 6, "\(String(row)) from \(children.map(\.frame))")
    }

    /// A shape drawn over another one takes the cells it covers; the covered shape's name goes
    /// where its own inside is still free, never half-overwritten next to the new name.
    @Test func shapeNamesGoWhereTheirShapeStillShows() {
        let root = placed(
            "ZStack", (0, 0, 20, 3),
            children: [
                placed("Rectangle", (0, 0, 20, 3), .shape(.rectangle), foreground: "green"),
                placed("Rectangle", (6, 0, 8, 3), .shape(.rectangle), foreground: "blue"),
            ])
        let rows = draw(root, canvas: (20, 3)).split(separator: "\n").map(String.init)
        #expect(rows[1] == "│green│ blue │     │")
    }
}
