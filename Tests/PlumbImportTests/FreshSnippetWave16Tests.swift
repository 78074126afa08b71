import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The seventeenth round of snippets the importer was not written against (`Fresh/f508`–`f535`):
/// books and course material (Hacking with Swift, CS193p, CodeWithChris, Apple's tutorials), the
/// `pages`, `docs` and `code` results for the rule's three parts (the first listing that shows a
/// view of each page or file, at most three a query), each tried once before any change made for
/// it. 27 compile as pasted, and 25 of those ran as stated on the first try. Here each that Plumb
/// lays out is run, the geometry its source states is checked, and what is refused is refused at
/// its Swift position.
struct FreshSnippetWave16Tests: FreshSnippetSuite {
    static let laidOut = [
        "f508-netsplit-combining-stacks", "f509-hackingwithswift-geometryreader-frames",
        "f510-kean-layout-system-safe-area", "f511-tencent-hws-custom-alignment",
        "f512-marcostcchen-cs193p-memorize", "f513-agno3xzy-cs193p-memorize-lecture1",
        "f514-wisewong6-stanford-memorize2023", "f515-chanhi2000-hws-idine-template",
        "f516-codesearch-playground-hello-world", "f517-swiftwithmajid-fitting-filling",
        "f518-shawnspears-cs193p-aspectvgrid-stub", "f520-codesearch-wwdc19-custom-views-notes",
        "f521-anthyou-hws-aboutlayout", "f522-csdn-code2day-hello-world",
        "f523-codesearch-codewithchris-vertical-stack", "f524-codesearch-hstack-doc-fruit",
        "f525-jecworks-guesstheflag-spacers", "f526-jeuneseven-guesstheflag-three-stacks",
        "f527-princegosplana-guesstheflag-leading", "f528-danielzmeow-develop-in-swift-padding",
        "f529-codesearch-sunimal-fixedsizeview", "f530-kanstantsinbucha-playground-previews-intro",
        "f531-fatbobman-blogcodes-idealsizedemo3", "f532-joesherwood-wesplit-two-sections",
        "f533-angel5215-wesplit-form", "f534-codesearch-tolga-wesplit-form",
        "f535-darkdarius-landmarks-circleimage",
    ]

    /// Refused where it is written, by design: CS193p's `AspectVGrid` has no preview and its
    /// `items` has no value, and its grid reads them (how many cards there are decides it), so
    /// the message names the property and the `#Preview` to write; SwiftUI's canvas shows nothing
    /// without a preview either.
    @Test func theGridWithoutItemsIsRefusedAtItsProperty() throws {
        try expectRefused(
            "f519-crazyreleaser-cs193p-aspectvgrid", 12, 9,
            "AspectVGrid is the view shown, but its 'items' has no value")
    }

    // MARK: - The geometry each source states

    /// An empty HStack (the page's first step, "// TODO"): nothing, at the centre.
    @Test func theEmptyStackIsNothing() throws {
        let stack = try #require(frames(of: "HStack", in: try run("f508-netsplit-combining-stacks")).first)
        #expect(stack == Rect(x: 200, y: 300, width: 0, height: 0))
    }

    /// Hacking with Swift: the text's frame is 90 % of the reader's width, at its top leading corner.
    @Test func ninetyPercentOfTheWidth() throws {
        let result = try run("f509-hackingwithswift-geometryreader-frames")
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        #expect(reader == Rect(x: 0, y: 0, width: 400, height: 600))
        let red = try #require(frames(of: "Color", in: result).first)
        #expect(red.width == 360 && red.minX == 0 && red.minY == 0)
    }

    /// kean.blog: the text is its own size, centred; ignoring the safe area moves nothing here.
    @Test func theTextIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f510-kean-layout-system-safe-area")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// Hacking with Swift's custom alignment, before the guide: the two stacks are centred on each
    /// other, so "@twostraws" and "WEI XIAN" do not line up (the page's point).
    @Test func theTwoColumnsAreCentredNotAligned() throws {
        let result = try run("f511-tencent-hws-custom-alignment")
        let stacks = frames(of: "VStack", in: result)
        #expect(stacks.count == 2 && stacks[0].midY == stacks[1].midY)
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 3 && texts[0].midY != texts[2].midY)
        #expect(frames(of: "Image", in: result).first?.width == 64)
    }

    /// CS193p's first Memorize: four cards of three views each in one ZStack, all filling it.
    @Test func fourCardsPiledUp() throws {
        let result = try run("f512-marcostcchen-cs193p-memorize")
        let shapes = frames(of: "RoundedRectangle", in: result)
        #expect(shapes.count == 8 && shapes.allSatisfy { $0 == Rect(x: 0, y: 0, width: 400, height: 600) })
        #expect(frames(of: "Text", in: result).count == 4)
    }

    /// CS193p lecture 1: four face-down cards share the padded row evenly, 8 apart.
    @Test func fourCardsInARow() throws {
        let cards = frames(of: "ZStack", in: try run("f513-agno3xzy-cs193p-memorize-lecture1"))
        #expect(cards.count == 4 && cards.allSatisfy { $0.width == 86 && $0.height == 568 })
        #expect(cards[0].minX == 16 && cards[1].minX - cards[0].maxX == 8 && cards[3].maxX == 384)
    }

    /// Memorize 2023: four cards share the padded column; the first face up, its emoji centred.
    @Test func fourCardsInAColumn() throws {
        let result = try run("f514-wisewong6-stanford-memorize2023")
        let cards = frames(of: "ZStack", in: result)
        #expect(cards.count == 4 && cards.allSatisfy { $0.width == 368 && $0.height == 136 })
        #expect(cards[1].minY - cards[0].maxY == 8)
        let emoji = try #require(frames(of: "Text", in: result).first)
        #expect(emoji.midX == cards[0].midX && emoji.midY == cards[0].midY)
    }

    /// Xcode's template as Hacking with Swift shows it: the globe over the text, centred, padded.
    @Test func theTemplateIsCentred() throws {
        let result = try run("f515-chanhi2000-hws-idine-template")
        let image = try #require(frames(of: "Image", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(image.midX == 200 && text.midX == 200 && image.maxY < text.minY)
    }

    /// A playground's live view: one text, centred.
    @Test func thePlaygroundsTextIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f516-codesearch-playground-hello-world")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// Majid: a stack is a fitting view, the size of its text, and the border shows it.
    @Test func theStackFitsItsText() throws {
        let result = try run("f517-swiftwithmajid-fitting-filling")
        let stack = try #require(frames(of: "HStack", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(stack == text)
    }

    /// CS193p's AspectVGrid stub (after round 17: its `items` and `aspectRatio` are never read):
    /// the template text, centred.
    @Test func theStubShowsItsTemplateText() throws {
        let text = try #require(frames(of: "Text", in: try run("f518-shawnspears-cs193p-aspectvgrid-stub")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// WWDC19's notes: the text is its own size, centred in the root view.
    @Test func theNotesTextIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f520-codesearch-wwdc19-custom-views-notes")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// Hacking with Swift's "how layout works": the text plus 20 points a side, red, centred.
    @Test func twentyPointsEachSide() throws {
        let result = try run("f521-anthyou-hws-aboutlayout")
        let red = try #require(frames(of: "Color", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(red.width == text.width + 40 && red.height == text.height + 40)
        #expect(red.midX == 200 && red.midY == 300)
    }

    /// A first view: one text, centred.
    @Test func theFirstViewIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f522-csdn-code2day-hello-world")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// CodeWithChris: ten views 40 apart, trailing; the two shapes share what the texts leave.
    @Test func tenViewsTrailing40Apart() throws {
        let result = try run("f523-codesearch-codewithchris-vertical-stack")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 9 && texts[0].maxX == 384 && texts[1].minY - texts[0].maxY == 40)
        let rectangle = try #require(frames(of: "Rectangle", in: result).first)
        let rounded = try #require(frames(of: "RoundedRectangle", in: result).first)
        #expect(rectangle.width == 368 && rectangle.height == 32 && rounded.height == 32)
    }

    /// Apple's HStack page: three texts side by side, centred, the default spacing apart.
    @Test func threeFruitsInARow() throws {
        let texts = frames(of: "Text", in: try run("f524-codesearch-hstack-doc-fruit"))
        #expect(texts.count == 3 && texts[1].minX - texts[0].maxX == 8 && texts[1].midX == 200)
    }

    /// Hacking with Swift, day 20: one spacer above and two below, so the texts sit a third of the
    /// way down, 20 apart.
    @Test func theTextsSitAThirdOfTheWayDown() throws {
        let result = try run("f525-jecworks-guesstheflag-spacers")
        let spacers = frames(of: "Spacer", in: result)
        #expect(spacers.count == 3 && abs(spacers[0].height - spacers[2].height) < 0.01)
        let texts = frames(of: "Text", in: result)
        #expect(abs(texts[0].minY - spacers[0].maxY - 20) < 0.01 && abs(texts[1].minY - texts[0].maxY - 20) < 0.01)
        #expect(texts.allSatisfy { $0.midX == 200 })
    }

    /// Three stacks in one body: one under another; the last, with its Spacer, takes the rest.
    @Test func threeStacksOneUnderAnother() throws {
        let result = try run("f526-jeuneseven-guesstheflag-three-stacks")
        let stacks = frames(of: "VStack", in: result)
        #expect(stacks.count == 3 && stacks[1].minY == stacks[0].maxY && stacks[2].maxY == 600)
        let texts = frames(of: "Text", in: result)
        #expect(texts[1].minY - texts[0].maxY == 20 && texts[2].minX == texts[3].minX)
    }

    /// The same with `alignment: .leading`: the three texts share their leading edge.
    @Test func theTextsShareTheirLeadingEdge() throws {
        let texts = frames(of: "Text", in: try run("f527-princegosplana-guesstheflag-leading"))
        #expect(texts.count == 3 && texts[0].minX == texts[1].minX && texts[1].minX == texts[2].minX)
        #expect(texts[1].minY - texts[0].maxY == 20)
    }

    /// Apple's Develop in Swift: padded before the background, the green takes the padding; after
    /// it, the green is the text's size and the padding is outside it.
    @Test func paddingBeforeAndAfterTheBackground() throws {
        let result = try run("f528-danielzmeow-develop-in-swift-padding")
        let greens = frames(of: "RoundedRectangle", in: result)
        let texts = frames(of: "Text", in: result)
        #expect(greens.count == 2 && texts.count == 2)
        #expect(greens[0].width == texts[0].width + 32 && greens[0].height == texts[0].height + 32)
        #expect(greens[1] == texts[1])
    }

    /// A 250×100 frame, yellow, its text at its leading edge and vertically centred.
    @Test func theTextLeadsTheYellowFrame() throws {
        let result = try run("f529-codesearch-sunimal-fixedsizeview")
        let yellow = try #require(frames(of: "Color", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(yellow.width == 250 && yellow.height == 100 && yellow.midX == 200)
        #expect(text.minX == yellow.minX && text.midY == yellow.midY)
    }

    /// The playground's 300×600 column: the long text wraps in its red frame, padded in blue; the
    /// fixed-size text is one line, wider than its 200×200 frame.
    @Test func oneLineWiderThanItsFrame() throws {
        let result = try run("f530-kanstantsinbucha-playground-previews-intro")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 4)
        #expect(texts[2].height > 48 && texts[2].width <= 268)
        #expect(texts[3].width > 200 && texts[3].height == 48)
        let colours = frames(of: "Color", in: result)
        #expect(colours.contains { $0.width == 300 } && colours.contains { $0.width == 268 })
    }

    /// fatbobman: ViewThatFits in a 200×100 frame keeps the first text, whose ideal height at 200
    /// wide fits in 100; the three 200-point frames are wider than the canvas together.
    @Test func viewThatFitsKeepsTheFirstText() throws {
        let result = try run("f531-fatbobman-blogcodes-idealsizedemo3")
        let stack = try #require(frames(of: "HStack", in: result).first)
        #expect(stack.width == 616 && stack.midX == 200)
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 3 && texts[0].width == 200 && texts[0].height <= 100)
        #expect(texts[0].height == texts[1].height)
    }

    /// WeSplit's first form, in a navigation view: the large title's bar, then the two sections.
    @Test func aFormUnderTheLargeTitle() throws {
        let result = try run("f532-joesherwood-wesplit-two-sections")
        let form = try #require(frames(of: "Form", in: result).first)
        #expect(form.minY == 96 && form.height == 504)
        #expect(frames(of: "Text", in: result).count == 12)
    }

    /// WeSplit's forms: sections of rows the width of the canvas, inset 16.
    @Test(arguments: ["f533-angel5215-wesplit-form", "f534-codesearch-tolga-wesplit-form"])
    func sectionsOfRows(_ name: String) throws {
        let result = try run(name)
        #expect(frames(of: "Form", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let texts = frames(of: "Text", in: result)
        #expect(!texts.isEmpty && texts.allSatisfy { $0.minX >= 16 })
    }

    /// Apple's Landmarks: the circle's stroke is the image's size and place.
    @Test func theStrokeCirclesTheImage() throws {
        let result = try run("f535-darkdarius-landmarks-circleimage")
        let image = try #require(frames(of: "Image", in: result).first)
        let circle = try #require(frames(of: "Circle", in: result).last)
        #expect(circle == image && image.midX == 200 && image.midY == 300)
    }
}

extension Rect {
    /// The centre's x and y.
    fileprivate var midX: Double { minX + width / 2 }
    fileprivate var midY: Double { minY + height / 2 }
}
