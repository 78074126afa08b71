import PlumbLayout
import PlumbRender
import Testing

/// Marks win over names: a guide mark, an alignment line or a cut marker is never
/// covered by a name; the name moves or is left out. A stack of texts still shows its line.
@Suite struct MarksWinTests {
    func diagram(_ view: View, width: Double, height: Double, color: Bool = false) -> String {
        let result = LayoutEngine(recordsGuides: true).layout(view, canvas: ProposedSize(width: width, height: height))
        return renderDiagram(result, options: DiagramOptions(color: color, showGuides: true))
    }

    /// Lesson 15: the ZStack's guides meet in the middle of the blue rectangle, where its name
    /// went; the ◆ stays and the name is elsewhere or nowhere, never on a guide cell.
    @Test func aNameNeverCoversTheMeetingPointOrALine() {
        let view = View.zStack([
            View.rectangle().foregroundColor("red").frame(width: 120, height: 80),
            View.rectangle().foregroundColor("blue").frame(width: 200, height: 16),
        ])
        let text = diagram(view, width: 320, height: 160)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        #expect(text.contains("◆"), "\(text)")
        for row in rows {
            let line = String(row)
            for name in ["red", "blue"] {
                guard let range = line.range(of: name) else { continue }
                // The cells either side of a name are not inside it: the name sits on no guide.
                #expect(!line[range].contains("┊") && !line[range].contains("┄") && !line[range].contains("◆"))
            }
        }
    }

    /// Lesson 01: three texts cover their stack's centre line; it is drawn below them, and each
    /// text shows its mark on it: the first in the free row above it, the others (whose row
    /// above is a text) over their own character on the line.
    @Test func aStackOfTextsShowsItsLineOutsideTheTextsAndEachTextsMark() {
        let view = View.vStack([View.text("This is some text"), View.text("This is longer"), View.text("short")])
        let text = diagram(view, width: 320, height: 160)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let textRows = rows.indices.filter { rows[$0].contains("T") || rows[$0].contains("h") }
        #expect(textRows.count == 3, "\(text)")
        let above = rows[textRows.first! - 1]
        let below = rows[textRows.last! + 1]
        let column = above.firstIndex(of: "◆")
        #expect(column != nil, "\(text)")
        // The line below is in the mark's column, and so is every other text's mark.
        #expect(column == below.firstIndex(of: "┊"), "\(text)")
        for row in textRows.dropFirst() {
            #expect(rows[row].firstIndex(of: "◆") == column, "\(text)")
        }
        #expect(!rows[textRows.first!].contains("◆"), "\(text)")
    }

    /// In colour the line runs through the texts: each text's cell on it has the guide's colour,
    /// behind its letter or as its mark.
    @Test func inColourTheLineRunsBehindTheLetters() {
        let view = View.vStack([View.text("This is some text"), View.text("This is longer"), View.text("short")])
        let text = diagram(view, width: 320, height: 160, color: true)
        let shaded = text.split(separator: "\n").filter { $0.contains("\u{1B}[0;45m") }
        let marked = text.split(separator: "\n").filter {
            $0.contains("◆") && ($0.contains("This") || $0.contains("sh"))
        }
        #expect(shaded.count == 1 && marked.count == 2, "\(text)")
        #expect(!diagram(view, width: 320, height: 160).contains("\u{1B}"))
    }

    /// A cut marker is drawn before names: the name of a view running off the canvas moves.
    @Test func aCutMarkerIsNeverCoveredByAName() {
        let wide = View.rectangle().foregroundColor("green").frame(width: 400, height: 48)
        let text = diagram(wide, width: 160, height: 48)
        #expect(text.contains("›") && text.contains("‹"))
    }
}

@Suite struct NameSpacingTests {
    /// A fill's name never runs into a text on its row (`Account#f2f2f7` in the controls' GroupBox).
    @Test func aFillsNameKeepsTwoCellsFromAnyText() {
        let box = View.zStack(
            alignment: .topLeading,
            [
                View.rectangle().foregroundColor("#f2f2f7").frame(width: 144, height: 16),
                View.text("Account"),
            ])
        let result = LayoutEngine().layout(box, canvas: ProposedSize(width: 144, height: 16))
        let text = renderDiagram(result, options: DiagramOptions())
        #expect(text.contains("Account"))
        #expect(!text.contains("Account#") && !text.contains("Account #"), "\(text)")
    }
}
