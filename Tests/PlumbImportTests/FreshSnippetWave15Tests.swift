import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The sixteenth round of snippets the importer was not written against (`Fresh/f479`–`f507`): the
/// `docs`, `pages` and `code` results for twenty-one layout queries (the first listing that shows a
/// view of each page or file, at most two a `docs` query and three a `pages` or `code` one), each
/// tried once before any change made for it. 21 compile as pasted, and 20 of those ran as stated on
/// the first try. Here each that Plumb lays out is run, the geometry its source states is checked,
/// and what is refused is refused at its Swift position.
struct FreshSnippetWave15Tests: FreshSnippetSuite {
    static let laidOut = [
        "f481-apple-layoutpriority", "f482-wangchujiang-layoutpriority-two-texts",
        "f483-csdn-qq24459277-scrollview-rows", "f484-wangchujiang-scrollview-350",
        "f488-velog-marhahwang-geometryview", "f489-gahntpo-geometrytestview", "f490-wangchujiang-grouped-list",
        "f491-somuyadav-insetgrouped", "f492-csdn-fzhlee-divider", "f493-swiftuireactnative-divider",
        "f495-openillumi-fullscreen-background", "f498-ywang305-demostack", "f499-codesearch-zstack-doc-clouds",
        "f501-xiaoming04-scrollviewbootcamp", "f502-codesearch-cilia-lazyhstackview",
        "f503-nawsusunyein-sectioninforms", "f504-sada9-pickerview", "f505-martiespinosa-ignoressafeareas",
        "f506-codesearch-safearea-background-edges", "f507-codesearch-safeareabootcamp",
    ]

    /// Refused where it is written: the eight that do not compile as pasted (a name the snippet does
    /// not declare, a misspelt modifier, a listing flattened onto one line, an extra brace, typos),
    /// and f485, whose `UIScreen.main.bounds` is the device's screen, past the safe area Plumb's
    /// canvas stands for (the message gives the nearest form: `containerRelativeFrame`).
    @Test(arguments: [
        ("f479-dabodamjan-fullscreen-background", 20, 1, "unknown name 'SomeView'"),
        ("f480-jacobtate-ignore-safe-area", 5, 20, "unknown modifier '.ignoreSafeArea'"),
        ("f485-cnblogs-zyzmlc-sectionpage", 35, 35, "UIScreen is not in Plumb"),
        ("f486-onestack-apple-gridrow", 2, 77, "this Swift does not parse"),
        ("f487-sturdysturge-gridrow-content", 7, 9, "unknown view 'GridRowContent'"),
        ("f494-wwdc26-origami-lazyvstack", 16, 1, "the view StepView has no body"),
        ("f496-jianshu-ignoressafearea-resetconfirm", 15, 1, "this Swift does not parse"),
        ("f497-codesearch-z01a-zstack-json", 21, 9, "unknown view 'JsonPreview'"),
        ("f500-gadgeski-scrollview-test", 13, 43, "this Swift does not parse"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    // MARK: - The geometry each source states

    /// Apple's layoutPriority page: the first text, at the default priority, "shrinks dramatically"
    /// while the higher-priority one takes what it needs; the Spacer keeps its 8 points between them.
    @Test func theLowerPriorityTextShrinks() throws {
        let result = try run("f481-apple-layoutpriority")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 2)
        #expect(texts[0].width == 24 && texts[1].width == 360 && texts[1].maxX == 400)
        #expect(texts[1].height < texts[0].height)
    }

    /// Two long texts in an HStack: both wrap, each given about half the width.
    @Test func twoLongTextsShareTheWidth() throws {
        let texts = frames(of: "Text", in: try run("f482-wangchujiang-layoutpriority-two-texts"))
        #expect(texts.map(\.width) == [192, 192])
        #expect(texts.allSatisfy { $0.height > 64 })
    }

    /// ScrollView of 20 rows: each a padded title, the column centred in the scroll view.
    @Test func twentyPaddedRowsScroll() throws {
        let result = try run("f483-csdn-qq24459277-scrollview-rows")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 20)
        #expect(texts[1].minY - texts[0].minY == 88)
        let column = try #require(frames(of: "VStack", in: result).first)
        #expect(column.midX == 200 && column.minY == 0 && column.height == 1752)
    }

    /// A ScrollView framed 350 high holds ten 200×200 items 20 apart.
    @Test func theScrollViewIs350High() throws {
        let result = try run("f484-wangchujiang-scrollview-350")
        let scroll = try #require(frames(of: "ScrollView", in: result).first)
        #expect(scroll.width == 400 && scroll.height == 350 && scroll.minY == 125)
        let items = frames(of: "Color", in: result)
        #expect(items.count == 10 && items.allSatisfy { $0.width == 200 && $0.height == 200 })
        #expect(items[1].minY - items[0].maxY == 20)
    }

    /// velog: the GeometryReader takes all the space; its text sits at its top-leading corner.
    @Test func theReaderTakesEverything() throws {
        let result = try run("f488-velog-marhahwang-geometryview")
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        #expect(reader == Rect(x: 0, y: 0, width: 400, height: 600))
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minX == 0 && text.minY == 0)
    }

    /// GeometryTestView: the two rectangles each half the reader's width, under the two texts.
    @Test func twoHalves() throws {
        let rects = frames(of: "Rectangle", in: try run("f489-gahntpo-geometrytestview"))
        #expect(rects.map(\.width) == [200, 200])
        #expect(rects[0].minX == 0 && rects[1].minX == 200 && rects[0].maxY == 600)
    }

    /// A grouped list: the header, then three rows across the whole width.
    @Test func groupedRowsSpanTheWidth() throws {
        let result = try run("f490-wangchujiang-grouped-list")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 4)
        #expect(frames(of: "Rectangle", in: result).first?.width == 400)
        #expect(frames(of: "Divider", in: result).count == 2)
    }

    /// An inset grouped list of fifteen rows, inset 16 points on each side.
    @Test func insetGroupedRowsAreInset() throws {
        let result = try run("f491-somuyadav-insetgrouped")
        #expect(texts(result).prefix(2) == ["Row 0", "Row 1"])
        #expect(frames(of: "Text", in: result).count == 15)
        let section = try #require(frames(of: "Color", in: result).first)
        #expect(section.minX == 16 && section.width == 368)
    }

    /// The Divider spans the stack's cross axis (its padded width), between the clock and the date.
    @Test func theDividerSpansThePaddedStack() throws {
        let result = try run("f492-csdn-fzhlee-divider")
        let dividers = frames(of: "Divider", in: result)
        #expect(dividers.count == 2 && dividers.allSatisfy { $0.width == 368 && $0.minX == 16 })
        let images = frames(of: "Image", in: result)
        let texts = frames(of: "Text", in: result)
        #expect(images[0].maxY < dividers[0].minY && dividers[0].maxY < texts[0].minY)
    }

    /// Dividers across the whole width of the VStack, between the three items.
    @Test func dividersSpanTheStack() throws {
        let result = try run("f493-swiftuireactnative-divider")
        #expect(frames(of: "Divider", in: result).map(\.width) == [400, 400])
        #expect(frames(of: "Text", in: result).count == 3)
    }

    /// The purple fills the whole canvas.
    @Test func thePurpleFillsTheCanvas() throws {
        let colour = try #require(frames(of: "Color", in: try run("f495-openillumi-fullscreen-background")).first)
        #expect(colour == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    /// DemoStack: the ZStack's texts share their trailing edge, "World2" 20 points up; the VStack's
    /// texts share their leading edge, 20 apart.
    @Test func trailingZStackAndLeadingVStack() throws {
        let texts = frames(of: "Text", in: try run("f498-ywang305-demostack"))
        #expect(texts.count == 4)
        #expect(texts[0].maxX == texts[1].maxX && texts[0].minY - texts[1].minY == 20)
        #expect(texts[2].minX == texts[3].minX && texts[3].minY - texts[2].maxY == 20)
    }

    /// The clouds over the text: both centred on the same point.
    @Test func theCloudsCoverTheText() throws {
        let texts = frames(of: "Text", in: try run("f499-codesearch-zstack-doc-clouds"))
        #expect(texts.count == 2 && texts[0].midX == texts[1].midX && texts[0].midY == texts[1].midY)
    }

    /// A horizontal lazy row of 100×100 squares, each padded 16 on both sides, 10 apart.
    @Test func paddedSquaresInARow() throws {
        let result = try run("f501-xiaoming04-scrollviewbootcamp")
        let squares = frames(of: "Rectangle", in: result)
        #expect(squares.allSatisfy { $0.width == 100 && $0.height == 100 })
        #expect(squares[0].minX == 16 && squares[1].minX - squares[0].maxX == 42)
        #expect(frames(of: "LazyHStack", in: result).first?.width == 2688)
    }

    /// LazyHStack of eleven texts in a horizontal ScrollView, from the leading edge.
    @Test func lazyRowFromTheLeadingEdge() throws {
        let result = try run("f502-codesearch-cilia-lazyhstackview")
        let texts = frames(of: "Text", in: result)
        #expect(texts.first?.minX == 0 && texts[1].minX - texts[0].maxX == 8)
        #expect(frames(of: "LazyHStack", in: result).first?.width == 520)
    }

    /// A form of two sections: a segmented picker and a toggle, then a button.
    @Test func twoSectionsOfControls() throws {
        let result = try run("f503-nawsusunyein-sectioninforms")
        #expect(frames(of: "Picker", in: result).count == 1 && frames(of: "Toggle", in: result).count == 1)
        #expect(frames(of: "Button", in: result).count == 1)
        #expect(frames(of: "Picker", in: result).first?.width == 328)
    }

    /// A navigation view's form: a toggle and a picker in one section below the bar.
    @Test func toggleAndPickerUnderTheBar() throws {
        let result = try run("f504-sada9-pickerview")
        let form = try #require(frames(of: "Form", in: result).first)
        #expect(form.minY == 44 && form.height == 556)
        #expect(frames(of: "Toggle", in: result).count == 1 && frames(of: "Picker", in: result).count == 1)
    }

    /// The brown behind the whole scroll view; the title centred, ten 150-point cards under it.
    @Test func brownBehindTheScrollView() throws {
        let result = try run("f505-martiespinosa-ignoressafeareas")
        #expect(frames(of: "Color", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let cards = frames(of: "RoundedRectangle", in: result)
        #expect(cards.count == 10 && cards.allSatisfy { $0.width == 368 && $0.height == 150 })
        #expect(frames(of: "Text", in: result).first?.midX == 200)
    }

    /// `background(_:ignoresSafeAreaEdges:)`: the blue behind the scroll view; the title leading.
    @Test func blueBehindTheScrollView() throws {
        let result = try run("f506-codesearch-safearea-background-edges")
        #expect(frames(of: "Color", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(frames(of: "Text", in: result).first?.minX == 16)
        #expect(frames(of: "RoundedRectangle", in: result).first?.width == 360)
    }

    /// The red fills the canvas; the text at the top, the Spacer under it.
    @Test func redFillsTextAtTheTop() throws {
        let result = try run("f507-codesearch-safeareabootcamp")
        #expect(frames(of: "Color", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minY == 0 && text.midX == 200)
    }
}

extension Rect {
    /// The centre's x and y.
    fileprivate var midX: Double { minX + width / 2 }
    fileprivate var midY: Double { minY + height / 2 }
}
