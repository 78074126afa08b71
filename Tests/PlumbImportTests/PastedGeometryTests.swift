import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of GeometryReader, ViewThatFits and sizes relative to a container pasted from public
/// sources (`Fresh/`), checked against the geometry the source states.
@Suite("Pasted snippets: GeometryReader and ViewThatFits")
struct PastedGeometryTests: FreshSnippetSuite {
    @Test func viewThatFitsKeepsBothFramedSections() throws {
        let r = try run("f13-onmyway-viewthatfits")
        let framed = frames(of: "frame", in: r).filter { $0.size.height == 150 }
        #expect(framed.count == 2)
    }

    @Test func viewThatFitsPicksTheFrameThatFits() throws {
        let r = try run("f43-meyusufdemirci-viewthatfits")
        // 700 points do not fit in 400: the 300×100 frame is shown.
        #expect(frames(of: "frame", in: r).map(\.size) == [Size(width: 300, height: 100)])
        #expect(frames(of: "Text", in: r).count == 1)
    }

    @Test func geometryReaderSplitsFiftyTwentyThirty() throws {
        let r = try run("f47-yenovi-geometry-proportional")
        // 300 wide less the default padding of 16 a side: 268, split 50/20/30.
        let colours = frames(of: "Color", in: r)
        let widths = colours.map(\.size.width)
        #expect(widths.count == 3)
        for (w, expected) in zip(widths, [134, 53.6, 80.4]) { #expect(abs(w - expected) < 1e-9) }
        #expect(gapsX(colours).allSatisfy { abs($0) < 1e-9 })
    }

    @Test func anImageAtMostHalfTheReaderIsCentred() throws {
        let r = try run("f48-netsplit-geometry-image")
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.size.width <= 200 && image.size.height <= 300)
        // Centred in the reader.
        #expect(image.origin.x + image.size.width / 2 == 200)
        #expect(image.origin.y + image.size.height / 2 == 300)
    }

    /// The text is framed at 90 % of the reader's width; the reader takes the rest of the height.
    @Test func aTextFramedAtNinetyPercentOfTheReader() throws {
        let r = try run("f85-galih-geometry")
        let frame = try #require(frames(of: "frame", in: r).first)
        #expect(frame.width == 360)
    }

    @Test func theReaderPrintsItsWholeSize() throws {
        #expect(texts(try run("f87-thinking-basicgeometry", width: 390, height: 300)).first == "Size: 390 × 300")
    }

    /// Each card is the reader's width less 60: 368 less 60 (the scroll view's horizontal padding
    /// is inside the reader).
    @Test func cardsAreTheReaderLessSixty() throws {
        let cards = frames(of: "RoundedRectangle", in: try run("f115-sang-scrollview-horizontal"))
        #expect(cards.count == 6 && cards.allSatisfy { $0.width == 340 && $0.height == 200 })
    }

    /// samar's ViewThatFits: the full title unframed, "Settings" in 100 points, the symbol in 50.
    @Test func viewThatFitsPicksWhatFits() throws {
        let result = try run("f187-samar-adjustableview")
        #expect(texts(result) == ["Open Settings", "Settings"])
        let image = try #require(frames(of: "Image", in: result).first)
        let frame50 = try #require(frames(of: "frame", in: result).last)
        #expect(frame50.width == 50 && image.width <= 50)
    }

    /// Two halves of the GeometryReader 10 apart (so the pair overflows by 10): the left one as tall
    /// as the reader, the right one 50.
    @Test func readerHalvesTenApart() throws {
        let colours = frames(of: "Color", in: try run("f190-iurieguzun-geomread"))
        #expect(colours.map(\.width) == [184, 184])
        #expect(colours.map(\.height) == [568, 50])
        #expect(colours[1].minX - colours[0].maxX == 10)
    }

    /// Half the width each, side by side, 50 high.
    @Test(arguments: ["f191-ram4ik-relativesizes", "f192-sateesh-geometryreading"])
    func halvesSideBySide(_ name: String) throws {
        let colours = frames(of: "Color", in: try run(name))
        #expect(colours.map(\.width) == [200, 200] && colours.map(\.height) == [50, 50])
        #expect(colours[1].minX == colours[0].maxX)
    }

    /// coordinateSpace(_:): the 25-point circle, padded 5, over the centre of the red square, and the
    /// location under it.
    @Test func aCircleInANamedCoordinateSpace() throws {
        for name in ["f318-apple-coordinatespace", "f319-apple-coordinatespace-name"] {
            let result = try run(name)
            let square = try #require(frames(of: "Color", in: result).first)
            let circle = try #require(frames(of: "Circle", in: result).first)
            #expect(square.width == 100 && circle.width == 25)
            #expect(circle.minX + 12.5 == square.minX + 50 && circle.minY + 12.5 == square.minY + 50)
            #expect(textLines(result) == [["Location: 0, 0"]])
        }
    }

    /// The field guide: the reader reports the size it is proposed (the canvas less 16 a side),
    /// its text at its top-leading corner.
    @Test func theReaderReportsTheSizeItIsProposed() throws {
        let result = try run("f375-fieldguide-geometryreader")
        #expect(textLines(result) == [["368.0 x 568.0"]])
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minX == reader.minX + 6 && text.minY == reader.minY + 6)
    }

    /// swiftui.cc's carousel: "one full card plus a peek of the next" (`count: 5, span: 4,
    /// spacing: 12` in the 400-point scroll view: (400 − 48) / 5 · 4 + 36 = 317.6 wide), after the
    /// 16-point content margin, 200 high.
    @Test func aCarouselShowsOneCardAndAPeek() throws {
        let cards = frames(of: "RoundedRectangle", in: try run("f402-swiftuicc-cardcarousel"))
        #expect(cards.first.map { abs($0.width - 317.6) < 1e-9 } == true)
        #expect(cards.first?.minX == 16 && cards.first?.height == 200)
        let next = try #require(cards.dropFirst().first)
        #expect(next.minX < 400 && next.maxX > 400)
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

    /// velog: the GeometryReader takes all the space; its text sits at its top-leading corner.
    @Test func theReaderTakesEverything() throws {
        let result = try run("f488-velog-marhahwang-geometryview")
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        #expect(reader == Rect(x: 0, y: 0, width: 400, height: 600))
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minX == 0 && text.minY == 0)
    }

    /// GeometryTestView: the two rectangles each half the reader's width, under the two texts.
    @Test func twoHalvesOfTheReader() throws {
        let rects = frames(of: "Rectangle", in: try run("f489-gahntpo-geometrytestview"))
        #expect(rects.map(\.width) == [200, 200])
        #expect(rects[0].minX == 0 && rects[1].minX == 200 && rects[0].maxY == 600)
    }

    /// Hacking with Swift: the text's frame is 90 % of the reader's width, at its top leading corner.
    @Test func ninetyPercentOfTheWidth() throws {
        let result = try run("f509-hackingwithswift-geometryreader-frames")
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        #expect(reader == Rect(x: 0, y: 0, width: 400, height: 600))
        let red = try #require(frames(of: "Color", in: result).first)
        #expect(red.width == 360 && red.minX == 0 && red.minY == 0)
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
}
