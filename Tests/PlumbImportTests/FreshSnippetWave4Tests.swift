import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The fifth round of snippets the importer was not written against (`Fresh/f69`–`f93`): 25 SwiftUI
/// files from the code search, taken in the order it gave them for five queries (stacks and spacers,
/// lazy grids, custom alignment, GeometryReader, overlays and badges), each tried before any change
/// made for it. 22 compile as pasted, and 19 of those ran on the first try. Three did not: a range
/// held in a `let` (refused), a modifier called without `self.` in an `extension View` function
/// (refused), and `Int(_:)` in an interpolation ("Size: 390" for "Size: 390 × 300"); f76, which
/// does not compile, ran into a Lua error for its `extension VGridExample: View`. All four are
/// fixed; the three that do not compile are refused at their Swift position. See
/// Sources/PlumbImport/README.md.
struct FreshSnippetWave4Tests: FreshSnippetSuite {
    static let compiling = [
        "f69-vnpaz-spacer", "f70-boostedpenguin-smth", "f71-codewithchris-spacer", "f72-atesit-sliders",
        "f73-howlayoutworks-calendar", "f74-kalathiya-spacerview", "f75-stack-md-hstack", "f77-imran-gridview",
        "f78-slaviswolf-lazygrid", "f79-contentview-adaptive99", "f80-congle-adaptive-preview", "f81-md-fixed80",
        "f82-rogelj-alignmentguides", "f83-klug-stackcustomalignment", "f84-packswiftui-custom",
        "f85-galih-geometry", "f86-johnnyz-geometry", "f87-thinking-basicgeometry", "f88-understanding-geometry",
        "f89-marcio-badge", "f91-wzbg-zstack", "f93-lulixue-testview",
    ]

    @Test(arguments: compiling)
    func everySnippetThatCompilesIsLaidOut(_ name: String) throws {
        let result = try run(name)
        #expect(!result.root.children.isEmpty || result.root.content != .none)
    }

    @Test(arguments: [
        ("f76-tarsiciosh-vgrid", 18, 25, "unknown name 'symbols'"),
        ("f90-likeecat-alignmentbottom", 6, 9, "unknown view 'BackgroundView'"),
        ("f92-alfin-badge", 13, 40, "Color(hex:) is not SwiftUI's Color"),
    ])
    func whatDoesNotCompileIsRefusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String)
        throws
    {
        let text = try source(name)
        let error = #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(source: text, fileName: "\(name).swift", view: nil)
        }
        #expect(error?.line == line && error?.column == column)
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    /// HStack(alignment: .myCenter): blue 50 and green 30 centred on the line, red's top on it
    /// (its guide is myCenter − 20 = 0).
    @Test func klugCustomAlignmentHangsTheRedSquareFromTheLine() throws {
        let boxes = frames(of: "frame", in: try run("f83-klug-stackcustomalignment"))
        #expect(boxes.map(\.minY).map { $0 - boxes[0].minY } == [0, 10, 25])
    }

    /// The star is centred on London, the third city.
    @Test func packSwiftUIStarAlignsWithLondon() throws {
        let r = try run("f84-packswiftui-custom")
        let star = try #require(frames(of: "Image", in: r).first)
        let london = frames(of: "Text", in: r)[2]
        #expect(star.minY + star.height / 2 == london.minY + london.height / 2)
    }

    /// The text is framed at 90 % of the reader's width; the reader takes the rest of the height.
    @Test func galihGeometryReaderFramesNinetyPercent() throws {
        let r = try run("f85-galih-geometry")
        let frame = try #require(frames(of: "frame", in: r).first)
        #expect(frame.width == 360)
    }

    @Test func thinkingGeometryReaderPrintsTheWholeSize() throws {
        #expect(texts(try run("f87-thinking-basicgeometry", width: 390, height: 300)).first == "Size: 390 × 300")
    }

    /// The badge with 5 draws a circle; the one with 0 draws none.
    @Test func marcioBadgeIsDrawnOnlyForANonZeroCount() throws {
        let r = try run("f89-marcio-badge")
        #expect(frames(of: "Circle", in: r).count == 1)
        #expect(texts(r) == ["Hello", "5", "Hello"])
    }

    /// Three fixed columns of 80, 8 apart.
    @Test func fixedEightyColumns() throws {
        let cells = frames(of: "Text", in: try run("f81-md-fixed80"))
        #expect(cells.prefix(3).map { $0.minX + $0.width / 2 }.adjacentDifferences == [88, 88])
    }

    /// Fixed 100, adaptive (min 20), fixed 100 in 400 less the padding: the adaptive column takes
    /// 152 points, room for five cells of at least 20 eight apart, so the first row has seven (each
    /// circle centred in its 40-point frame).
    @Test func slavisWolfAdaptiveColumnsBetweenFixedOnes() throws {
        let circles = frames(of: "Circle", in: try run("f78-slaviswolf-lazygrid"))
        let middle = { (r: Rect) in r.minY + r.height / 2 }
        #expect(circles.filter { middle($0) == middle(circles[0]) }.count == 7)
    }
}

extension Array where Element == Double {
    var adjacentDifferences: [Double] { zip(self, dropFirst()).map { $1 - $0 } }
}
