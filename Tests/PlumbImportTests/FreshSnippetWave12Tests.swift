import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The thirteenth round of snippets the importer was not written against (`Fresh/f387`–`f427`):
/// the `pages` results for fourteen layout queries (the first listing that shows a view of each
/// page, at most four a query), then the `code` results for seven layout-demo queries (at most four
/// files each), in the order the search gave them, each tried once before any change made for it.
/// 36 compile as pasted, and 31 of those ran as stated on the first try. Here each that Plumb lays
/// out is run, the geometry its source states is checked, and what is refused is refused at its
/// Swift position.
struct FreshSnippetWave12Tests: FreshSnippetSuite {
    static let laidOut = [
        "f388-malauch-frameadjusting-example1", "f389-everest-alignmentid-stripes", "f390-studyraid-thirtypercent",
        "f391-swiftuicc-teamfeed-pinned", "f393-fieldguide-aspectratio", "f394-serialcoder-image-frame",
        "f395-harubears-childrectangle", "f397-ramble-crosshairs", "f399-swiftuicc-articlecard",
        "f400-fangjunyu-truncationmode", "f401-kongchang-text-fonts", "f402-swiftuicc-cardcarousel",
        "f404-yihwan-stacks-vstack-hstack",
        "f405-codesearch-md-hstack-spacing", "f406-projectgraveyard-lesson12", "f407-takasurazeem-alignmentguides",
        "f408-iosdevh-alignmentguidescreen", "f409-karim-framesalignments", "f410-codesearch-frame-menutoken",
        "f411-irangarcia-frames", "f412-firstdo-frameexamples", "f413-jjamminjim-geometryreaderexample",
        "f414-ram4ik-geometryreader-xcode11", "f416-openswiftui-geometryreaderexample", "f417-swieeft-layoutpriority",
        "f418-iossocket-kuchi-demoview", "f419-applepro-layoutpriorityexperiment", "f420-appleceo-layoutpriority",
        "f421-ming1016-playstackview", "f422-rogelj-zstacksview", "f423-sang-overlay-zstackcomparison",
        "f424-codesearch-md-overlay-circle", "f425-nickeyprod-examplegridview", "f426-andrefoulem-lazyvgrid-main",
        "f427-codesearch-md-griditem-fixed80",
    ]

    /// Refused where it is written: the five that do not compile as pasted (a view the snippet does
    /// not declare, a page that flattened its code and dropped a value, a struct whose body is `...`)
    /// and one that does, whose value Plumb lacks, with why (f402, refused for its
    /// containerRelativeFrame when it came, runs now).
    @Test(arguments: [
        ("f387-everest-layoutsubview-priority", 2, 1, "unknown view 'BasicVStack'"),
        ("f392-everest-sectionconfiguration", 2, 1, "unknown view 'PinboardSectionsLayout'"),
        ("f396-fieldguide-offset", 2, 22, "this Swift does not parse"),
        ("f398-apple-fineadjustments-quadrant", 2, 1, "the view Crosshairs has no body"),
        ("f403-codesearch-hstacks-headerview", 8, 13, "unknown view 'HeaderView'"),
        ("f415-kesavan-geometryexample", 18, 42, "safeAreaInsets is not in Plumb"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    // MARK: - The geometry each source states

    /// swiftui.cc's carousel: "one full card plus a peek of the next" (`count: 5, span: 4,
    /// spacing: 12` in the 400-point scroll view: (400 − 48) / 5 · 4 + 36 = 317.6 wide), after the
    /// 16-point content margin, 200 high.
    @Test func swiftuiccCarouselShowsOneCardAndAPeek() throws {
        let cards = frames(of: "RoundedRectangle", in: try run("f402-swiftuicc-cardcarousel"))
        #expect(cards.first.map { abs($0.width - 317.6) < 1e-9 } == true)
        #expect(cards.first?.minX == 16 && cards.first?.height == 200)
        let next = try #require(cards.dropFirst().first)
        #expect(next.minX < 400 && next.maxX > 400)
    }

    /// AlignmentID: "Because each set of stripes has three equal, vertically stacked rectangles, they
    /// align at the bottom edge of the top rectangle", a third of each height (60, 120, 90).
    @Test func appleStripesAlignAtTheirFirstThird() throws {
        let groups = frames(of: "VStack", in: try run("f389-everest-alignmentid-stripes"))
        // Three stripes and two 1-point gaps: the heights are sums of thirds, equal to within rounding.
        #expect(groups.map { $0.height.rounded() } == [60, 120, 90])
        let lines = groups.map { $0.minY + $0.height / 3 }
        #expect(lines.allSatisfy { abs($0 - lines[0]) < 1e-9 })
    }

    /// studyraid: the text's top on the rectangle's 30 % line, which the rectangle moves to its centre.
    @Test func studyraidThirtyPercentGuide() throws {
        let result = try run("f390-studyraid-thirtypercent")
        let text = try #require(frames(of: "Text", in: result).first)
        let rectangle = try #require(frames(of: "Rectangle", in: result).first)
        #expect(rectangle.height == 100 && text.minY == rectangle.minY + 50)
    }

    /// swiftui.cc's TeamFeed: each section's header across the width (maxWidth: .infinity, padded 8)
    /// on its bar, above its eight rows padded 10 vertically.
    @Test func teamFeedHeadersSpanTheWidth() throws {
        let result = try run("f391-swiftuicc-teamfeed-pinned")
        let bars = frames(of: "Color", in: result)
        #expect(bars.count >= 2 && bars.allSatisfy { $0.width == 400 && $0.height == 32 })
        let rows = frames(of: "Text", in: result).filter { $0.minY > bars[0].maxY && $0.maxY < bars[1].minY }
        #expect(rows.count == 8)
    }

    /// The field guide's aspect ratio: the resizable image fits the width at its own ratio (square:
    /// an asset Plumb lacks stands in at 100×100); serialcoder's frame is 300×300 whatever the image.
    @Test func imagesAndTheirFrames() throws {
        let fitted = try #require(frames(of: "Image", in: try run("f393-fieldguide-aspectratio")).first)
        #expect(fitted.width == 400 && fitted.height == 400)
        let framed = try run("f394-serialcoder-image-frame")
        #expect([framed.root.frame.width, framed.root.frame.height] == [300, 300])
    }

    /// f422's gradient has `layoutPriority(-1)` in a ZStack, "we don't need to specify overlay as
    /// we are using a ZStack, but the priority needs to change" (the course's comment): the image
    /// sizes the stack, and the gradient (gray here) is proposed the stack's size, as an overlay
    /// would be, not the canvas's 400×600.
    @Test func aLowerPriorityGradientTakesTheImagesSize() throws {
        let result = try run("f422-rogelj-zstacksview")
        let image = try #require(frames(of: "Image", in: result).first)
        let gradient = try #require(frames(of: "Color", in: result).first)
        #expect(image.size == Size(width: 400, height: 400))
        #expect(gradient == image)
    }

    /// The crosshairs: a 200×200 stack, the 160-point square and the two 1-point lines across it.
    @Test func crosshairs() throws {
        let result = try run("f397-ramble-crosshairs")
        #expect([result.root.frame.width, result.root.frame.height] == [200, 200])
        let lines = frames(of: "Color", in: result).map { [$0.width, $0.height] }
        #expect(lines == [[1, 160], [160, 1]])
    }

    /// swiftui.cc's ArticleCard: the title reserves two lines, the path is one line cut in the
    /// middle, the figure sits in its 72-point frame.
    @Test func articleCardLineLimits() throws {
        let result = try run("f399-swiftuicc-articlecard")
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].height == 32 && texts[1].height == 16)
        let path = PlumbImportTests.texts(result)[1]
        #expect(path.hasPrefix("/Users") && path.contains("…") && path.hasSuffix(".pdf"))
        // "88,420" (48 wide) centred in its 72-point frame at the padding's edge.
        #expect(texts[2].minX == 16 + (72 - 48) / 2)
    }

    /// StacksVStackHStack: the four padded stacks 60 apart; the leading one's texts share an edge,
    /// the trailing one's too.
    @Test func yihwanStacks() throws {
        let texts = frames(of: "Text", in: try run("f404-yihwan-stacks-vstack-hstack"))
        // Each stack padded 16: 60 between the stacks is 92 between their texts.
        #expect(texts[2].minY - texts[1].maxY == 60 + 32 && texts[6].minY - texts[2].maxY == 60 + 32)
        #expect(texts[6].minX == texts[7].minX && texts[8].maxX == texts[9].maxX)
    }

    /// An HStack's spacing of 10.
    @Test func hstackSpacing() throws {
        let texts = frames(of: "Text", in: try run("f405-codesearch-md-hstack-spacing"))
        #expect(texts[1].minX - texts[0].maxX == 10)
    }

    /// Day 92's alignment guide: the first text's trailing edge on the second's leading edge, in the
    /// 400×400 frame.
    @Test func alignmentGuideScreen() throws {
        let result = try run("f408-iosdevh-alignmentguidescreen")
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].maxX == texts[1].minX)
        #expect(frames(of: "Color", in: result).first.map { [$0.width, $0.height] } == [400, 400])
    }

    /// The frame bootcamp: each background the frame before it, 104, 150, the width, 400 high, the
    /// whole height; centred, the text is at the canvas's centre; with `.top` and `.leading` the
    /// 150-point frame is at the leading edge and the 100-point one at the top of the 400.
    @Test(arguments: [
        "f409-karim-framesalignments", "f410-codesearch-frame-menutoken", "f411-irangarcia-frames",
        "f412-firstdo-frameexamples",
    ])
    func frameBootcamp(_ name: String) throws {
        let result = try run(name)
        let fills = frames(of: "Color", in: result).map { [$0.width, $0.height] }
        #expect(fills == [[400, 600], [400, 400], [400, 100], [150, 100], [104, 100], [104, 16]])
        let text = try #require(frames(of: "Text", in: result).first)
        if name.contains("irangarcia") || name.contains("firstdo") {
            #expect(text.minX == (150 - 104) / 2 && text.minY == (400 - 100) / 2)
        } else {
            #expect(text.minX == 148 && text.minY == 292)
        }
    }

    /// GeometryReader demos: the reader's size in the text; a rectangle of half each side at its
    /// top-leading corner; the blue half-size colour centred in a full-size frame.
    @Test func geometryReaderDemos() throws {
        #expect(PlumbImportTests.texts(try run("f413-jjamminjim-geometryreaderexample")) == ["400.0, 600.0"])
        let half = try #require(frames(of: "Rectangle", in: try run("f414-ram4ik-geometryreader-xcode11")).first)
        #expect([half.minX, half.minY, half.width, half.height] == [0, 0, 200, 300])
        let blue = try #require(frames(of: "Color", in: try run("f416-openswiftui-geometryreaderexample")).last)
        #expect([blue.minX, blue.minY, blue.width, blue.height] == [100, 150, 200, 300])
    }

    /// Layout priority rows: equal thirds; the priority-1 colours share what is left and the green
    /// gets none; a 50-wide red and a blue at most 50 leave the rest to the priority-1 green.
    @Test(arguments: ["f417-swieeft-layoutpriority", "f420-appleceo-layoutpriority"])
    func layoutPriorityRows(_ name: String) throws {
        let widths = frames(of: "Color", in: try run(name)).map(\.width)
        #expect(Array(widths[0..<3]) == [128, 128, 128])
        #expect(Array(widths[3..<6]) == [192, 0, 192])
        #expect(Array(widths[9..<12]) == [50, 284, 50])
    }

    /// The overlay's circle at the text's top-trailing corner.
    @Test func overlayAlignedTopTrailing() throws {
        let result = try run("f424-codesearch-md-overlay-circle")
        let text = try #require(frames(of: "Text", in: result).first)
        let circle = try #require(frames(of: "Circle", in: result).first)
        #expect(circle.maxX == text.maxX && circle.minY == text.minY && circle.width == 10)
    }

    /// Lazy grids: a fixed 60 column and adaptive ones of 50–100 (five fit beside it: six a row);
    /// adaptive columns of at least 100 (three of 128); three fixed 80-point columns.
    @Test func lazyGridColumns() throws {
        let mixed = frames(of: "Text", in: try run("f425-nickeyprod-examplegridview"))
        #expect(mixed.count == 21 && Set(mixed.prefix(6).map(\.minY)).count == 1 && mixed[6].minY > mixed[0].minY)
        let adaptive = frames(of: "Color", in: try run("f426-andrefoulem-lazyvgrid-main"))
        #expect(adaptive.prefix(3).map(\.width) == [128, 128, 128] && adaptive[3].minY > adaptive[0].minY)
        let fixed = frames(of: "Text", in: try run("f427-codesearch-md-griditem-fixed80"))
        let centres = fixed.prefix(2).map { $0.minX + $0.width / 2 }
        #expect(centres[1] - centres[0] == 88 && fixed[3].minY > fixed[0].minY)
    }
}
