import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of frames, padding, backgrounds, overlays, offsets and modifier order pasted from public
/// sources (`Fresh/`), checked against the geometry the source states.
@Suite("Pasted snippets: frames, padding, backgrounds and overlays")
struct PastedFrameTests: FreshSnippetSuite {
    @Test func aFixedFrameAndARowThatExpandsToTheWidth() throws {
        let r = try run("f01-w3schools-framedemo")
        // "fixed size": the ZStack's frame is 200×100; the row of Left/Right expands to the width.
        let zstackFrame = try #require(frames(of: "frame", in: r).first)
        #expect(zstackFrame.size == Size(width: 200, height: 100))
        let spacers = frames(of: "Spacer", in: r)
        #expect(spacers.count == 1)
        #expect(frames(of: "HStack", in: r)[0].size.width == 400 - 32)
    }

    @Test func aCaptionPaddedTenInAFiftyPointFrame() throws {
        let r = try run("f07-juejin-borderedcaption")
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size.width == text.size.width + 20)
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 50, height: 50))
    }

    @Test func aCircleBackgroundCentredOnThePaddedText() throws {
        let r = try run("f08-wangchujiang-background")
        let circle = try #require(frames(of: "Circle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(circle.size == Size(width: 50, height: 50))
        #expect(circle.origin.x + 25 == padded.origin.x + padded.size.width / 2)
    }

    @Test func textsShareAnEdgeInAFrame() throws {
        let r = try run("f11-velog-frame")
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 300, height: 200))
        let texts = frames(of: "Text", in: r)
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func paddingBeforeOrAfterTheBackground() throws {
        let r = try run("f14-wangchujiang-padding-order")
        let backgrounds = frames(of: "background", in: r)
        let texts = frames(of: "Text", in: r)
        // First: the colour hugs the text and the padding is outside it; second: it covers the padding.
        #expect(backgrounds[0].size == texts[0].size)
        #expect(backgrounds[1].size == Size(width: texts[1].size.width + 32, height: texts[1].size.height + 32))
    }

    @Test func backgroundImageFillsThePaddedText() throws {
        let r = try run("f15-wangchujiang-background-image")
        let text = try #require(frames(of: "Text", in: r).first)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.size == Size(width: text.size.width + 100, height: text.size.height + 100))
    }

    @Test func clippedCircleBehindText() throws {
        let r = try run("f16-wangchujiang-clipped")
        let circle = try #require(frames(of: "Circle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(circle.size == Size(width: 100, height: 100))
        #expect(circle.origin.y + 50 == padded.origin.y + padded.size.height / 2)
    }

    @Test func modifiersThatAllPadTen() throws {
        let r = try run("f06-sturdysturge-bluepadding")
        let texts = frames(of: "Text", in: r)
        let padded = frames(of: "padding", in: r)
        #expect(texts.count == 4)
        #expect(padded.count == 4)
        for (t, p) in zip(texts, padded) { #expect(p.size.width == t.size.width + 20) }
    }

    @Test func aWrapperViewsInitPadsItsContent() throws {
        let r = try run("f10-thepearl-wrapper")
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size == Size(width: text.size.width + 32, height: text.size.height + 32))
    }

    @Test func anInfiniteFrameFillsTheCanvas() throws {
        let r = try run("f29-wangchujiang-frame-fill")
        #expect(frames(of: "background", in: r).first?.size == Size(width: 400, height: 600))
    }

    @Test func aButtonsFrameUpTo200() throws {
        let r = try run("f30-wangchujiang-button-frame")
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 200, height: 200))
    }

    @Test func layeredFramesEachTheirBackground() throws {
        let r = try run("f51-juejin-framesample")
        let backgrounds = frames(of: "Color", in: r).map(\.size)
        // purple fills everything, brown up to 400 tall, blue full width × 100, orange 200×100.
        #expect(backgrounds.contains(Size(width: 400, height: 600)))
        #expect(backgrounds.contains(Size(width: 400, height: 400)))
        #expect(backgrounds.contains(Size(width: 400, height: 100)))
        #expect(backgrounds.contains(Size(width: 200, height: 100)))
    }

    @Test func aFrameAroundATextIsItsBackgroundsSize() throws {
        let r = try run("f52-velog-snack-frame")
        #expect(frames(of: "Color", in: r).map(\.size).contains(Size(width: 200, height: 200)))
    }

    @Test func aPaddingOfTenOnEachEdge() throws {
        let r = try run("f58-apple-padding-length")
        let texts = frames(of: "Text", in: r)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size.width == texts[0].size.width + 20)
        #expect(padded.size.height == texts[0].size.height + 20)
    }

    @Test func edgeInsetsPadEachEdgeByItsOwn() throws {
        let r = try run("f60-apple-padding-edgeinsets")
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(text.origin.x - padded.origin.x == 20)
        #expect(text.origin.y - padded.origin.y == 10)
        #expect(padded.size.height == text.size.height + 50)
    }

    @Test func aPaddedTextPushesTheNext() throws {
        let r = try run("f61-wangchujiang-padding-demo2")
        let texts = frames(of: "Text", in: r)
        // 16 of default padding below the first text, then the stack's spacing.
        #expect(texts[1].origin.y - (texts[0].origin.y + texts[0].size.height) >= 16)
    }

    @Test func paddingsAddUp() throws {
        let r = try run("f64-velog-snack-padding")
        let text = try #require(frames(of: "Text", in: r).first)
        let outer = try #require(frames(of: "Color", in: r).map(\.size).max { $0.width < $1.width })
        // 16 (SwiftUI's default) + 20 all round, 20 more vertically, 20 more on the leading edge.
        #expect(outer.width == text.size.width + 2 * 36 + 20)
        #expect(outer.height == text.size.height + 2 * 56)
    }

    /// The badge with 5 draws a circle; the one with 0 draws none.
    @Test func aBadgeIsDrawnOnlyForANonZeroCount() throws {
        let r = try run("f89-marcio-badge")
        #expect(frames(of: "Circle", in: r).count == 1)
        #expect(texts(r) == ["Hello", "5", "Hello"])
    }

    /// `.frame(maxWidth: .infinity, alignment: .leading)`: the text at the leading edge.
    @Test func anInfiniteFramePutsTheTextAtTheLeadingEdge() throws {
        let r = try run("f97-zenn-yosuke-leading")
        #expect(r.root.frame.width == 400)
        #expect(frames(of: "Text", in: r).first?.minX == 0)
    }

    /// "The ZStack has only the minimum size necessary to contain its children. The frame around it
    /// has the full size and positions the ZStack inside it, centered."
    @Test func aFrameOutsideTheStackCentresIt() throws {
        let r = try run("f132-netsplit-exploding-frame-outside")
        let stack = try #require(frames(of: "ZStack", in: r).first)
        #expect(r.root.frame.width == 400 && r.root.frame.height == 600)
        #expect(stack.width == 100 && stack.minX + stack.width / 2 == 200 && stack.minY + stack.height / 2 == 300)
    }

    /// "The ZStack now fills the entire device, and the Image is still fixed in size within it"
    /// (centred: the frame's own alignment, not the stack's, places it).
    @Test func aFrameInsideTheStackFillsTheCanvas() throws {
        let r = try run("f133-netsplit-exploding-frame-inside")
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(r.root.frame.width == 400 && r.root.frame.height == 600)
        #expect(image.minX + image.width / 2 == 200 && image.minY + image.height / 2 == 300)
    }

    /// offset(_:) and offset(x:y:): the text drawn that far from where its frame stays.
    @Test func offsetsMoveTheDrawingNotTheFrame() throws {
        for (name, dx, dy) in [("f266-apple-offset-cgsize", 20.0, 25.0), ("f267-apple-offset-xy", 20.0, 50.0)] {
            let result = try run(name)
            let offset = try #require(frames(of: "offset", in: result).first)
            let text = try #require(frames(of: "Text", in: result).first)
            #expect(text.minX - offset.minX == dx && text.minY - offset.minY == dy)
        }
    }

    /// position(_:) and position(x:y:): the text's centre at (175, 100), the view the whole canvas.
    @Test func positionsPlaceTheTextsCentre() throws {
        for name in ["f269-apple-position-cgpoint", "f270-apple-position-xy"] {
            let result = try run(name)
            let text = try #require(frames(of: "Text", in: result).first)
            #expect(text.minX + text.width / 2 == 175 && text.minY + text.height / 2 == 100)
            #expect(frames(of: "position", in: result).first?.width == 400)
        }
    }

    /// velog: an empty HStack framed 300×300; matthaliski: two rectangles aligned at their tops.
    @Test func anEmptyStackFramedAndRectanglesAlignedAtTheTop() throws {
        #expect(frames(of: "frame", in: try run("f275-velog-rudin-stack-frame")).first?.width == 300)
        let rectangles = frames(of: "Rectangle", in: try run("f276-matthaliski-alignmentguide-sample1"))
        #expect(rectangles.map(\.height) == [150, 100] && rectangles[0].minY == rectangles[1].minY)
    }

    /// background(_:alignment:): the 250-point diamond centred behind the folder.
    @Test func aDiamondCentredBehindTheFolder() throws {
        let result = try run("f307-apple-background-alignment-diamond")
        let folder = try #require(frames(of: "Image", in: result).first)
        let diamond = try #require(frames(of: "Rectangle", in: result).first)
        #expect(diamond.width == 250 && diamond.height == 250)
        #expect(diamond.minX + 125 == folder.minX + folder.width / 2)
        #expect(diamond.minY + 125 == folder.minY + folder.height / 2)
    }

    /// The flag pages: the padded label on its background (a material, the default style, a shape),
    /// the label's frame and 16 a side.
    @Test(arguments: [
        ("f308-apple-background-material-flag", "Color"), ("f309-apple-background-default-flag", "Color"),
        ("f310-apple-background-in-flag", "RoundedRectangle"),
    ])
    func aPaddedLabelOnItsBackground(_ name: String, _ fill: String) throws {
        let result = try run(name)
        let label = try #require(frames(of: "Label", in: result).first)
        let behind = try #require(frames(of: fill, in: result).last)
        #expect(behind.width == label.width + 32 && behind.height == label.height + 32)
        #expect(behind.minX + 16 == label.minX && behind.minY + 16 == label.minY)
    }

    /// clipped(), clipShape(_:), cornerRadius(_:): the frame the page gives (175×100, 175×75); the
    /// clipped text is wider than its frame (`fixedSize`).
    @Test func clippedFramesKeepTheirSize() throws {
        let clipped = try run("f313-apple-clipped")
        #expect([clipped.root.frame.width, clipped.root.frame.height] == [175, 100])
        #expect(try #require(frames(of: "Text", in: clipped).first).width > 175)
        let circle = try run("f314-apple-clipshape-circle")
        #expect(frames(of: "Color", in: circle).first.map { [$0.width, $0.height] } == [175, 100])
        let rounded = try run("f320-apple-cornerradius")
        #expect(frames(of: "Color", in: rounded).first.map { [$0.width, $0.height] } == [175, 75])
    }

    /// hidden(): the hidden image keeps its place: the fourth is where it would be.
    @Test func aHiddenImageKeepsItsSpace() throws {
        let images = frames(of: "Image", in: try run("f330-apple-hidden"))
        #expect(images.count == 4)
        #expect(images[3].minX - images[0].minX == 3 * (images[0].width + 8))
    }

    /// opacity(_:): the red square padded by −40 takes 20 points, so the two overlap.
    @Test func aNegativePaddingMakesTheSquaresOverlap() throws {
        let result = try run("f346-apple-opacity")
        #expect([result.root.frame.width, result.root.frame.height] == [100, 100 + 8 + 20])
        let squares = frames(of: "Color", in: result)
        #expect(squares.count == 2 && squares[1].minY < squares[0].maxY)
    }

    /// overlay(_:ignoresSafeAreaEdges:) and overlay(_:in:fillStyle:): the overlay covers the frame
    /// (300×200, the circle 200 across inside it; 200×100).
    @Test func overlaysCoverTheirFrames() throws {
        let covered = try run("f347-apple-overlay-material")
        #expect(frames(of: "Circle", in: covered).first.map { [$0.width, $0.height] } == [200, 200])
        #expect(frames(of: "Color", in: covered).first.map { [$0.width, $0.height] } == [300, 200])
        let teal = frames(of: "Rectangle", in: try run("f348-apple-overlay-in"))
        #expect(teal.map { [$0.width, $0.height] } == [[200, 100], [200, 100]])
    }

    /// padding(_:_:): "padded by 20 points on the bottom and trailing edges" only.
    @Test func paddingOnTwoEdgesOnly() throws {
        let result = try run("f349-apple-padding-edges")
        let padded = try #require(result.root.children.first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(padded.frame.minX == text.minX && padded.frame.minY == text.minY)
        #expect(padded.frame.maxX == text.maxX + 20 && padded.frame.maxY == text.maxY + 20)
    }

    /// scaleEffect: the 100×100 frame is the same (a scale is drawn, not laid out).
    @Test func scaleEffectKeepsTheFrame() throws {
        for name in ["f354-apple-scaleeffect", "f355-apple-scaleeffect-xy"] {
            #expect(frames(of: "Image", in: try run(name)).first.map { [$0.width, $0.height] } == [100, 100])
        }
    }

    /// scenePadding: the default padding on iOS, as the regular padding beside it.
    @Test func scenePaddingIsTheRegularPadding() throws {
        let result = try run("f356-apple-scenepadding")
        let rows = result.root.children.map(\.frame)
        let texts = frames(of: "Text", in: result)
        #expect(rows[0].width - texts[0].width == 32 && rows[1].width - texts[1].width == 32)
        #expect(rows[2].width == texts[2].width)
    }

    /// Modifier order (swiftable, Swift by Sundell, byby.dev): the fill covers the padding when the
    /// padding comes first, and the label alone when it does not.
    @Test func modifierOrderDecidesWhatTheFillCovers() throws {
        let delete = try run("f379-swiftable-delete-padding")
        let red = try #require(frames(of: "Color", in: delete).first)
        let text = try #require(frames(of: "Text", in: delete).first)
        #expect(red.width == text.width + 24 && red.height == text.height + 24)
        let verified = try run("f380-sundell-verifiedlabel")
        #expect(frames(of: "Color", in: verified).first == frames(of: "Label", in: verified).first)
        let gray = try run("f381-bybydev-hello-gray")
        let hello = try #require(frames(of: "Text", in: gray).first)
        #expect(frames(of: "Color", in: gray).first.map { $0.width - hello.width } == 32)
    }

    /// 100 Days of SwiftUI, day 23: four paddings and backgrounds, each 16 a side more.
    @Test func layersOfPaddingEachSixteenMore() throws {
        let result = try run("f385-leemccormick-day23-modifiers")
        let widths = frames(of: "Color", in: result).map(\.width)
        let layers = Array(widths[2...5])
        #expect(zip(layers, layers.dropFirst()).allSatisfy { $0.0 - $0.1 == 32 })
    }

    /// The frame bootcamp: each background the frame before it, 104, 150, the width, 400 high, the
    /// whole height; centred, the text is at the canvas's centre; with `.top` and `.leading` the
    /// 150-point frame is at the leading edge and the 100-point one at the top of the 400.
    @Test(arguments: [
        "f409-karim-framesalignments", "f410-codesearch-frame-menutoken", "f411-irangarcia-frames",
        "f412-firstdo-frameexamples",
    ])
    func framesOfAFrameBootcamp(_ name: String) throws {
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

    /// leyaa's background: the yellow rectangle behind the text, the text's size.
    @Test func backgroundTakesTheTextsSize() throws {
        let result = try run("f431-leyaa-background-yellow")
        #expect(frames(of: "Color", in: result) == frames(of: "Text", in: result))
    }

    /// openillumi: the frame takes the width, the text at its leading edge.
    @Test func aFrameTakesTheWidthWithItsTextLeading() throws {
        let result = try run("f434-openillumi-left-aligned")
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(result.root.frame.width == 400 && text.minX == 0)
    }

    /// y4ng: the background is the text padded 8 on each edge.
    @Test func cornerRadiusBackgroundIsThePaddedText() throws {
        let result = try run("f446-y4ng-corner-radius")
        let text = try #require(frames(of: "Text", in: result).first)
        let colour = try #require(frames(of: "Color", in: result).first)
        #expect(colour.width == text.width + 16 && colour.height == text.height + 16)
        #expect(colour.minX == text.minX - 8 && colour.minY == text.minY - 8)
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

    /// The purple fills the whole canvas.
    @Test func thePurpleFillsTheCanvas() throws {
        let colour = try #require(frames(of: "Color", in: try run("f495-openillumi-fullscreen-background")).first)
        #expect(colour == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    /// The red fills the canvas; the text at the top, the Spacer under it.
    @Test func redFillsTextAtTheTop() throws {
        let result = try run("f507-codesearch-safeareabootcamp")
        #expect(frames(of: "Color", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minY == 0 && text.midX == 200)
    }

    /// Hacking with Swift's "how layout works": the text plus 20 points a side, red, centred.
    @Test func twentyPointsEachSide() throws {
        let result = try run("f521-anthyou-hws-aboutlayout")
        let red = try #require(frames(of: "Color", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(red.width == text.width + 40 && red.height == text.height + 40)
        #expect(red.midX == 200 && red.midY == 300)
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
}
