import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of images, shapes, aspect ratios and colours pasted from public sources (`Fresh/`),
/// checked against the geometry the source states.
@Suite("Pasted snippets: images, shapes and aspect ratios")
struct PastedImageAndShapeTests: FreshSnippetSuite {
    @Test func shapesOfABareBodyInARow() throws {
        let r = try run("f05-rootstrap-shapes")
        #expect(frames(of: "Circle", in: r).map(\.size) == [Size(width: 100, height: 100)])
        #expect(frames(of: "Capsule", in: r).map(\.size) == [Size(width: 100, height: 50)])
        let shapes = frames(of: "frame", in: r)
        #expect(shapes.count == 3)
        #expect(shapes[1].origin.x - (shapes[0].origin.x + shapes[0].size.width) == 8)
    }

    @Test func fixedAndFlexibleEllipses() throws {
        let r = try run("f25-onmyway-ellipses")
        let ellipses = frames(of: "Ellipse", in: r)
        #expect(ellipses.map(\.size) == [Size(width: 200, height: 100), Size(width: 400, height: 100)])
    }

    @Test func aColoursGradientIsItsColourInAZStackAndAnOverlay() throws {
        let (r, script) = try imported("f49-fatbobman-overlay-sameview")
        // `Color.blue.gradient` is its colour in the Lua, not `"blue".gradient`.
        #expect(script.lua.contains("foregroundStyle(Color.blue)"))
        #expect(script.lua.contains("-- gradient drawn as its colour"))
        // ZStack and overlay: the same 200×200 with the 120×120 centred on it.
        let rects = frames(of: "Rectangle", in: r)
        #expect(rects.map(\.size.width) == [200, 120, 200, 120])
        #expect(rects[1].origin.x - rects[0].origin.x == 40)
        #expect(rects[3].origin.x - rects[2].origin.x == 40)
        #expect(rects[3].origin.y - rects[2].origin.y == 40)
    }

    /// `Image(uiImage: UIImage(named: "profile")!)` framed 200×200.
    @Test func aUIImageFramed200Square() throws {
        let image = try #require(frames(of: "Image", in: try run("f202-ramafebri-profile")).first)
        #expect(image.width == 200 && image.height == 200)
    }

    /// `.foregroundStyle(.tint)` on a 150×150 rounded rectangle: drawn in the accent colour.
    @Test func aTintedSquareIsTheAccentColour() throws {
        for name in ["f180-ignasiperez-welcomepage", "f182-yiyeum-welcomepage"] {
            let square = try #require(frames(of: "RoundedRectangle", in: try run(name)).first)
            #expect(square.width == 150 && square.height == 150)
        }
    }

    /// Before the picture loads, its placeholder: a 20-point spinner above the names.
    @Test func anAsyncImageShowsItsPlaceholder() throws {
        let result = try run("f235-edwardribas-profileview")
        #expect(frames(of: "ProgressView", in: result).map(\.size) == [Size(width: 20, height: 20)])
        #expect(texts(result) == ["Eduardo Ribas", "@eribas"])
    }

    /// The symbol resized to 100×100 and padded 16, the name below it.
    @Test func profileImageIs100Square() throws {
        let result = try run("f236-codesearch-profileview")
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(image.size == Size(width: 100, height: 100) && image.minY == 16)
    }

    /// Image: the image fitted to the width, the caption under it.
    @Test func anImageFittedToTheWidthAboveItsCaption() throws {
        let result = try run("f243-apple-image-landscape")
        let image = try #require(frames(of: "Image", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(image.width == 400 && text.minY > image.maxY)
    }

    /// aspectRatio(0.75, contentMode: .fit) in 200×200: 150×200.
    @Test func anAspectRatioFitsTheEllipse() throws {
        let ellipse = try #require(frames(of: "Ellipse", in: try run("f249-apple-aspectratio")).first)
        #expect(ellipse.width == 150 && ellipse.height == 200)
    }

    /// scaledToFill and scaledToFit in a 300×150 frame: a 300-point and a 150-point circle.
    @Test func scaledToFillAndToFitCircles() throws {
        #expect(frames(of: "Circle", in: try run("f271-apple-scaledtofill")).first?.width == 300)
        #expect(frames(of: "Circle", in: try run("f272-apple-scaledtofit")).first?.width == 150)
    }

    /// Field guide: "all the built-in shapes have an ideal size of 10×10".
    @Test func aShapesIdealSizeIsTenByTen() throws {
        let rectangle = try #require(frames(of: "Rectangle", in: try run("f277-fieldguide-ideal-size")).first)
        #expect(rectangle.width == 10 && rectangle.height == 10)
    }

    /// The code search's images: fill and fit in 200×200, a 0.25 ratio 50×200; a 150×100 image at
    /// the leading edge of a 200-wide frame; a square card image fitted to 125×175; a UIImage with
    /// no value filling the canvas.
    @Test func imagesFilledFittedAndFramed() throws {
        let ratios = frames(of: "Image", in: try run("f283-yihwan-imageaspectratio"))
        #expect(ratios.map(\.width) == [200, 200, 50] && ratios.map(\.height) == [200, 200, 200])
        let resized = try run("f285-programmingwithswift-resizeimage")
        let stack = try #require(frames(of: "VStack", in: resized).first)
        #expect(frames(of: "frame", in: resized).first?.minX == stack.minX)
        #expect(frames(of: "Image", in: resized).first.map { [$0.width, $0.height] } == [150, 100])
        #expect(frames(of: "Image", in: try run("f286-kressin-cardimage")).first?.width == 125)
        let photo = try #require(frames(of: "Image", in: try run("f287-benson-photocardview")).first)
        #expect(photo.width == 600 && photo.height == 600)
    }

    /// AsyncImage: "until the image loads, the view displays a standard placeholder that fills the
    /// available space", here the 200×200 frame; Canvas: the 300×200 frame it is given.
    @Test func anAsyncImageAndACanvasFillTheirFrames() throws {
        let placeholder = try #require(frames(of: "Color", in: try run("f289-apple-asyncimage-frame")).first)
        #expect(placeholder.width == 200 && placeholder.height == 200)
        let canvas = try #require(frames(of: "Canvas", in: try run("f290-apple-canvas-ellipse")).first)
        #expect(canvas.width == 300 && canvas.height == 200)
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

    /// alejandromp: a ratio of 2 filling the 400×600 proposal stretches the image to 1200×600.
    @Test func anAspectRatioOfTwoFillsTheProposal() throws {
        let image = try #require(frames(of: "Image", in: try run("f432-alejandromp-christmas-aspectratio")).first)
        #expect(image.width == 1200 && image.height == 600)
    }

    /// sakuragg (Apple's listing): the image at the top-leading corner of its 300×400 frame.
    @Test func imageAtTheTopLeadingOfItsFrame() throws {
        let result = try run("f433-sakuragg-landscape-topleading")
        #expect([result.root.frame.width, result.root.frame.height] == [300, 400])
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(image.minX == result.root.frame.minX && image.minY == result.root.frame.minY)
    }

    /// Fit and fill in 100×100 frames (the asset's 100×100 stand-in fills both).
    @Test func fitAndFillInTheirFrames() throws {
        let result = try run("f473-kuzminaleksei-fit-fill-clipped")
        #expect(frames(of: "frame", in: result).map(\.width) == [100, 100])
        #expect(frames(of: "Image", in: result).allSatisfy { $0.width == 100 && $0.height == 100 })
    }

    /// imageAspectRatioFill: the square stand-in fills the 200×300
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

    /// Apple's Landmarks: the circle's stroke is the image's size and place.
    @Test func theStrokeCirclesTheImage() throws {
        let result = try run("f535-darkdarius-landmarks-circleimage")
        let image = try #require(frames(of: "Image", in: result).first)
        let circle = try #require(frames(of: "Circle", in: result).last)
        #expect(circle == image && image.midX == 200 && image.midY == 300)
    }
}
