import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Grids and lazy grids written here, imported and laid out on a 400×600 canvas; text is 8×16
/// points a character. Where Apple's documentation states the numbers, the test keeps them and names
/// the page.
@Suite("Grids and lazy grids imported")
struct GridImportTests: ConstructSuite {
    @Test func fourFlexibleColumnsMakeOnlyTheVisibleCells() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Tickets: View {
                let columns = [
                    GridItem(.flexible()),
                    GridItem(.flexible()),
                    GridItem(.flexible()),
                    GridItem(.flexible())
                ]

                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: columns, spacing: 12) {
                            ForEach(0..<60) { number in
                                Text("T\(number)")
                                    .frame(maxWidth: .infinity)
                                    .padding(10)
                                    .background(Color.orange)
                                    .foregroundColor(.white)
                                    .cornerRadius(6)
                            }
                        }
                        .padding()
                    }
                }
            }
            """#)
        let cells = frames(of: "background", in: r)
        // Lazy: the cells below the 600-point screen are not made.
        #expect(cells.count > 4 && cells.count < 60 && cells.count % 4 == 0)
        // Four equal columns over the padded width, rows 12 apart.
        let first = Array(cells.prefix(4))
        #expect(Set(first.map(\.minY)).count == 1)
        #expect(first.allSatisfy { $0.width == (368 - 3 * 8) / 4 && $0.height == 36 })
        #expect(cells[4].minY - cells[0].maxY == 12)
    }

    @Test func threeFixedColumnsOfNinety() throws {
        let (r, script) = try layOut(
            swift: #"""
                import SwiftUI

                struct Seats: View {
                @State private var booked = true

                var body: some View {
                let fixedColumns = [
                GridItem(.fixed(90)),
                GridItem(.fixed(90)),
                GridItem(.fixed(90))]
                VStack {
                LazyVGrid(columns: fixedColumns) {
                ForEach(0...7, id: \.self) { seat in
                Text("\(seat)")
                .font(.subheadline)
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity)
                .background(
                Color.gray
                )
                .cornerRadius(3)
                }
                }
                .frame(maxWidth: .infinity)
                }
                }
                }

                struct Seats_Previews: PreviewProvider {
                static var previews: some View {
                Seats()
                }
                }
                """#, width: 400, height: 600)
        #expect(script.lua.contains("Text(tostring(seat))"))
        let cells = frames(of: "background", in: r)
        #expect(cells.count == 8)
        #expect(cells.prefix(3).allSatisfy { $0.width == 90 && $0.height == 28 })
        #expect(gapsX(Array(cells.prefix(3))) == [8, 8])
    }

    @Test func aGenericBoardCallsItsCellForEachPlace() throws {
        let (r, script) = try layOut(
            swift: #"""
                import SwiftUI

                struct Board<Cell: View>: View {
                    let down: Int
                    let across: Int
                    let cell: (Int, Int) -> Cell

                    var body: some View {
                        VStack {
                            ForEach(0..<down) { r in
                                HStack {
                                    ForEach(0..<self.across) { c in
                                        self.cell(r, c)
                                    }
                                }
                            }
                        }
                    }

                    init (down: Int, across: Int, @ViewBuilder cell: @escaping(Int, Int) -> Cell) {
                        self.down = down
                        self.across = across
                        self.cell = cell
                    }
                }

                struct ContentView: View {
                    var body: some View {
                        Board(down: 3, across: 5) { r, c in
                            HStack {
                                Image(systemName: "\(r * 5 + c).square")
                                Text("\(r):\(c)")
                            }
                        }
                    }
                }
                """#, width: 400, height: 600)
        #expect(script.lua.contains("cell = function(r, c)"))
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 15)
        #expect(Set(texts.map(\.minY)).count == 3 && Set(texts.map(\.minX)).count == 5)
        #expect(PlumbImportTests.texts(r).prefix(6) == ["0:0", "0:1", "0:2", "0:3", "0:4", "1:0"])
    }

    /// Four fixed columns of 70, 8 apart, centred: 304 wide from 48, the first row's centres at 83,
    /// 161, 239 and 317; the rows 8 apart.
    @Test(arguments: [
        #"""
        struct Numbers: View {
            let layout = [
                GridItem(.fixed(70)),
                GridItem(.fixed(70)),
                GridItem(.fixed(70)),
                GridItem(.fixed(70))
            ]

            var body: some View {
                ScrollView {
                    LazyVGrid(columns: layout) {
                        ForEach(0..<150) {
                            Text("#\($0)")
                        }
                    }
                }
            }
        }
        """#,
        #"""
        import SwiftUI

        struct Numbers: View {
            let layout = [
                GridItem(.fixed(70)),
                GridItem(.fixed(70)),
                GridItem(.fixed(70)),
                GridItem(.fixed(70))
            ]

            var body: some View {
                ScrollView {
                    LazyVGrid(columns: layout) {
                        ForEach(0..<900) { n in
                            Text("Cell \(n)")
                        }
                    }
                }
            }
        }

        struct Numbers_Previews: PreviewProvider {
            static var previews: some View {
                Numbers()
            }
        }
        """#,
    ])
    func fourFixedColumnsCentred(_ swift: String) throws {
        let cells = frames(of: "Text", in: try lay(swift))
        #expect(cells.prefix(4).map(\.midX) == [83, 161, 239, 317])
        #expect(cells[4].minY - cells[0].maxY == 8)
    }

    /// Fixed 90, adaptive (min 30), fixed 90 in 400 less the padding: the adaptive column takes
    /// 368 − 180 − 16 = 172 points, room for four cells of at least 30 eight apart, so the first row
    /// has six (each circle centred in its 40-point frame).
    @Test func adaptiveColumnsBetweenFixedOnes() throws {
        let circles = frames(
            of: "Circle",
            in: try lay(
                #"""
                import SwiftUI

                struct Dots: View {
                    let values = 1...300
                    let items = [GridItem(.fixed(90) ),
                                 GridItem(.adaptive(minimum: 30) ),
                                 GridItem(.fixed(90) )]

                    var body: some View {
                        ScrollView(.vertical) {
                            LazyVGrid(columns: items) {
                                ForEach(values, id: \.self) { value in
                                    VStack {
                                        Circle()
                                            .frame(height: 40)
                                        Text(String(value))
                                    }
                                }
                            }
                            .padding()
                        }
                    }
                }
                """#))
        #expect(circles.filter { $0.midY == circles[0].midY }.count == 6)
    }

    /// Fixed 60, fixed 90 and a flexible column of 100…300 that takes the rest of 368: 202.
    @Test func aFlexibleColumnTakesWhatTheFixedOnesLeave() throws {
        let squares = frames(
            of: "RoundedRectangle",
            in: try lay(
                #"""
                import SwiftUI

                struct Palette: View {
                    let tracks = [
                        GridItem(.fixed(60)),
                        GridItem(.fixed(90)),
                        GridItem(.flexible(minimum: 100, maximum: 300))
                    ]
                    let swatches: [Color] = [
                        .indigo, .cyan, .mint, .brown, .gray, .teal, .pink
                    ]

                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: tracks) {
                                ForEach(swatches.indices, id: \.self) { i in
                                    RoundedRectangle(cornerRadius: 6.0)
                                        .aspectRatio(1, contentMode: ContentMode.fit)
                                        .foregroundColor(swatches[i])
                                }
                            }
                        }
                        .padding()
                    }
                }

                #Preview {
                    Palette()
                }
                """#))
        #expect(squares.prefix(3).map(\.width) == [60, 90, 202])
    }

    /// Three hundred items in adaptive columns of at least 110: three columns of 128, a hundred rows
    /// of 30 + 8 + 16, 12 apart.
    @Test func threeHundredItemsInAdaptiveColumns() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Catalogue: View {
                let entries = Array(1...300).map { "No. \($0)" }
                let layout = [
                    GridItem(.adaptive(minimum: 110))
                ]

                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: layout, alignment: .center, spacing: 12) {
                            ForEach(entries, id: \.self) {
                                entry in VStack {
                                    Capsule()
                                        .fill(Color.green)
                                        .frame(height: 30)
                                    Text(entry)
                                        .foregroundColor(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            """#)
        let grid = try #require(frames(of: "LazyVGrid", in: r).first)
        #expect(grid.height == 6588)  // 100 × 54 + 99 × 12
        #expect(frames(of: "Capsule", in: r).prefix(3).map(\.width) == [128, 128, 128])
    }

    /// Three rows of equal height 24 apart, columns 14 apart; teal spans two columns; the text sits
    /// at its row's bottom.
    @Test func aGridOfColoursWithACellSpanningTwoColumns() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Swatch: View {
                var body: some View {
                    Grid(alignment: .top, horizontalSpacing: 14, verticalSpacing: 24) {
                        GridRow {
                            Color.indigo
                            Color.cyan
                            Color.yellow
                        }
                        GridRow {
                            Color.teal
                                .gridCellColumns(2)
                            Color.gray
                        }
                        GridRow(alignment: .bottom) {
                            Text("Low")
                            Color.red
                        }
                    }
                }
            }

            #Preview {
                Swatch()
            }
            """#)
        let colours = frames(of: "Color", in: r)
        // (400 − 2 × 14) / 3 = 124 a column, (600 − 2 × 24) / 3 = 184 a row.
        #expect(colours.count == 6 && colours[0].width == 124 && colours[1].minX - colours[0].maxX == 14)
        #expect(colours.allSatisfy { $0.height == 184 } && colours[3].minY - colours[0].maxY == 24)
        let teal = try #require(frames(of: "gridCellColumns", in: r).first)
        #expect(teal.width == 124 + 14 + 124)
        let text = try #require(frames(of: "Text", in: r).first)
        // A cell's content is centred across its column unless told otherwise.
        #expect(text.maxY == colours[5].maxY && text.midX == colours[0].midX)
    }

    /// Three fixed rows of 40, eight apart, in a frame 160 high.
    @Test func threeFixedRowsOfForty() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Strip: View {
                let numbers = 1...30
                let rows = [
                    GridItem(.fixed(40)),
                    GridItem(.fixed(40)),
                    GridItem(.fixed(40))
                ]

                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHGrid(rows: rows, alignment: .center) {
                            ForEach(numbers, id: \.self) { n in
                                Image(systemName: "\(n).square.fill")
                                    .font(.title)
                            }
                        }
                        .frame(height: 160)
                    }
                }
            }
            """#)
        let images = frames(of: "Image", in: r)
        #expect(images[1].minY - images[0].minY == 48 && images[2].minY - images[1].minY == 48)
        #expect(images[3].minY == images[0].minY && images[3].minX > images[0].maxX)
        #expect(frames(of: "frame", in: r).first?.height == 160)
    }

    /// Three fixed columns of 30, four apart, from `.init(.fixed(30), spacing: 4, …)`: 98 wide.
    @Test func threeFixedColumnsOfThirty() throws {
        let grid = try #require(
            frames(
                of: "LazyVGrid",
                in: try lay(
                    #"""
                    import SwiftUI

                    struct Label3: View {
                    private let n: Int

                    init(n: Int) {
                    print("label \(n)")
                    self.n = n
                    }

                    var body: some View {
                    Text("Label number \(n)")
                    }
                    }

                    struct ContentView: View {
                    var tracks: [GridItem] = Array(repeating: .init(.fixed(30), spacing: 4, alignment: .center), count: 3)

                    var body: some View {
                    ScrollView(.vertical) {
                    LazyVGrid(columns: tracks, alignment: .leading) {
                    ForEach(0...80, id:\.self) { n in
                    Label3(n: n)
                    //Text("unused")
                    }
                    }
                    }
                    }
                    }
                    """#)
            ).first)
        #expect(grid.width == 98)
    }

    /// Four rows of three 90×70 keys, 8 apart, centred; a key repeated in a row is drawn twice.
    @Test(arguments: [
        #"""
        import SwiftUI

        struct Keypad: View {
            let keys = [
                ["1", "2", "3"],
                ["4", "5", "6"],
                ["7", "8", "9"],
                [".", "0", "."]
            ]

            var body: some View {
                VStack {
                    ForEach(keys, id: \.self) { row in
                        HStack {
                            ForEach(row, id: \.self) { key in
                                Text(key)
                                    .font(.system(size: 28))
                                    .frame(width: 90, height: 70, alignment: /*@START_MENU_TOKEN@*/.center/*@END_MENU_TOKEN@*/)
                            }
                        }
                    }
                }
            }
        }
        """#,
        #"""
        import SwiftUI

        struct Keypad: View {
            let keys = [
                ["1", "2", "3"],
                ["4", "5", "6"],
                ["7", "8", "9"],
                [".", "0", "."]
            ]

            var body: some View {
                ZStack {
                    Color.black
                    VStack {
                        ForEach(keys, id: \.self) { row in
                            HStack {
                                ForEach(row, id: \.self) { key in
                                    Text(key)
                                        .font(.system(size: 28))
                                        .frame(width: 90, height: 70)
                                        .foregroundColor(.white)
                                }
                            }
                        }
                    }
                }
            }
        }

        struct Keypad_Previews: PreviewProvider {
            static var previews: some View {
                Keypad()
            }
        }
        """#,
    ])
    func keypadKeysInFourRows(_ swift: String) throws {
        let keys = frames(of: "frame", in: try lay(swift)).filter { $0.width == 90 && $0.height == 70 }
        #expect(keys.count == 12)
        #expect(keys[1].minX - keys[0].maxX == 8 && keys[3].minY - keys[0].maxY == 8)
        #expect(keys[0].minX == 57)  // (400 − (3 × 90 + 2 × 8)) / 2
    }

    /// GridItem: four rows of 30, 60, 90 and 10 points with spacings 1, 10 and 20; each ForEach
    /// item's four colours fill a column top to bottom, columns 30 wide and 5 apart
    /// (developer.apple.com/documentation/swiftui/griditem).
    @Test func gridItemsOfFourSizesAndSpacings() throws {
        let colours = frames(
            of: "Color",
            in: try lay(
                #"""
                struct Bars: View {
                    let tracks = [
                        GridItem(.fixed(30), spacing: 1),
                        GridItem(.fixed(60), spacing: 10),
                        GridItem(.fixed(90), spacing: 20),
                        GridItem(.fixed(10), spacing: 50)
                    ]

                    var body: some View {
                        ScrollView(.horizontal) {
                            LazyHGrid(rows: tracks, spacing: 5) {
                                ForEach(0...200, id: \.self) { _ in
                                    Color.purple.frame(width: 30)
                                    Color.orange.frame(width: 30)
                                    Color.cyan.frame(width: 30)
                                    Color.gray.frame(width: 30)
                                }
                            }
                        }
                    }
                }
                """#))
        #expect(colours.prefix(4).map(\.height) == [30, 60, 90, 10])
        #expect(gapsY(Array(colours.prefix(4))) == [1, 10, 20])
        #expect(colours[4].minX - colours[0].minX == 35)
        #expect(colours.allSatisfy { $0.width == 30 })
    }

    /// LazyHGrid and LazyVGrid of two tracks: the code point in the first, its character in the
    /// second (developer.apple.com/documentation/swiftui/lazyhgrid,
    /// developer.apple.com/documentation/swiftui/lazyvgrid).
    @Test func lazyGridsOfCodePointsAndCharacters() throws {
        let across = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Symbols: View {
                    let tracks = [GridItem(.fixed(28)), GridItem(.fixed(28))]

                    var body: some View {
                        ScrollView(.horizontal) {
                            LazyHGrid(rows: tracks) {
                                ForEach(0x2600...0x2640, id: \.self) { code in
                                    Text(String(format: "%x", code))
                                    Text(symbol(code))
                                        .font(.title)
                                }
                            }
                        }
                    }

                    private func symbol(_ code: Int) -> String {
                        guard let scalar = UnicodeScalar(code) else { return "" }
                        return String(Character(scalar))
                    }
                }
                """#))
        #expect(across[0].midX == across[1].midX && across[1].minY > across[0].minY)
        let down = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Symbols: View {
                    let tracks = [GridItem(.flexible()), GridItem(.flexible())]

                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: tracks) {
                                ForEach(0x2600...0x2640, id: \.self) { code in
                                    Text(String(format: "%x", code))
                                    Text(symbol(code))
                                        .font(.title)
                                }
                            }
                        }
                    }

                    private func symbol(_ code: Int) -> String {
                        guard let scalar = UnicodeScalar(code) else { return "" }
                        return String(Character(scalar))
                    }
                }
                """#))
        #expect(PlumbImportTests.texts(try lay("Text(String(format: \"%x\", 0x2600))")) == ["2600"])
        #expect(down[1].minX > down[0].maxX)
        #expect(down[2].minX == down[0].minX && down[2].minY > down[0].minY)
    }

    /// gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)): the 10-point square at that point of its 60-point
    /// cell, cells 1 apart (developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)).
    @Test func aGridCellAnchorPlacesTheSquare() throws {
        let colours = frames(
            of: "Color",
            in: try lay(
                #"""
                Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                    GridRow {
                        Color.gray.frame(width: 60, height: 60)
                        Color.gray.frame(width: 60, height: 60)
                    }
                    GridRow {
                        Color.gray.frame(width: 60, height: 60)
                        Color.orange.frame(width: 10, height: 10)
                            .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                    }
                }
                """#))
        let cell = colours[2]  // the 60-point square beside it, in the same row
        let square = colours[3]
        #expect(square.width == 10)
        #expect(square.minX == cell.maxX + 1 + 50 * 0.25)
        #expect(square.minY == cell.minY + 50 * 0.75)
    }

    /// A Divider between a Grid's rows makes the grid as wide as it is offered (why
    /// gridCellUnsizedAxes exists: developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)).
    @Test func aDividerBetweenRowsWidensTheGrid() throws {
        let r = try lay(
            #"""
            Grid {
                GridRow {
                    Text("North")
                    Image(systemName: "arrow.up")
                }
                Divider()
                GridRow {
                    Image(systemName: "arrow.down")
                    Text("South")
                }
            }
            """#)
        #expect(frames(of: "Grid", in: r).first?.width == 400)
        #expect(frames(of: "Divider", in: r).first?.width == 400)
    }

    /// shadow(color:radius:x:y:): three rows and three columns of shadowed squares, 50 apart
    /// (developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)).
    @Test func aGridOfShadowedSquares() throws {
        let squares = frames(
            of: "Color",
            in: try lay(
                #"""
                struct Shadows: View {
                    let levels = [0, 4, 8]

                    var body: some View {
                        VStack(spacing: 50) {
                            ForEach(levels, id: \.self) { shift in
                                HStack(spacing: 50) {
                                    ForEach(levels, id: \.self) { blur in
                                        Color.orange
                                            .shadow(
                                                color: .primary,
                                                radius: CGFloat(blur),
                                                x: CGFloat(shift), y: CGFloat(shift))
                                            .overlay {
                                                VStack {
                                                    Text("r \(blur)")
                                                    Text("at \(shift)")
                                                }
                                            }
                                    }
                                }
                            }
                        }
                    }
                }
                """#))
        #expect(squares.count == 9)
        #expect(squares[1].minX - squares[0].maxX == 50 && squares[3].minY - squares[0].maxY == 50)
    }

    /// Three columns 14 apart and rows 30 apart filling the canvas, the brown spanning two columns,
    /// the last row aligned to its bottom, the anchored text centred in its cell.
    @Test func aGridWithASpanningCell() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Collage: View {
                var body: some View {
                    Grid(alignment: .top, horizontalSpacing: 14, verticalSpacing: 30) {
                        GridRow {
                            Color.yellow
                            Color.green
                            Color.purple
                        }
                        GridRow {
                            Color.cyan
                            Color.brown
                                .gridCellColumns(2)
                        }
                        GridRow {
                            Text("Photos:")
                            Image("harbour")
                                .resizable()
                                .scaledToFit()
                            Image("pier at dusk")
                                .resizable()
                                .scaledToFit()
                        }
                        GridRow(alignment: .bottom) {
                            Text("Sits low")
                            Color.red
                            Text("Middle")
                                .gridCellAnchor(.center)
                        }
                    }
                }
            }

            struct Collage_Previews: PreviewProvider {
                static var previews: some View {
                    Collage()
                }
            }
            """#)
        let colours = frames(of: "Color", in: r)
        // (400 − 2 × 14) / 3 = 124 a column.
        #expect(colours[0].width == 124 && colours[1].minX == 138)
        #expect(colours[3].minY - colours[0].maxY == 30)
        #expect(colours[4].width == 262)
        let red = colours[5]
        let texts = frames(of: "Text", in: r)
        #expect(red.maxY == 600 && texts[1].maxY == red.maxY)
        #expect(abs(texts[2].midY - red.midY) < 1e-9)
    }

    /// A view outside a GridRow spans every column.
    @Test func aViewOutsideAGridRowSpansTheGrid() throws {
        let shapes = frames(
            of: "RoundedRectangle",
            in: try lay(
                #"""
                import SwiftUI

                struct Spanning: View {
                    var body: some View {
                        Grid {
                            GridRow {
                                Text("Left")
                                Text("Right")
                            }
                            GridRow {
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(Color.green.opacity(0.4))
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(Color.purple.opacity(0.4))
                                    .frame(width: 120)
                            }
                            RoundedRectangle(cornerRadius: 10)
                                .fill(Color.yellow.opacity(0.4))
                            GridRow {
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(Color.green.opacity(0.4))
                            }
                        }
                        .font(.title)
                    }
                }
                """#))
        #expect(shapes.count == 4)
        #expect(shapes[1].width == 120 && shapes[2].width == 400 && shapes[3].width < 400)
    }

    /// Three rows of a text and two images, the rows' texts in the first column.
    @Test func aGridsRowsOfATextAndTwoImages() throws {
        let r = try lay(
            #"""
            import SwiftUI

            // #region Sharing
            struct Sharing: View {
              var body: some View {
                Grid {
                  GridRow {
                    Text("Mail")
                    Image(systemName: "envelope")
                    Image(systemName: "paperplane")
                  }
                  GridRow {
                    Text("Files")
                    Image(systemName: "folder")
                    Image(systemName: "tray")
                  }
                  GridRow {
                    Text("Print")
                    Image(systemName: "printer")
                    Image(systemName: "doc")
                  }
                }
              }
            }
            // #endregion Sharing

            struct Sharing_Previews: PreviewProvider {
              static var previews: some View {
                Sharing()
                  .preferredColorScheme(.dark)
              }
            }
            """#)
        let rows = frames(of: "Text", in: r)
        // The texts are centred in the first column.
        #expect(rows.count == 3 && Set(rows.map(\.midX)).count == 1)
        #expect(rows[1].minY > rows[0].maxY && rows[2].minY > rows[1].maxY)
        #expect(frames(of: "Image", in: r).count == 6)
    }

    /// Lazy grids: a fixed 70 column and adaptive ones of 60–90 (four fit beside it: five a row);
    /// adaptive columns of at least 85 (four of 94).
    @Test func fixedAndAdaptiveColumns() throws {
        let mixed = frames(
            of: "Text",
            in: try lay(
                #"""
                import SwiftUI

                struct Mixed: View {
                    var tracks: [GridItem] =
                        [.init(.fixed(70)),
                         .init(.adaptive(minimum: 60, maximum: 90))]

                    var body: some View {
                        ScrollView(.vertical) {
                            LazyVGrid(columns: tracks, spacing: 12) {
                                ForEach((1...15), id: \.self) { n in
                                    Text("\(n)")
                                        .frame(width: 50, height: 50)
                                        .background {
                                        RoundedRectangle(cornerRadius: 4)
                                            .foregroundColor(.mint)
                                    }
                                }
                            }.padding(0.0).font(.body)
                        }
                    }
                }
                """#))
        #expect(mixed.count == 15 && Set(mixed.prefix(5).map(\.minY)).count == 1 && mixed[5].minY > mixed[0].minY)
        let adaptive = frames(
            of: "Color",
            in: try lay(
                #"""
                import SwiftUI

                struct Tiles: View {
                    let tracks = [
                      GridItem(.adaptive(minimum: 85)),
                    ]

                    var body: some View {
                      ScrollView {
                        LazyVGrid(columns: tracks) {
                          ForEach(0..<80) { i in
                            Text("Tile \(i)")
                              .frame(maxWidth: .infinity, maxHeight: .infinity)
                              .background(.orange.gradient)
                          }
                        }
                      }
                    }
                }
                """#))
        #expect(adaptive.prefix(4).map(\.width) == [94, 94, 94, 94] && adaptive[4].minY > adaptive[0].minY)
    }
}
