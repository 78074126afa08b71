import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Images, shapes and aspect ratios written here, imported and laid out on a 400×600 canvas; text
/// is 8×16 points a character, and an image asset Plumb lacks stands in at 100×100. Where Apple's
/// documentation states the numbers, the test keeps them and names the page.
@Suite("Images, shapes and aspect ratios imported")
struct ImageAndShapeImportTests: ConstructSuite {
    @Test func shapesOfABareBodyInARow() throws {
        let r = try lay(
            #"""
            var body: some View {
                VStack(spacing: 6) {
                    Text("Shapes")
                        .font(.title)
                    Text("in a row")
                        .font(.subheadline)
                    HStack {
                        Capsule()
                            .fill(.green)
                            .frame(width: 90, height: 40)
                        Circle()
                            .fill(.red)
                            .frame(width: 70, height: 70)
                        Rectangle()
                            .fill(.purple)
                            .frame(width: 60, height: 80)
                    }
                }
            }
            """#)
        #expect(frames(of: "Circle", in: r).map(\.size) == [Size(width: 70, height: 70)])
        #expect(frames(of: "Capsule", in: r).map(\.size) == [Size(width: 90, height: 40)])
        #expect(frames(of: "Rectangle", in: r).map(\.size) == [Size(width: 60, height: 80)])
        let shapes = frames(of: "frame", in: r)
        #expect(shapes.count == 3 && gapsX(shapes) == [8, 8])
    }

    @Test func fixedAndFlexibleEllipses() throws {
        let r = try lay(
            #"""
            VStack {
                Ellipse()
                    .fill(Color.orange)
                    .frame(width: 150, height: 60)
                Ellipse()
                    .fill(Color.green)
                    .frame(height: 80)
            }
            """#)
        #expect(
            frames(of: "Ellipse", in: r).map(\.size) == [Size(width: 150, height: 60), Size(width: 400, height: 80)])
    }

    @Test func aColoursGradientIsItsColourInAZStackAndAnOverlay() throws {
        let (r, script) = try layOut(
            swift: #"""
                struct Layered: View {
                  var body: some View {
                    VStack {
                      // stacked
                      ZStack {
                        base
                        top
                      }
                      // overlaid
                      base
                        .overlay(top)
                    }
                  }

                  var base: some View {
                    Rectangle()
                      .foregroundStyle(.green.gradient)
                      .frame(width: 160, height: 160)
                  }

                  var top: some View {
                    Rectangle()
                      .foregroundStyle(.orange.gradient)
                      .frame(width: 100, height: 100)
                  }
                }
                """#, width: 400, height: 600)
        // `Color.green.gradient` is its colour in the Lua, not `"green".gradient`.
        #expect(script.lua.contains("foregroundStyle(Color.green)"))
        #expect(script.lua.contains("-- gradient drawn as its colour"))
        // Stacked and overlaid: the same 160×160 with the 100×100 centred on it.
        let rects = frames(of: "Rectangle", in: r)
        #expect(rects.map(\.width) == [160, 100, 160, 100])
        #expect(rects[1].minX - rects[0].minX == 30 && rects[1].minY - rects[0].minY == 30)
        #expect(rects[3].minX - rects[2].minX == 30 && rects[3].minY - rects[2].minY == 30)
    }

    /// `Image(uiImage: UIImage(named: "me")!)` framed 120×120.
    @Test func aUIImageFramed120Square() throws {
        let r = try lay(
            #"""
            import SwiftUI
            import UIKit

            public struct Avatar: View {
                public init() {
                }

                public var body: some View {
                    VStack {
                        Image(uiImage: UIImage(named: "me")!)
                            .resizable()
                            .frame(width: 120, height: 120)
                            .imageScale(.small)
                        VStack(alignment: .leading) {
                            Text("A. Person")
                                .font(.title)
                            Text("person@example.org")
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                        }
                        .padding()
                    }
                }
            }

            struct Avatar_Previews: PreviewProvider {
                @available(macOS 10.15, *)
                static var previews: some View {
                    Avatar()
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.width == 120 && image.height == 120)
    }

    /// `.foregroundStyle(.tint)` on a 120×120 rounded rectangle under a symbol, above a title.
    @Test(arguments: [
        #"""
        import SwiftUI

        struct Hello: View {
            var body: some View {
                VStack {
                    ZStack {
                        RoundedRectangle(cornerRadius: 24)
                            .frame(width: 120, height: 120)
                        .foregroundStyle(.tint)
                        Image(systemName: "hand.wave")
                            .font(.system(size: 50))
                            .foregroundStyle(.white)
                    }
                    Text("Hello there")
                        .font(.title)
                        .fontWeight(.semibold)
                        .padding(.top)
                    Text("A first page before the app begins")
                        .font(.title2)
                } // VStack
                .padding()
            }
        } // Hello

        #Preview {
            Hello()
        }
        """#,
        #"""
        import SwiftUI

        struct Hello: View {
            var body: some View {
                VStack {
                    ZStack {
                        RoundedRectangle(cornerRadius: 24)
                            .frame(width: 120, height: 120)
                            .foregroundStyle(.tint)
                        Image(systemName: "hand.wave")
                            .font(Font.system(size: 50))
                            .foregroundStyle(.white)
                    }
                    Text("Hello there")
                        .font(.title)
                        .fontWeight(.semibold)
                        .padding(.top)
                    Text("Centred words")
                        .font(.title2)
                        .multilineTextAlignment(TextAlignment.center)
                }
                .padding()
            }
        }

        #Preview {
            Hello()
        }
        """#,
    ])
    func aTintedSquareUnderASymbol(_ swift: String) throws {
        let r = try lay(swift)
        let square = try #require(frames(of: "RoundedRectangle", in: r).first)
        #expect(square.width == 120 && square.height == 120)
        let symbol = try #require(frames(of: "Image", in: r).first)
        #expect(symbol.midX == square.midX && symbol.midY == square.midY)
    }

    /// Before the picture loads, its placeholder: a 20-point spinner above the names.
    @Test func anAsyncImageShowsItsPlaceholder() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Person: View {
                var photo = URL(string: "https://example.com/avatar.png")
                var name = "Ada Plumb"
                var handle = "ada"
                var bio = "Lays out views"
                var walks = String(12)

                var body: some View {
                    ScrollView {
                        VStack{
                            AsyncImage(url: photo){ picture in
                                picture
                                    .resizable()
                                    .frame(width: 56, height: 56)
                                    .clipShape(Circle())
                            } placeholder: {
                                ProgressView().progressViewStyle(.circular)
                            }
                            Spacer(minLength: 12)
                            VStack (spacing: 2){
                                Text(name)
                                Text("@\(handle)")
                                    .foregroundStyle(Color.secondary)
                            }
                        }
                        Spacer(minLength: 16)
                    }
                    .padding()
                }
            }
            """#)
        #expect(frames(of: "ProgressView", in: r).map(\.size) == [Size(width: 20, height: 20)])
        #expect(texts(r) == ["Ada Plumb", "@ada"])
    }

    /// The symbol resized to 80×80 and padded 12, the name below it.
    @Test func aProfileSymbolIs80Square() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Me: View {
                var body: some View {
                    VStack {
                        Image(systemName: "person.circle")
                            .resizable()
                            .frame(width: 80, height: 80)
                            .padding(12)
                        Text("A. Person")
                            .font(.title)
                            .fontWeight(.bold)
                        Spacer()
                    }
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image == Rect(x: 160, y: 12, width: 80, height: 80))
    }

    /// The image fitted to the width (a square stand-in: 400×400), the caption under it.
    @Test func anImageFittedToTheWidthAboveItsCaption() throws {
        let r = try lay(
            #"""
            Image("harbour")
                .resizable()
                .aspectRatio(contentMode: .fit)
            Text("Boats at rest")
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(image.width == 400 && image.height == 400 && text.minY == image.maxY + 8)
    }

    /// aspectRatio(0.75, contentMode: .fit) in 200×200: 150×200
    /// (developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)).
    @Test func anAspectRatioFitsTheEllipse() throws {
        let r = try lay(
            #"""
            Ellipse()
                .fill(Color.orange)
                .aspectRatio(0.75, contentMode: .fit)
                .frame(width: 200, height: 200)
                .border(Color(white: 0.5))
            """#)
        let ellipse = try #require(frames(of: "Ellipse", in: r).first)
        #expect(ellipse == Rect(x: 125, y: 200, width: 150, height: 200))
    }

    /// scaledToFill and scaledToFit in a 300×150 frame: a 300-point and a 150-point circle
    /// (developer.apple.com/documentation/swiftui/view/scaledtofill(),
    /// developer.apple.com/documentation/swiftui/view/scaledtofit()).
    @Test(arguments: [(".scaledToFill()", 300.0), (".scaledToFit()", 150.0)])
    func scaledToFillAndToFitCircles(_ scale: String, _ side: Double) throws {
        let r = try lay(
            """
            Circle()
                .fill(Color.teal)
                \(scale)
                .frame(width: 300, height: 150)
                .border(Color(white: 0.5))
            """)
        #expect(frames(of: "Circle", in: r).first.map { [$0.width, $0.height] } == [side, side])
    }

    /// A shape's ideal size is 10×10 (www.swiftuifieldguide.com/layout/ideal-size/).
    @Test func aShapesIdealSizeIsTenByTen() throws {
        let r = try lay(
            #"""
            Rectangle()
                .fill(.orange)
                .fixedSize()
            """#)
        let rectangle = try #require(frames(of: "Rectangle", in: r).first)
        #expect(rectangle.width == 10 && rectangle.height == 10)
    }

    /// Images filled and fitted in 160×160, a 0.5 ratio 80×160; a 120×90 image at the leading edge of
    /// a 180-wide frame; a square image fitted to 90×120; a UIImage with no value filling the canvas.
    @Test func imagesFilledFittedAndFramed() throws {
        let ratios = frames(
            of: "Image",
            in: try lay(
                #"""
                import SwiftUI

                struct Ratios: View {
                    var body: some View {
                VStack(spacing: 20) {
                    Image("pebble")
                        .resizable()
                        .aspectRatio(contentMode: .fill) // or .scaledToFill()
                        .frame(width: 160, height: 160)
                        .border(Color.blue, width: 2)
                    Image("pebble")
                        .resizable()
                        .aspectRatio(contentMode: .fit) // or .scaledToFit()
                        .frame(width: 160, height: 160)
                        .border(Color.blue, width: 2)
                    Image("pebble")
                        .resizable()
                        .aspectRatio(0.5, contentMode: .fit)
                        .frame(width: 160, height: 160)
                        .border(Color.blue, width: 2)
                }
                    }
                }
                """#))
        #expect(ratios.map(\.width) == [160, 160, 80] && ratios.map(\.height) == [160, 160, 160])
        let resized = try lay(
            #"""
            import SwiftUI

            struct Resized: View {
                var body: some View {
                    VStack {
                        Text("A picture").bold()
                        /*
                         try the other sizes too
                         */
                        Image("big-picture")
                            .resizable()
                            .frame(width: 120,
                                   height: 90)
                    }
                    .frame(width: 180,
                           height: 260,
                           alignment: .leading)
                    .border(Color.green, width: 1)
                }
            }
            """#)
        let stack = try #require(frames(of: "VStack", in: resized).first)
        #expect(frames(of: "frame", in: resized).first.map { [$0.minX, $0.width] } == [stack.minX, 180])
        #expect(frames(of: "Image", in: resized).first.map { [$0.width, $0.height] } == [120, 90])
        let card = try lay(
            #"""
            import SwiftUI

            struct Card: View {
                let w = 180.0
                let h = 240.0

                var body: some View {
                    Image("queen")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: CGFloat(0.5*w), height: CGFloat(0.5*h))
                }
            }
            """#)
        #expect(frames(of: "Image", in: card).first.map { [$0.width, $0.height] } == [90, 90])
        let snapshot = try lay(
            #"""
            import Foundation
            import UIKit
            import SwiftUI

            struct Snapshot: View {
                let picture: UIImage

                var body: some View {
                        Image(uiImage: picture)
                            .resizable()
                            .scaledToFill()
                        //            .aspectRatio(contentMode: .fill)
                }
            }
            """#)
        let photo = try #require(frames(of: "Image", in: snapshot).first)
        #expect(photo.width == 600 && photo.height == 600)
    }

    /// AsyncImage: until the image loads, a placeholder fills the space offered, here the 160×120
    /// frame (developer.apple.com/documentation/swiftui/asyncimage); a Canvas takes the 240×140
    /// frame it is given.
    @Test func anAsyncImageAndACanvasFillTheirFrames() throws {
        let placeholder = try #require(
            frames(
                of: "Color",
                in: try lay(
                    #"""
                    AsyncImage(url: URL(string: "https://example.com/photo.jpg"))
                        .frame(width: 160, height: 120)
                    """#)
            ).first)
        #expect(placeholder.width == 160 && placeholder.height == 120)
        let canvas = try #require(
            frames(
                of: "Canvas",
                in: try lay(
                    #"""
                    Canvas { gc, area in
                        gc.stroke(
                            Path(ellipseIn: CGRect(origin: .zero, size: area)),
                            with: .color(.orange),
                            lineWidth: 2)
                    }
                    .frame(width: 240, height: 140)
                    .border(Color.gray)
                    """#)
            ).first)
        #expect(canvas.width == 240 && canvas.height == 140)
    }

    /// The resizable image fits the width at its own ratio (a square stand-in: 400×400), written on
    /// one line; an unresizable image's frame is 250×200 whatever the image.
    @Test func imagesAndTheirFrames() throws {
        let fitted = try #require(
            frames(of: "Image", in: try lay(#"Image("valley")    .resizable()    .aspectRatio(contentMode: .fit)"#))
                .first)
        #expect(fitted.width == 400 && fitted.height == 400)
        let framed = try lay(
            #"""
            Image("pebble")
                .frame(width: 250, height: 200)
            """#)
        #expect([framed.root.frame.width, framed.root.frame.height] == [250, 200])
    }

    /// A gradient of `layoutPriority(-1)` in a ZStack: the image sizes the stack, and the gradient
    /// (gray here) is proposed the stack's size, as an overlay would be, not the canvas's 400×600.
    @Test func aLowerPriorityGradientTakesTheImagesSize() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Poster: View {
                let wash = LinearGradient(
                    gradient: Gradient(
                    stops: [
                        .init(color: .paleSky, location: 0.25),
                        .init(color: .deepSky, location: 1)
                    ]
                    ),
                    startPoint: .top, endPoint: .bottomLeading
                )

                var body: some View {
                    ZStack(alignment: .center) {
                        Image("poster")
                            .resizable()
                            .scaledToFit()
                        // no overlay needed in a ZStack; the priority keeps the gradient to the image
                            wash
                            .blendMode(.multiply)
                            .layoutPriority(-1)
                        VStack(alignment: .leading) {
                            Image("badge")
                                .resizable()
                                .scaledToFit()
                                .frame(width: 60)
                            Text("Skies")
                                .fontWeight(.semibold)
                                .foregroundColor(.paleSky)
                        }
                        .alignmentGuide(HorizontalAlignment.center) { $0[.trailing] }
                        .alignmentGuide(VerticalAlignment.center) { $0[.top] }
                    }
                }
            }

            extension Color {
                static let paleSky = Color("Pale Sky")
                static let deepSky = Color("Deep Sky")
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        let gradient = try #require(frames(of: "Color", in: r).first)
        #expect(image == Rect(x: 0, y: 100, width: 400, height: 400))
        #expect(gradient == image)
    }

    /// A ratio of 0.5 filling the 400×600 proposal stretches the image to 400×800.
    @Test func anAspectRatioOfAHalfFillsTheProposal() throws {
        let image = try #require(
            frames(
                of: "Image",
                in: try lay(
                    #"""
                    Image("tower")
                      .resizable()
                      .aspectRatio(0.5, contentMode: .fill)
                    """#)
            ).first)
        #expect(image.width == 400 && image.height == 800)
    }

    /// The image at the top-leading corner of its 260×320 frame.
    @Test func imageAtTheTopLeadingOfItsFrame() throws {
        let r = try lay(
            #"""
            Image("lake")
                    .frame(width: 260, height: 320, alignment: .topLeading)
                    .border(.green)
            """#)
        #expect(r.root.frame == Rect(x: 70, y: 140, width: 260, height: 320))
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.minX == 70 && image.minY == 140)
    }

    /// Fit and fill in 90×90 frames (the asset's square stand-in fills both).
    @Test func fitAndFillInTheirFrames() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Both: View {
                var body: some View {
                    VStack {
                        Image("tile")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 90, height: 90)
                        Image("tile")
                            .resizable()
                            .aspectRatio(contentMode: .fill)
                            .frame(width: 90, height: 90)
                            .clipped()
                    }
                }
            }
            """#)
        #expect(frames(of: "frame", in: r).map(\.width) == [90, 90])
        #expect(frames(of: "Image", in: r).allSatisfy { $0.width == 90 && $0.height == 90 })
    }

    /// A stretched, filled square stand-in in a 150×240 frame is 240×240, clipped; the text below.
    @Test func resizingModeFillsTheFrame() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Strip: View {
                var body: some View {
                    VStack {
                        Image("dunes")
                            .resizable(resizingMode: .stretch)
                            .aspectRatio(contentMode: .fill)
                            .frame(width: 150, height: 240)
                            .clipped()
                        Text("Dunes")
                            .padding()
                    }
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.width == 240 && image.height == 240)
        let frame = try #require(frames(of: "frame", in: r).first)
        #expect(frame.width == 150 && frame.height == 240)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.minY > frame.maxY)
    }

    /// A 2:1 ratio fitted in 120×120 is 120×60; 0.8 filled is 120 wide and 150 tall; 24 apart.
    @Test func ratiosFitAndFill() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Ratios: View {
                var body: some View {
                    HStack(spacing: 24){
                        Image("wide").resizable().aspectRatio(CGSize(width: 2, height: 1),contentMode: .fit)
                        .frame(width: 120, height: 120)
                        Image("tall").resizable().aspectRatio(0.8, contentMode: .fill).frame(width: 120, height: 120)
                        .clipped()
                    }
                }
            }
            """#)
        let images = frames(of: "Image", in: r)
        #expect(images.map { [$0.width, $0.height] } == [[120, 60], [120, 150]])
        let cells = frames(of: "frame", in: r)
        #expect(cells[1].minX - cells[0].maxX == 24)
    }

    /// The circle's stroke is the image's size and place.
    @Test func theStrokeCirclesTheImage() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Round: View {
                var body: some View {
                    Image("lighthouse")
                        .clipShape(Circle())
                        .overlay(Circle().stroke(Color.gray, lineWidth: 3))
                        .shadow(radius: 6)
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        let circle = try #require(frames(of: "Circle", in: r).last)
        #expect(circle == image && image == Rect(x: 150, y: 250, width: 100, height: 100))
    }
}
