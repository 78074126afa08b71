import PlumbLayout
import Testing

@testable import PlumbRender

/// `--variants` as a contact sheet: panels in a grid, side by side when the width allows,
/// scaled when not, a failed variant's error in its panel; one SVG document.
@Suite struct ContactSheetTests {
    static let widths = [160.0, 240.0]
    static let heights = [64.0, 96.0]

    /// Rows: two canvas heights; columns: two canvas widths.
    static let panels: [ContactSheet.Panel] = ContactSheet.gridPlaces(first: 2, second: 2).map { place in
        ContactSheet.Panel(
            caption: "height=\(formatPoints(heights[place.row])), width=\(formatPoints(widths[place.column]))",
            row: place.row, column: place.column)
    }

    static func layout(_ index: Int, _ cellWidth: Double, _ cellHeight: Double, failing: Int? = nil)
        -> Result<LayoutResult, ContactSheet.PanelError>
    {
        if index == failing { return .failure(ContactSheet.PanelError("card.lua:3: attempt to call a nil value")) }
        let place = panels[index]
        let view = View.hStack([
            View.rectangle().foregroundColor("red").frame(width: 48, height: 32), View.text("Hi"),
        ])
        let engine = LayoutEngine(textMetrics: TextMetrics(cellWidth: cellWidth, cellHeight: cellHeight))
        return .success(
            engine.layout(view, canvas: ProposedSize(width: widths[place.column], height: heights[place.row])))
    }

    @Test func gridPlacesPutTheFirstKeyInRows() {
        #expect(
            ContactSheet.gridPlaces(first: 2, second: 2).map { [$0.row, $0.column] } == [
                [0, 0], [0, 1], [1, 0], [1, 1],
            ])
        #expect(
            ContactSheet.gridPlaces(first: 3, second: 1).map { [$0.row, $0.column] } == [[0, 0], [0, 1], [0, 2]])
    }

    @Test func fourVariantsSitSideBySideWhenTheWidthAllows() {
        let sheet = ContactSheet.renderText(Self.panels, options: DiagramOptions(), columns: 200, rows: 60) {
            Self.layout($0, $1, $2)
        }
        #expect(sheet.isGrid && sheet.fits && sheet.note == nil)
        let lines = sheet.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("height=64, width=160") && $0.contains("height=64, width=240") })
        #expect(lines.contains { $0.contains("height=96, width=160") && $0.contains("height=96, width=240") })
        // Each canvas framed: a 160-point canvas is 20 cells inside its frame.
        #expect(lines.contains { $0.hasPrefix("┌" + String(repeating: "─", count: 20) + "┐") })
        #expect(lines.allSatisfy { $0.count <= 200 })
    }

    @Test func aNarrowScreenScalesThePanelsAndSaysSo() {
        let sheet = ContactSheet.renderText(Self.panels, options: DiagramOptions(), columns: 40, rows: 30) {
            Self.layout($0, $1, $2)
        }
        #expect(sheet.fits)
        #expect(sheet.cellWidth > 8)
        #expect(sheet.note != nil)
        #expect(sheet.text.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(sheet.text.split(separator: "\n", omittingEmptySubsequences: false).count <= 30)
    }

    @Test func aScreenNothingFitsDrawsAtTheRequestedSizeAndSaysSo() {
        let sheet = ContactSheet.renderText(Self.panels, options: DiagramOptions(), columns: 4, rows: 2) {
            Self.layout($0, $1, $2)
        }
        #expect(!sheet.fits && sheet.cellWidth == 8)
        #expect(sheet.note == "the 4 panels do not fit 4×2 cells at any cell size: drawn at 8×16 points a cell")
    }

    @Test func aFailedVariantShowsItsErrorAndTheOthersDraw() {
        let sheet = ContactSheet.renderText(Self.panels, options: DiagramOptions(), columns: 200, rows: 60) {
            Self.layout($0, $1, $2, failing: 1)
        }
        #expect(sheet.text.contains("failed: card.lua:3: attempt to call a") && sheet.text.contains("nil value"))
        #expect(sheet.text.components(separatedBy: "Hi").count - 1 == 3)
    }

    @Test func theSVGIsOneDocumentThatRendersWithEveryPanel() throws {
        let outcomes = Self.panels.indices.map { Self.layout($0, 8, 16, failing: 3) }
        let svg = ContactSheet.renderSVG(Self.panels, outcomes: outcomes)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("failed: card.lua:3"))
        // Ids are the panels' own.
        #expect(svg.contains("id=\"p1-canvas\"") && svg.contains("id=\"p2-canvas\""))
        let image = try SVGTests().rasterize(svg)
        // The first panel's red rectangle: centred in its 160×64 canvas, 24 points in and 20
        // down for the caption.
        let red = SVGTests.red
        let x = 24 + 80 - (48 + 8 + 16) / 2 + 10
        let y = 24 + 20 + 32
        #expect(image[x, y] == red, "\(image[x, y])")
        // The second column's panel too.
        let x2 = 24 + 160 + 24 + 120 - (48 + 8 + 16) / 2 + 10
        #expect(image[x2, y] == red, "\(image[x2, y])")
    }
}
