import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The fifteenth round of snippets the importer was not written against (`Fresh/f445`–`f478`): the
/// `pages`, `code` and `docs` results for eighteen layout queries and then for five more (the first
/// listing that shows a view of each page or file, at most three a query), each tried once before
/// any change made for it. 25 compile as pasted, and 22 of those ran as stated on the first try.
/// Here each that Plumb lays out is run, the geometry its source states is checked, and what is
/// refused is refused at its Swift position.
struct FreshSnippetWave14Tests: FreshSnippetSuite {
    static let laidOut = [
        "f446-y4ng-corner-radius", "f450-zhouwencn-spaceview", "f451-tahabebek-framesandalignments",
        "f452-codesearch-md-spacer-hstack-blue", "f453-kmnemon-viewthatfitsview", "f454-swiftyalex-alwaysfittingview",
        "f456-ryanlintott-layouttest", "f458-yamamotodesu-maxwidth-frame-alignment", "f459-popy1017-overlaysample",
        "f462-mahmudul-geometryreader-text", "f463-wangchujiang-geometry-demo3", "f464-goyes-geometryreader-empty",
        "f467-rioogino-hidden-widest-text", "f468-codesearch-viewsjumpstart-layoutpriority",
        "f469-codesearch-truncationmodeview", "f470-evestorm-form-navigationview",
        "f471-codesearch-nandoriya-formview", "f472-gafur-formviewexample", "f473-kuzminaleksei-fit-fill-clipped",
        "f474-wai1002-image-aspect-fill", "f475-codesearch-wook-aspectratio", "f476-vligh-headerlistbutton",
        "f477-codesearch-md-hstack-swiftui-uikit", "f478-codesearch-md-ja-vstack16",
    ]

    /// Refused where it is written: the eight that do not compile as pasted (a name the snippet does
    /// not declare, a listing flattened onto one line or holding prose, `containerRelativeFrame`
    /// without its `spacing:`), and f449, whose entry view's `Int` has no value and no preview (a
    /// stand-in would change the badge's text).
    @Test(arguments: [
        ("f445-backbase-bbcard", 2, 1, "unknown name 'BB'"),
        ("f447-openillumi-percentage-height", 2, 13, "containerRelativeFrame takes count and spacing together"),
        ("f448-fieldguide-anylayout-hstack", 2, 48, "this Swift does not parse"),
        ("f449-swiftuicc-inboxicon", 5, 9, "InboxIcon is the view shown, but its 'unreadCount' has no value"),
        ("f455-kasrababaei-dynamic-views", 12, 12, "this Swift does not parse"),
        ("f457-codesearch-so-geometrygetter", 2, 6, "this Swift does not parse"),
        ("f460-codesearch-eumobile-watch-cardview", 16, 36, "Color.watchCardBackground is not one of SwiftUI's"),
        ("f461-axiom-viewthatfits-basic", 5, 1, "unknown name 'icon'"),
        ("f465-codesearch-cards-hscroll", 9, 21, "unknown view 'CardView'"),
        ("f466-codesearch-cardgroup", 5, 16, "CardGroup is the view shown, but its 'cards' has no value"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    // MARK: - The geometry each source states

    /// y4ng: the background is the text padded 8 on each edge.
    @Test func cornerRadiusBackgroundIsThePaddedText() throws {
        let result = try run("f446-y4ng-corner-radius")
        let text = try #require(frames(of: "Text", in: result).first)
        let colour = try #require(frames(of: "Color", in: result).first)
        #expect(colour.width == text.width + 16 && colour.height == text.height + 16)
        #expect(colour.minX == text.minX - 8 && colour.minY == text.minY - 8)
    }

    /// SpaceView: both rows span the width (the texts at its ends); the green square is centred on
    /// the red one.
    @Test func spacersPushTheTextsToTheEnds() throws {
        let result = try run("f450-zhouwencn-spaceview")
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].minX == 0 && texts[1].maxX == 400 && texts[2].minX == 0 && texts[3].maxX == 400)
        let squares = frames(of: "Rectangle", in: result)
        #expect(squares.map(\.width) == [50, 100])
        #expect(squares[0].minX - squares[1].minX == 25 && squares[0].minY - squares[1].minY == 25)
    }

    /// FramesAndAlignments: each frame's background is the frame's size, from the text's out; the
    /// `maxHeight: .infinity` frame takes what the Spacer's 8 points leave of the padded stack.
    @Test func nestedFramesEachTheirBackground() throws {
        let result = try run("f451-tahabebek-framesandalignments")
        let colours = frames(of: "Color", in: result)
        #expect(colours.map(\.width) == [368, 368, 150, 120, 120])
        #expect(colours.map(\.height) == [560, 100, 100, 100, 32])
        #expect(frames(of: "Spacer", in: result).first?.height == 8)
    }

    /// "Using Spacer()": without a Spacer the stack, and its blue, is the text's size.
    @Test func theBlueIsOnlyBehindTheText() throws {
        let result = try run("f452-codesearch-md-spacer-hstack-blue")
        #expect(frames(of: "Color", in: result) == frames(of: "Text", in: result))
    }

    /// ViewThatFits: the 500-point rectangle does not fit 400, so the 200-point circle shows.
    @Test func theCircleIsTheViewThatFits() throws {
        let result = try run("f453-kmnemon-viewthatfitsview")
        #expect(frames(of: "Rectangle", in: result).isEmpty)
        let circle = try #require(frames(of: "Circle", in: result).first)
        #expect(circle.width == 200 && circle.height == 200)
    }

    /// AlwaysFittingView: in each row the first text that fits the row's height (none taller than
    /// its 30 or 20 points).
    @Test func eachRowShowsTheFirstTextThatFits() throws {
        let texts = frames(of: "Text", in: try run("f454-swiftyalex-alwaysfittingview"))
        #expect(texts.count == 3)
        #expect(texts[0].height > 30 && texts[1].height <= 30 && texts[2].height <= 20)
    }

    /// The close button at the top-trailing corner of the blue rectangle, 16 points in.
    @Test func closeButtonAtTheTopTrailingCorner() throws {
        let result = try run("f458-yamamotodesu-maxwidth-frame-alignment")
        let circle = try #require(frames(of: "Circle", in: result).first)
        #expect(circle.maxX == 400 - 16 && circle.minY == 16 && circle.width == 32)
    }

    /// OverlaySample: the overlaid cards 30 and 60 points down and right of the first; the title at
    /// the top of the image.
    @Test func overlaidCardsAreOffset() throws {
        let result = try run("f459-popy1017-overlaysample")
        let cards = frames(of: "Color", in: result)
        #expect(cards[1].minX - cards[0].minX == 30 && cards[1].minY - cards[0].minY == 30)
        #expect(cards[2].minX - cards[0].minX == 60 && cards[2].minY - cards[0].minY == 60)
        let image = try #require(frames(of: "Image", in: result).first)
        let title = try #require(frames(of: "Text", in: result).last)
        #expect(title.minY == image.minY && title.minX - image.minX == image.maxX - title.maxX)
    }

    /// The reader's size, as Swift prints a CGFloat, at the reader's top-leading corner.
    @Test func geometryReaderTellsItsSize() throws {
        let result = try run("f462-mahmudul-geometryreader-text")
        #expect(PlumbImportTests.texts(result) == ["Width: 400.0, Height: 600.0"])
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minX == 0 && text.minY == 0)
    }

    /// A third and two thirds of the reader's width.
    @Test func thirdsOfTheReader() throws {
        let colours = frames(of: "Color", in: try run("f463-wangchujiang-geometry-demo3"))
        #expect(colours.map(\.width) == [132, 268])
        #expect(colours[1].minX == colours[0].maxX)
    }

    /// An empty GeometryReader takes what it is offered.
    @Test func emptyReaderTakesTheCanvas() throws {
        let result = try run("f464-goyes-geometryreader-empty")
        #expect(result.root.type == "GeometryReader")
        #expect([result.root.frame.width, result.root.frame.height] == [400, 600])
    }

    /// rioogino: the hidden widest text sizes the stack; the visible one at its leading edge.
    @Test func theHiddenWidestTextSizesTheStack() throws {
        let result = try run("f467-rioogino-hidden-widest-text")
        let texts = frames(of: "Text", in: result)
        #expect(result.root.frame.width == texts[0].width && texts[1].width < texts[0].width)
        #expect(texts[1].minX == texts[0].minX)
    }

    /// LayoutPriority: the text without a priority is cut to one line; the two with a priority keep
    /// all theirs (at 400×600, with Plumb's title face).
    @Test func theTextWithoutPriorityIsCutFirst() throws {
        let result = try run("f468-codesearch-viewsjumpstart-layoutpriority")
        let texts = frames(of: "Text", in: result)
        let line = texts[1].height
        #expect(texts[3].height == line)
        #expect(texts[2].height > line && texts[4].height > line)
    }

    /// One line in the 100-point frame.
    @Test func truncatedInTheMiddleToOneLine() throws {
        let text = try #require(frames(of: "Text", in: try run("f469-codesearch-truncationmodeview")).first)
        #expect(text.width <= 100 && text.height == 16)
    }

    /// FormView: three sections, in order, each its text, button and control.
    @Test func formOfThreeSections() throws {
        let result = try run("f471-codesearch-nandoriya-formview")
        let texts = PlumbImportTests.texts(result)
        #expect(texts.filter { $0.hasPrefix("Section") } == ["Section 1", "Section 2", "Section 3"])
        #expect(frames(of: "Toggle", in: result).count == 1 && frames(of: "Slider", in: result).count == 1)
        #expect(frames(of: "Stepper", in: result).count == 1)
    }

    /// FormViewExample: two disclosure groups, collapsed: their toggles and stepper are not laid out.
    @Test func disclosureGroupsAreCollapsed() throws {
        let result = try run("f472-gafur-formviewexample")
        #expect(frames(of: "DisclosureGroup", in: result).count == 2)
        #expect(frames(of: "Toggle", in: result).isEmpty && frames(of: "Stepper", in: result).isEmpty)
    }

    /// Fit and fill in 100×100 frames (the asset's 100×100 stand-in fills both).
    @Test func fitAndFillInTheirFrames() throws {
        let result = try run("f473-kuzminaleksei-fit-fill-clipped")
        #expect(frames(of: "frame", in: result).map(\.width) == [100, 100])
        #expect(frames(of: "Image", in: result).allSatisfy { $0.width == 100 && $0.height == 100 })
    }

    /// imageAspectRatioFill (round 15's miss, run since): the square stand-in fills the 200×300
    /// frame (300×300, clipped), the text below.
    @Test func resizingModeFillsTheFrame() throws {
        let result = try run("f474-wai1002-image-aspect-fill")
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(image.width == 300 && image.height == 300)
        let frame = try #require(frames(of: "frame", in: result).first)
        #expect(frame.width == 200 && frame.height == 300)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minY > frame.maxY)
    }

    /// SwiftUIAspectRatio: 1.6 fitted in 150×150 is 150×93.75; 0.7 filled is 150 wide and 150 / 0.7
    /// tall, 30 apart.
    @Test func ratiosFitAndFill() throws {
        let result = try run("f475-codesearch-wook-aspectratio")
        let images = frames(of: "Image", in: result)
        #expect(images[0].width == 150 && images[0].height == 93.75)
        #expect(images[1].width == 150 && abs(images[1].height - 150 / 0.7) < 0.001)
        let cells = frames(of: "frame", in: result)
        #expect(cells[1].minX - cells[0].maxX == 30)
    }

    /// HeaderListButtonExample: the header at the top, the button at the bottom, the list's reader
    /// taking what is left between them (8 apart).
    @Test func listBetweenHeaderAndButton() throws {
        let result = try run("f476-vligh-headerlistbutton")
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        let button = try #require(frames(of: "Color", in: result).last)
        #expect(button.maxY == 600 && button.width == 240)
        #expect(reader.minY == 48 + 8 && reader.maxY == button.minY - 8)
    }

    /// The two texts 10 apart.
    @Test func hstackSpacingTen() throws {
        let texts = frames(of: "Text", in: try run("f477-codesearch-md-hstack-swiftui-uikit"))
        #expect(texts[1].minX - texts[0].maxX == 10)
    }

    /// The title, the text and the button 16 apart.
    @Test func vstackSpacingSixteen() throws {
        let texts = frames(of: "Text", in: try run("f478-codesearch-md-ja-vstack16"))
        #expect(texts[1].minY - texts[0].maxY == 16 && texts[2].minY - texts[1].maxY == 16)
    }
}
