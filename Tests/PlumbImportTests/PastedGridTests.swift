import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of `Grid`, `LazyVGrid` and `LazyHGrid` pasted from public sources (`Fresh/`), checked
/// against the columns, rows and spacing the source states.
@Suite("Pasted snippets: grids and lazy grids")
struct PastedGridTests: FreshSnippetSuite {
    @Test func threeFlexibleColumnsMakeOnlyTheVisibleCells() throws {
        let r = try run("f26-juejin-lazyvgrid")
        let cells = frames(of: "background", in: r)
        // Lazy: the cells below the 600-point screen are not made.
        #expect(cells.count > 3 && cells.count <= 50 && cells.count % 3 == 0)
        // Three equal columns over the padded width, rows 20 apart.
        let first = Array(cells.prefix(3))
        #expect(Set(first.map(\.origin.y)).count == 1)
        for c in first { #expect(abs(c.size.width - (368 - 16) / 3) < 1e-9) }
        #expect(cells[3].origin.y - (cells[0].origin.y + cells[0].size.height) == 20)
    }

    @Test func fourFixedColumnsOfEighty() throws {
        // The same grid with a SwiftUI colour: eleven numbered cells in four fixed 80-point columns.
        let swift = try source("f27-csdn-lazyvgrid-fixed")
            .replacingOccurrences(of: "Color.init(hexString: \"#dddddd\")", with: "Color.gray")
        let (r, script) = try layOut(swift: swift, fileName: "f27.swift", width: 400, height: 600)
        #expect(script.lua.contains("Text(tostring(tag))"))
        let cells = frames(of: "background", in: r)
        #expect(cells.count == 11)
        #expect(cells.prefix(4).allSatisfy { $0.size.width == 80 })
        #expect(gapsX(Array(cells.prefix(4))) == [8, 8, 8])
    }

    @Test func aGridStackCallsItsContentForEachCell() throws {
        let (r, script) = try imported("f54-felipevlima-gridstack")
        #expect(script.lua.contains("content = function(row, col)"))
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 16)
        #expect(Set(texts.map(\.origin.y)).count == 4)
        #expect(Set(texts.map(\.origin.x)).count == 4)
    }

    /// Three fixed columns of 80, 8 apart.
    @Test func threeFixedColumnsOfEighty() throws {
        let cells = frames(of: "Text", in: try run("f81-md-fixed80"))
        #expect(cells.prefix(3).map { $0.minX + $0.width / 2 }.adjacentDifferences == [88, 88])
    }

    /// Fixed 100, adaptive (min 20), fixed 100 in 400 less the padding: the adaptive column takes
    /// 152 points, room for five cells of at least 20 eight apart, so the first row has seven (each
    /// circle centred in its 40-point frame).
    @Test func adaptiveColumnsBetweenFixedOnes() throws {
        let circles = frames(of: "Circle", in: try run("f78-slaviswolf-lazygrid"))
        let middle = { (r: Rect) in r.minY + r.height / 2 }
        #expect(circles.filter { middle($0) == middle(circles[0]) }.count == 7)
    }

    /// Fixed 75, fixed 100 and a flexible column of 125…250 that takes the rest of 368: 177.
    @Test func aFlexibleColumnTakesWhatTheFixedOnesLeave() throws {
        let squares = frames(of: "RoundedRectangle", in: try run("f116-rkukuh-grid-custom"))
        #expect(squares.prefix(3).map(\.width) == [75, 100, 177])
    }

    /// A thousand items in adaptive columns of at least 80: four columns of 94, 250 rows 20 apart.
    @Test func aThousandItemsInAdaptiveColumns() throws {
        let r = try run("f117-ian-grids-thousand")
        let grid = try #require(frames(of: "LazyVGrid", in: r).first)
        #expect(grid.height == 250 * 74 + 249 * 20)
        let capsules = frames(of: "Capsule", in: r)
        #expect(capsules.prefix(4).map(\.width) == [94, 94, 94, 94])
    }

    /// Three rows of equal height 40 apart; teal spans two columns; the text sits at its row's bottom.
    @Test func aGridOfColoursWithACellSpanningTwoColumns() throws {
        let r = try run("f141-rkukuh-grid-colors")
        let colours = frames(of: "Color", in: r)
        #expect(colours[1].minX - colours[0].maxX == 20)
        let teal = try #require(frames(of: "gridCellColumns", in: r).first)
        #expect(teal.width == colours[1].width + 20 + colours[2].width)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.maxY == colours.last!.maxY)
    }

    /// Two fixed rows of 50, eight apart, in a frame 150 high.
    @Test func twoFixedRowsOfFifty() throws {
        let r = try run("f167-saschasalles-gridhorizontal")
        let images = frames(of: "Image", in: r)
        #expect(images[1].minY - images[0].minY == 58)
        #expect(frames(of: "frame", in: r).first?.height == 150)
    }

    /// Two fixed columns of 20, five apart, from `.init(.fixed(20), spacing: 5, …)`.
    @Test func twoFixedColumnsOfTwenty() throws {
        let grid = try #require(frames(of: "LazyVGrid", in: try run("f178-karm435-lazyvgrid")).first)
        #expect(grid.width == 45)
    }

    /// Three fixed columns of 80, 8 apart, centred: the first row's texts centred at 112, 200, 288.
    @Test func threeFixedColumnsCentred() throws {
        let rows = frames(of: "Text", in: try run("f200-mlwelker-moonshot"))
        #expect(rows.prefix(3).map { ($0.minX + $0.maxX) / 2 } == [112, 200, 288])
        #expect(rows[3].minY - rows[0].maxY == 8)
    }

    /// Four rows of four 80×80 keys, 8 apart, centred.
    @Test(arguments: ["f231-aij914-calculator", "f232-okonovurmat-calculator"])
    func calculatorKeysInFourRows(_ name: String) throws {
        let keys = frames(of: "frame", in: try run(name)).filter { $0.width == 80 && $0.height == 80 }
        #expect(keys.count == 16)
        #expect(keys[1].minX - keys[0].maxX == 8 && keys[4].minY - keys[0].maxY == 8)
        let row: Double = 4 * 80 + 3 * 8
        #expect(keys[0].minX == (400 - row) / 2)
    }

    /// GridItem: four rows of 30, 60, 90 and 10 points with spacings 1, 10 and 20; each ForEach
    /// row's four colours fill a column top to bottom, columns 30 wide and 5 apart.
    @Test func gridItemsOfFourSizesAndSpacings() throws {
        let colours = frames(of: "Color", in: try run("f240-apple-griditem-demo"))
        #expect(colours.prefix(4).map(\.height) == [30, 60, 90, 10])
        #expect(colours[1].minY - colours[0].maxY == 1)
        #expect(colours[2].minY - colours[1].maxY == 10)
        #expect(colours[3].minY - colours[2].maxY == 20)
        #expect(colours[4].minX - colours[0].minX == 35)
        #expect(colours.allSatisfy { $0.width == 30 })
    }

    /// LazyHGrid and LazyVGrid: two tracks, the code point in the first, its emoji in the second.
    @Test func lazyGridsOfCodePointsAndEmoji() throws {
        let across = frames(of: "Text", in: try run("f244-apple-lazyhgrid-smileys"))
        #expect(across[0].minX + across[0].width / 2 == across[1].minX + across[1].width / 2)
        #expect(across[1].minY > across[0].minY)
        let down = frames(of: "Text", in: try run("f245-apple-lazyvgrid-smileys"))
        #expect(down[1].minX > down[0].maxX)
        #expect(down[2].minX == down[0].minX && down[2].minY > down[0].minY)
    }

    /// gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)): the 10-point square at that point of its
    /// 60-point cell.
    @Test func aGridCellAnchorPlacesTheSquare() throws {
        let colours = frames(of: "Color", in: try run("f256-apple-gridcellanchor"))
        let cell = colours[2]  // the 60-point square beside it, in the same row
        let blue = colours[3]
        #expect(blue.width == 10)
        #expect(blue.minX == cell.maxX + 1 + 50 * 0.25)
        #expect(blue.minY == cell.minY + 50 * 0.75)
    }

    /// A Divider between a Grid's rows makes the grid as wide as it is offered (the reason the page
    /// gives for gridCellUnsizedAxes).
    @Test func aDividerBetweenRowsWidensTheGrid() throws {
        let result = try run("f258-apple-gridcellunsizedaxes-divider")
        #expect(frames(of: "Grid", in: result).first?.width == 400)
        #expect(frames(of: "Divider", in: result).first?.width == 400)
    }

    /// shadow(color:radius:x:y:): three rows and three columns, 50 apart.
    @Test func aGridOfShadowedSquares() throws {
        let squares = frames(of: "Color", in: try run("f361-apple-shadow"))
        #expect(squares.count == 9)
        #expect(squares[1].minX - squares[0].maxX == 50 && squares[3].minY - squares[0].maxY == 50)
    }

    /// BasicGrid: three columns 20 apart and rows 40 apart filling the canvas, the teal spanning two
    /// columns, the last row aligned to its bottom, the anchored text centred in its cell.
    @Test func aBasicGridWithASpanningCell() throws {
        let result = try run("f383-codesearch-basicgrid")
        let colours = frames(of: "Color", in: result)
        #expect(colours[0].width == 120 && colours[1].minX == 140)
        #expect(colours[3].minY - colours[0].maxY == 40)
        #expect(colours[4].width == 260)
        let red = colours[5]
        let bottom = frames(of: "Text", in: result)[1]
        #expect(red.maxY == 600 && bottom.maxY == red.maxY)
        let anchored = frames(of: "Text", in: result)[2]
        #expect(anchored.minY + anchored.height / 2 == red.minY + red.height / 2)
    }

    /// Grid_NoGridRow: a view outside a GridRow spans every column.
    @Test func aViewOutsideAGridRowSpansTheGrid() throws {
        let shapes = frames(of: "RoundedRectangle", in: try run("f384-bigmtn-grid-nogridrow"))
        #expect(shapes.count == 4)
        #expect(shapes[2].width == 400 && shapes[3].width < 400)
    }

    /// The Grid docregion: two rows of a text and two images, the rows' texts in the first column.
    @Test func aGridsRowsOfATextAndTwoImages() throws {
        let result = try run("f386-codesearch-gridview-docregion")
        let rows = frames(of: "Text", in: result)
        #expect(rows.count == 2 && rows[0].minX == rows[1].minX && rows[1].minY > rows[0].maxY)
        #expect(frames(of: "Image", in: result).count == 4)
    }

    /// Lazy grids: a fixed 60 column and adaptive ones of 50–100 (five fit beside it: six a row);
    /// adaptive columns of at least 100 (three of 128); three fixed 80-point columns.
    @Test func fixedAndAdaptiveColumns() throws {
        let mixed = frames(of: "Text", in: try run("f425-nickeyprod-examplegridview"))
        #expect(mixed.count == 21 && Set(mixed.prefix(6).map(\.minY)).count == 1 && mixed[6].minY > mixed[0].minY)
        let adaptive = frames(of: "Color", in: try run("f426-andrefoulem-lazyvgrid-main"))
        #expect(adaptive.prefix(3).map(\.width) == [128, 128, 128] && adaptive[3].minY > adaptive[0].minY)
        let fixed = frames(of: "Text", in: try run("f427-codesearch-md-griditem-fixed80"))
        let centres = fixed.prefix(2).map { $0.minX + $0.width / 2 }
        #expect(centres[1] - centres[0] == 88 && fixed[3].minY > fixed[0].minY)
    }
}
