import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The eighth round of snippets the importer was not written against (`Fresh/f157`–`f178`): 22
/// found with the search tool after round 7's fixes, each tried once before any change made for it.
/// 18 compile as pasted, and 12 of those ran as their sources state on the first try. The misses
/// and what was done about each are in Sources/PlumbImport/README.md; here every one that compiles
/// and that Plumb can lay out is run, the geometry their sources state is checked for most, and
/// what is refused is refused at its Swift position.
struct FreshSnippetWave7Tests: FreshSnippetSuite {
    static let laidOut = [
        "f158-alexsoft-securefield", "f159-thachgiasoft-securefield", "f164-ckimi-cardview",
        "f165-edgaradrian-cardview", "f166-laolarou-defaultcard", "f167-saschasalles-gridhorizontal",
        "f168-ian-hgrid", "f169-sergey-horizontalgrid", "f170-mattwong-weather", "f171-whatmmobd-weather2",
        // f172's `entry` has no value, but nothing reads it (after round 17: left unset).
        "f172-yccheok-widgetentry", "f173-apple-lazyvstack", "f174-apple-lazyhstack",
        "f175-karm435-lazyvstack", "f176-w3schools-lazyhstack", "f177-wangchujiang-samplerow",
        "f178-karm435-lazyvgrid",
    ]

    /// Refused where it is written, saying why: three that do not compile, and two that ask for a
    /// section header's prominence, which Plumb does not draw.
    @Test(arguments: [
        ("f157-milanista-securetextfield", 19, 13, "unknown view 'MailAddressView'"),
        ("f160-ionic-itemview", 31, 12, ".headerProminence is not in Plumb"),
        ("f161-luannguyen-list-insetgrouped", 9, 13, "unknown view 'HeaderView'"),
        ("f162-ionic-listview", 21, 12, ".headerProminence is not in Plumb"),
        ("f163-takoika-cards", 7, 13, "unknown view 'CardView'"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    /// Apple's LazyVStack: "aligns to the leading edge of the scroll view, and uses default
    /// spacing between the text views".
    @Test func appleLazyVStackRowsAtTheLeadingEdge() throws {
        let rows = frames(of: "Text", in: try run("f173-apple-lazyvstack"))
        #expect(rows.prefix(10).allSatisfy { $0.minX == 0 })
        #expect(rows[1].minY - rows[0].maxY == 8)
    }

    /// Apple's LazyHStack: "aligns to the top of the scroll view and uses 10-point spacing".
    @Test func appleLazyHStackColumnsAtTheTop() throws {
        let columns = frames(of: "Text", in: try run("f174-apple-lazyhstack"))
        #expect(columns.prefix(5).allSatisfy { $0.minY == 0 })
        #expect(columns[1].minX - columns[0].maxX == 10)
    }

    /// Two fixed rows of 50, eight apart, in a frame 150 high.
    @Test func saschaTwoFixedRows() throws {
        let r = try run("f167-saschasalles-gridhorizontal")
        let images = frames(of: "Image", in: r)
        #expect(images[1].minY - images[0].minY == 58)
        #expect(frames(of: "frame", in: r).first?.height == 150)
    }

    /// The rows spaced 50 (karm435's LazyVStack), each row's print dropped.
    @Test func karmRowsFiftyApart() throws {
        let rows = frames(of: "Text", in: try run("f175-karm435-lazyvstack"))
        #expect(rows[1].minY - rows[0].maxY == 50)
    }

    /// `content: SampleRow.init`: a hundred rows "Row 1" … in a 300-point-high scroll view.
    @Test func wangchujiangRowsMadeByTheInitialiser() throws {
        let r = try run("f177-wangchujiang-samplerow")
        #expect(texts(r).prefix(3) == ["Row 1", "Row 2", "Row 3"])
        #expect(frames(of: "ScrollView", in: r).first?.height == 300)
    }

    /// Two fixed columns of 20, five apart, from `.init(.fixed(20), spacing: 5, …)`.
    @Test func karmFixedColumnsOfTwenty() throws {
        let grid = try #require(frames(of: "LazyVGrid", in: try run("f178-karm435-lazyvgrid")).first)
        #expect(grid.width == 45)
    }

    /// Each card is padded 16 inside its background, 16 from the canvas at the top and the sides.
    @Test func cardsPaddedFromTheCanvas() throws {
        let r = try run("f166-laolarou-defaultcard")
        let card = try #require(frames(of: "background", in: r).first)
        #expect(card.minX == 16 && card.width == 368)
    }
}
