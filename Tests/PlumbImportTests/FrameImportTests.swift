import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Frames, padding, backgrounds, overlays, offsets and modifier order written here, imported and
/// laid out on a 400×600 canvas; text is 8×16 points a character. Where Apple's documentation states
/// the numbers, the test keeps them and names the page.
@Suite("Frames, padding, backgrounds and overlays imported")
struct FrameImportTests: ConstructSuite {
    @Test func aFixedFrameAndARowThatExpandsToTheWidth() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Planner: View {
              var body: some View {
                VStack(spacing: 12) {
                  ZStack(alignment: .bottomTrailing) {
                    Color.blue.opacity(0.3)
                    Text("Corner").padding(4)
                  }
                  .frame(width: 180, height: 90) // a fixed box
                  HStack {
                    Text("Mon")
                    Spacer()
                    Text("Sun")
                  }
                  .frame(maxWidth: .infinity, alignment: .leading) // as wide as offered
                  HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("Week").font(.title)
                    Text("on its bottom edge")
                      .alignmentGuide(.firstTextBaseline) { d in d[.bottom] }
                  }
                }
                .padding()
              }
            }

            import SwiftUI

            struct ContentView: View {
              var body: some View {
                Planner()
              }
            }

            import SwiftUI

            @main
            struct PlannerApp: App {
              var body: some Scene {
                WindowGroup { ContentView() }
              }
            }
            """#)
        let box = try #require(frames(of: "frame", in: r).first)
        #expect(box.size == Size(width: 180, height: 90))
        #expect(frames(of: "Spacer", in: r).count == 1)
        #expect(frames(of: "HStack", in: r)[0].size.width == 400 - 32)
    }

    @Test func aCaptionPaddedSixInAFortyPointFrame() throws {
        let r = try lay(
            #"""
            struct Outlined: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .font(.caption)
                        .padding(6)
                        .overlay(
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(lineWidth: 2)
                        )
                        .foregroundColor(Color.green)
                }
            }

            struct Stop: View {
                var body: some View {
                    Image(systemName: "tram")
                        .resizable()
                        .frame(width: 40, height: 40)
                    Text("Last tram")
                        .modifier(Outlined())
                }
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size == Size(width: text.width + 12, height: text.height + 12))
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 40, height: 40))
    }

    @Test func aCircleBackgroundCentredOnThePaddedText() throws {
        let r = try lay(
            #"""
            Text("Spot")
            .font(.title)
            .padding()
            .background(Circle()
            .fill(Color.yellow)
            .frame(width: 36, height: 36))
            """#)
        let circle = try #require(frames(of: "Circle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(circle.size == Size(width: 36, height: 36))
        #expect(circle.midX == padded.midX && circle.midY == padded.midY)
    }

    @Test func textsShareAnEdgeInAFrame() throws {
        let r = try lay(
            #"""
            struct Numerals: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("i")
                        Text("ii")
                        Text("iii")
                    }
                    .frame(width: 260, height: 180)
                    .background(.green)
                }
            }
            """#)
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 260, height: 180))
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3 && Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func paddingBeforeOrAfterTheBackground() throws {
        let r = try lay(
            #"""
            VStack {
            Text("Colour first")
            .background(Color.blue)
            .foregroundColor(.white)
            .padding()
            Text("Padding first")
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            }
            """#)
        let backgrounds = frames(of: "background", in: r)
        let texts = frames(of: "Text", in: r)
        // First: the colour hugs the text and the padding is outside it; second: it covers the padding.
        #expect(backgrounds[0].size == texts[0].size)
        #expect(backgrounds[1].size == Size(width: texts[1].width + 32, height: texts[1].height + 32))
    }

    @Test func aBackgroundImageFillsThePaddedText() throws {
        let r = try lay(
            #"""
            Text("Postcard")
            .font(.system(size: 30))
            .padding(24)
            .background(
            Image("beach")
            .resizable()
            )
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.size == Size(width: text.width + 48, height: text.height + 48))
    }

    @Test func aClippedCircleBehindText() throws {
        let r = try lay(
            #"""
            Text("Stamp")
            .font(.largeTitle)
            .padding()
            .background(
            Circle()
            .fill(Color.orange)
            .frame(width: 70, height: 70)
            )
            .clipped()
            """#)
        let circle = try #require(frames(of: "Circle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(circle.size == Size(width: 70, height: 70))
        #expect(circle.midY == padded.midY && circle.midX == padded.midX)
    }

    @Test func fourWaysToPadSix() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Ways: View {
              var body: some View {
                VStack {
                  Text("inline")
                    .foregroundColor(.green)
                    .padding(6)
                  Text("modifier")
                    .modifier(Inset(amount: 6))
                  Text("modified content")
                    .inset(6)
                  Text("self.modifier")
                    .tight(6)
                }
              }
            }

            struct Inset: ViewModifier {
              let amount: CGFloat

              func body(content: Content) -> some View {
                content
                  .foregroundColor(.green)
                  .padding(amount)
              }
            }

            extension View {
              func inset(_ amount: CGFloat) -> some View {
                let modifier = Inset(amount: amount)
                return ModifiedContent(content: self, modifier: modifier)
              }

              func tight(_ amount: CGFloat) -> some View {
                self.modifier(Inset(amount: amount))
              }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        let padded = frames(of: "padding", in: r)
        #expect(texts.count == 4 && padded.count == 4)
        for (t, p) in zip(texts, padded) { #expect(p.size == Size(width: t.width + 12, height: t.height + 12)) }
    }

    @Test func aGenericWrappersInitPadsItsContent() throws {
        let r = try lay(
            #"""
            struct Tile<Inner: View>: View {
            let inner: () -> Inner

            init(@ViewBuilder inner: @escaping () -> Inner) {
            self.inner = inner
            }

            var body: some View {
            VStack(alignment: .center) {
            inner()
            .padding()
            .background(Color.yellow)
            .cornerRadius(6)
            .shadow(radius: 2)
            }
            }
            }

            // The tile around a text.
            Tile {
            Text("Inside a tile")
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size == Size(width: text.width + 32, height: text.height + 32))
    }

    @Test func anInfiniteFrameFillsTheCanvas() throws {
        let r = try lay(
            #"""
            Text("Welcome back")
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .font(.largeTitle)
            .foregroundColor(.white)
            .background(Color.blue)
            """#)
        #expect(frames(of: "background", in: r).first?.size == Size(width: 400, height: 600))
    }

    @Test func aButtonsLabelFramedUpTo160By120() throws {
        let r = try lay(
            #"""
            Button {
            print("pressed")
            } label: {
            Text("Begin")
            .frame(minWidth: 0, maxWidth: 160, minHeight: 0, maxHeight: 120)
            .font(.largeTitle)
            }
            """#)
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 160, height: 120))
    }

    @Test func layeredFramesEachTheirBackground() throws {
        let r = try lay(
            #"""
            struct Layers: View {
                var body: some View {
                    Text("Layers")
                        .background(Color.red)
                        .frame(width: 180, height: 80)
                        .background(Color.orange)
                        .frame(maxWidth: .infinity)
                        .background(Color.blue)
                        .frame(maxHeight: 300)
                        .background(Color.brown)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.purple)
                }
            }
            """#)
        // Purple fills everything, brown up to 300 high, blue the width × 80, orange 180×80, red the text.
        let sizes = Set(frames(of: "Color", in: r).map { [$0.width, $0.height] })
        #expect(sizes == [[400, 600], [400, 300], [400, 80], [180, 80], [48, 16]])
    }

    @Test func aFrameAroundATextIsItsBackgroundsSize() throws {
        let r = try lay(
            #"""
            Text("Framed")
            	.background(Color.red) // the text's own size
                .frame(width: 150, height: 120) // the frame's
            	.background(Color.green)
            """#)
        #expect(
            Set(frames(of: "Color", in: r).map(\.size)) == [Size(width: 150, height: 120), Size(width: 48, height: 16)])
    }

    /// padding(_:) with a length: 10 points on each edge
    /// (developer.apple.com/documentation/swiftui/view/padding(_:)-68shk).
    @Test func aPaddingOfTenOnEachEdge() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Ten on every side")
                    .padding(10)
                    .border(.gray)
                Text("None at all")
                    .border(.yellow)
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size == Size(width: text.width + 20, height: text.height + 20))
        #expect(text.minX - padded.minX == 10 && text.minY - padded.minY == 10)
    }

    /// padding(_:) with EdgeInsets: top 10, leading 20, bottom 40, trailing 0
    /// (developer.apple.com/documentation/swiftui/view/padding(_:)).
    @Test func edgeInsetsPadEachEdgeByItsOwn() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Uneven insets")
                    .padding(EdgeInsets(top: 10, leading: 20, bottom: 40, trailing: 0))
                    .border(.gray)
                Text("For contrast")
                    .border(.yellow)
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(text.minX - padded.minX == 20 && text.minY - padded.minY == 10)
        #expect(padded.size == Size(width: text.width + 20, height: text.height + 50))
    }

    /// A padded text clears the text-to-text spacing: its 16 below, then the default 8.
    @Test func aPaddedTextPushesTheNext() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Padded")
                    .padding()
                Text("Plain")
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts[1].minY - texts[0].maxY == 16 + 8)
    }

    @Test func paddingsAddUp() throws {
        let r = try lay(
            #"""
            Text("Onion")
            	.background(Color.yellow)
            	.padding() // the default, every edge
                .padding(.all, 10) // every edge
                .padding(.horizontal, 12) // left and right
                .padding(.trailing, 6) // right only
            	.background(Color.yellow)
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let outer = try #require(frames(of: "Color", in: r).max { $0.width < $1.width })
        // 16 (the default) + 10 all round, 12 more each side, 6 more trailing.
        #expect(outer.width == text.width + 2 * (16 + 10 + 12) + 6)
        #expect(outer.height == text.height + 2 * (16 + 10))
    }

    /// The badge with 3 draws a circle; the one with 0 draws none.
    @Test func aBadgeIsDrawnOnlyForANonZeroCount() throws {
        let r = try lay(
            #"""
            import SwiftUI

            extension View {
                func badge(unread: Int) -> some View {
                    overlay(
                        ZStack {
                            if unread > 0 {
                                Circle()
                                    .fill(Color.blue)
                                Text("\(unread)")
                                    .foregroundColor(.white)
                                    .font(.caption2)
                            }
                        }
                            .offset(x: 8, y: -8)
                            .frame(width: 20, height: 20)
                        , alignment: .topTrailing)
                }
            }

            struct Mailboxes: View {
                var body: some View {
                    VStack {
                        Text("Inbox")
                            .padding(6)
                            .background(.gray)
                            .badge(unread: 3)
                            .padding()
                        Text("Sent")
                            .padding(6)
                            .background(.gray)
                            .badge(unread: 0)
                    }
                }
            }

            struct Mailboxes_Previews: PreviewProvider {
                static var previews: some View {
                    Mailboxes()
                }
            }
            """#)
        #expect(frames(of: "Circle", in: r).count == 1)
        #expect(texts(r) == ["Inbox", "3", "Sent"])
    }

    /// `.frame(maxWidth: .infinity, alignment: .leading)`, on one line or two: the text at the
    /// leading edge of the width.
    @Test(arguments: [
        #"Text("Flush left") .frame(maxWidth: .infinity, alignment: .leading)"#,
        "Text(\"Also flush left\")\n.frame(maxWidth: .infinity, alignment: .leading)",
    ])
    func anInfiniteFramePutsTheTextAtTheLeadingEdge(_ swift: String) throws {
        let r = try lay(swift)
        #expect(r.root.frame.width == 400)
        #expect(frames(of: "Text", in: r).first?.minX == 0)
    }

    /// A frame outside a stack: the stack is only its image's size, centred in the frame's full
    /// size (netsplit.com/swiftui/exploding-stacks, its first example).
    @Test func aFrameOutsideTheStackCentresIt() throws {
        let r = try lay(
            #"""
            struct Lighthouse: View {
            var body: some View {
            // the stack's alignment has nothing to move
            ZStack(alignment: .topLeading) {
            Image("lighthouse")
            }
            .frame(minWidth: 0, maxWidth: .infinity,
            minHeight: 0, maxHeight: .infinity)
            }
            }
            """#)
        let stack = try #require(frames(of: "ZStack", in: r).first)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(r.root.frame.width == 400 && r.root.frame.height == 600)
        #expect(stack == image && stack.midX == 200 && stack.midY == 300)
    }

    /// A frame inside the stack: the stack fills the canvas and the image keeps its size, centred
    /// by the frame's alignment, not the stack's (netsplit.com/swiftui/exploding-stacks, its second).
    @Test func aFrameInsideTheStackFillsTheCanvas() throws {
        let r = try lay(
            #"""
            struct Lighthouse: View {
            var body: some View {
            ZStack(alignment: .topLeading) {
            Image("lighthouse")
            .frame(minWidth: 0, maxWidth: .infinity,
            minHeight: 0, maxHeight: .infinity)
            }
            }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(frames(of: "ZStack", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(image.midX == 200 && image.midY == 300)
    }

    /// offset(_:) by CGSize(width: 20, height: 25) and offset(x: 20, y: 50): the text drawn that far
    /// from where its frame stays (developer.apple.com/documentation/swiftui/view/offset(_:),
    /// developer.apple.com/documentation/swiftui/view/offset(x:y:)).
    @Test(arguments: [
        (
            #"Text("Moved by a size")\#n    .border(Color.blue)\#n    .offset(CGSize(width: 20, height: 25))\#n    .border(Color.black)"#,
            20.0, 25.0
        ),
        (
            #"Text("Moved by x and y")\#n    .border(Color.blue)\#n    .offset(x: 20, y: 50)\#n    .border(Color.black)"#,
            20.0, 50.0
        ),
    ])
    func offsetsMoveTheDrawingNotTheFrame(_ swift: String, _ dx: Double, _ dy: Double) throws {
        let r = try lay(swift)
        let offset = try #require(frames(of: "offset", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.minX - offset.minX == dx && text.minY - offset.minY == dy)
        #expect(text.size == offset.size)
    }

    /// position(_:) at CGPoint(x: 175, y: 100) and position(x: 175, y: 100): the text's centre there,
    /// the view the whole canvas (developer.apple.com/documentation/swiftui/view/position(_:),
    /// developer.apple.com/documentation/swiftui/view/position(x:y:)).
    @Test(arguments: [
        #"Text("Placed by a point")\#n    .position(CGPoint(x: 175, y: 100))\#n    .border(Color.black)"#,
        #"Text("Placed by x and y")\#n    .position(x: 175, y: 100)\#n    .border(Color.black)"#,
    ])
    func positionsPlaceTheTextsCentre(_ swift: String) throws {
        let r = try lay(swift)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.midX == 175 && text.midY == 100)
        #expect(frames(of: "position", in: r).first.map { [$0.width, $0.height] } == [400, 600])
    }

    /// An empty HStack framed 240×240; two rectangles aligned at their tops.
    @Test func anEmptyStackFramedAndRectanglesAlignedAtTheTop() throws {
        let box = try lay(
            #"""
            var body: some View {
            HStack {
            }
            .frame(width: 240, height: 240)
            }
            """#)
        #expect(frames(of: "frame", in: box).first?.size == Size(width: 240, height: 240))
        let rectangles = frames(
            of: "Rectangle",
            in: try lay(
                #"""
                // tops level
                HStack(alignment: .top) {
                  Rectangle()
                    .frame(width: 70, height: 120)
                    .foregroundStyle(.orange)
                  Rectangle()
                    .frame(width: 70, height: 60)
                    .foregroundStyle(.purple)
                }
                .border(.gray)
                """#))
        #expect(rectangles.map(\.height) == [120, 60] && rectangles[0].minY == rectangles[1].minY)
    }

    /// background(_:alignment:): a 250-point square turned 45° centred behind a symbol
    /// (developer.apple.com/documentation/swiftui/view/background(_:alignment:)).
    @Test func aDiamondCentredBehindTheSymbol() throws {
        let r = try lay(
            #"""
            struct Backdrop: View {
                var body: some View {
                    VStack {
                        Rectangle()
                            .fill(Color.gray)
                            .frame(width: 250, height: 250, alignment: .center)
                            .rotationEffect(.degrees(45.0))
                    }
                }
            }

            struct Front: View {
                var body: some View {
                    VStack {
                        Image(systemName: "doc")
                            .font(.system(size: 96, weight: .thin))
                            .background(Backdrop())
                    }
                }
            }
            """#, view: "Front")
        let symbol = try #require(frames(of: "Image", in: r).first)
        let diamond = try #require(frames(of: "Rectangle", in: r).first)
        #expect(diamond.width == 250 && diamond.height == 250)
        #expect(diamond.midX == symbol.midX && diamond.midY == symbol.midY)
    }

    /// A padded label on its background (a material, the default style, a shape): the label's frame
    /// and 16 a side (developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:),
    /// …/background(ignoressafeareaedges:), …/background(in:fillstyle:)).
    @Test(arguments: [
        (
            #"struct Pin: View {\#n    var body: some View {\#n        Label("Pinned", systemImage: "pin.fill")\#n            .padding()\#n            .background(.thinMaterial)\#n    }\#n}"#,
            "Color"
        ),
        (
            #"ZStack {\#n    Color.orange\#n    Label("Pinned", systemImage: "pin.fill")\#n        .padding()\#n        .background()\#n}"#,
            "Color"
        ),
        (
            #"ZStack {\#n    Color.orange\#n    Label("Pinned", systemImage: "pin.fill")\#n        .padding()\#n        .background(in: RoundedRectangle(cornerRadius: 12))\#n}"#,
            "RoundedRectangle"
        ),
    ])
    func aPaddedLabelOnItsBackground(_ swift: String, _ fill: String) throws {
        let r = try lay(swift)
        let label = try #require(frames(of: "Label", in: r).first)
        let behind = try #require(frames(of: fill, in: r).last)
        #expect(behind.width == label.width + 32 && behind.height == label.height + 32)
        #expect(behind.minX + 16 == label.minX && behind.minY + 16 == label.minY)
    }

    /// clipped(), clipShape(_:), cornerRadius(_:): the frames the pages give (175×100, 175×100,
    /// 175×75); the clipped text is wider than its frame (`fixedSize`)
    /// (developer.apple.com/documentation/swiftui/view/clipped(antialiased:),
    /// …/clipshape(_:style:), …/cornerradius(_:antialiased:)).
    @Test func clippedFramesKeepTheirSize() throws {
        let clipped = try lay(
            #"""
            Text("A sentence far too long to fit")
                .fixedSize()
                .frame(width: 175, height: 100)
                .clipped()
                .border(Color.gray)
            """#)
        #expect([clipped.root.frame.width, clipped.root.frame.height] == [175, 100])
        #expect(try #require(frames(of: "Text", in: clipped).first).width == 30 * 8)
        let circle = try lay(
            #"""
            Text("Cut to a circle")
                .frame(width: 175, height: 100)
                .foregroundColor(Color.yellow)
                .background(Color.blue)
                .clipShape(Circle())
            """#)
        #expect(frames(of: "Color", in: circle).first.map { [$0.width, $0.height] } == [175, 100])
        let rounded = try lay(
            #"""
            Text("Softened")
                .frame(width: 175, height: 75)
                .foregroundColor(Color.yellow)
                .background(Color.blue)
                .cornerRadius(25)
            """#)
        #expect(frames(of: "Color", in: rounded).first.map { [$0.width, $0.height] } == [175, 75])
    }

    /// hidden(): the hidden image keeps its place, so the last is where it would be
    /// (developer.apple.com/documentation/swiftui/view/hidden()).
    @Test func aHiddenImageKeepsItsSpace() throws {
        let images = frames(
            of: "Image",
            in: try lay(
                #"""
                HStack {
                    Image(systemName: "1.circle")
                    Image(systemName: "2.circle")
                        .hidden()
                    Image(systemName: "3.circle")
                    Image(systemName: "4.circle")
                }
                """#))
        #expect(images.count == 4)
        #expect(images[3].minX - images[0].minX == 3 * (images[0].width + 8))
    }

    /// opacity(_:): a 100-point square padded by −40 takes 20 points, so the two overlap
    /// (developer.apple.com/documentation/swiftui/view/opacity(_:)).
    @Test func aNegativePaddingMakesTheSquaresOverlap() throws {
        let r = try lay(
            #"""
            struct Faded: View {
                var body: some View {
                    VStack {
                        Color.green.frame(width: 100, height: 100, alignment: .center)
                            .zIndex(1)
                            .opacity(0.4)
                        Color.blue.frame(width: 100, height: 100, alignment: .center)
                            .padding(-40)
                    }
                }
            }
            """#)
        #expect([r.root.frame.width, r.root.frame.height] == [100, 100 + 8 + 20])
        let squares = frames(of: "Color", in: r)
        #expect(squares.count == 2 && squares[1].minY == squares[0].maxY + 8 - 40)
    }

    /// overlay(_:ignoresSafeAreaEdges:) and overlay(_:in:fillStyle:): the overlay covers the frame
    /// (300×200, the circle 200 across inside it; 200×100)
    /// (developer.apple.com/documentation/swiftui/view/overlay(_:ignoressafeareaedges:),
    /// …/overlay(_:in:fillstyle:)).
    @Test func overlaysCoverTheirFrames() throws {
        let covered = try lay(
            #"""
            struct Misted: View {
                var body: some View {
                    Circle()
                        .frame(width: 300, height: 200)
                        .overlay(.thickMaterial)
                }
            }
            """#)
        #expect(frames(of: "Circle", in: covered).first.map { [$0.width, $0.height] } == [200, 200])
        #expect(frames(of: "Color", in: covered).first.map { [$0.width, $0.height] } == [300, 200])
        let inset = frames(
            of: "Rectangle",
            in: try lay(
                #"""
                Rectangle()
                    .frame(width: 200, height: 100)
                    .overlay(.orange, in: Rectangle().inset(by: 6).stroke(lineWidth: 3))
                """#))
        #expect(inset.map { [$0.width, $0.height] } == [[200, 100], [200, 100]])
    }

    /// padding(_:_:): 20 points on the bottom and trailing edges only
    /// (developer.apple.com/documentation/swiftui/view/padding(_:_:)).
    @Test func paddingOnTwoEdgesOnly() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Two edges padded")
                    .padding([.bottom, .trailing], 20)
                    .border(.gray)
                Text("For contrast")
                    .border(.yellow)
            }
            """#)
        let padded = try #require(r.root.children.first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(padded.frame.minX == text.minX && padded.frame.minY == text.minY)
        #expect(padded.frame.maxX == text.maxX + 20 && padded.frame.maxY == text.maxY + 20)
    }

    /// scaleEffect: the 100×100 frame is the same (a scale is drawn, not laid out)
    /// (developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:),
    /// …/scaleeffect(x:y:anchor:)).
    @Test(arguments: [".scaleEffect(2, anchor: .leading)", ".scaleEffect(x: 0.5, y: 0.5, anchor: .bottomTrailing)"])
    func scaleEffectKeepsTheFrame(_ scale: String) throws {
        let r = try lay(
            """
            Image(systemName: "paperplane.fill")
                .resizable()
                .frame(width: 100, height: 100, alignment: .center)
                .foregroundColor(Color.blue)
                \(scale)
                .border(Color.gray)
            """)
        #expect(frames(of: "Image", in: r).first.map { [$0.width, $0.height] } == [100, 100])
    }

    /// scenePadding: the default padding on iOS, as the regular padding beside it
    /// (developer.apple.com/documentation/swiftui/view/scenepadding(_:)).
    @Test func scenePaddingIsTheRegularPadding() throws {
        let r = try lay(
            #"""
            VStack(alignment: .leading, spacing: 10) {
                Text("Scene-padded")
                    .scenePadding(.horizontal)
                    .border(.orange) // to see its edge
                Text("Padded")
                    .padding(.horizontal)
                    .border(.purple)
                Text("Bare")
                    .border(.green)
                Button("Go") { }
            }
            .navigationTitle("Edges")
            """#)
        let rows = r.root.children.map(\.frame)
        let texts = frames(of: "Text", in: r)
        #expect(rows[0].width - texts[0].width == 32 && rows[1].width - texts[1].width == 32)
        #expect(rows[2].width == texts[2].width)
    }

    /// Modifier order: the fill covers the padding when the padding comes first, and the label or
    /// text alone when it does not.
    @Test func modifierOrderDecidesWhatTheFillCovers() throws {
        let remove = try lay(
            #"""
            Text("Remove")
            .padding(9)
            .background(Color.red)
            """#)
        let red = try #require(frames(of: "Color", in: remove).first)
        let text = try #require(frames(of: "Text", in: remove).first)
        #expect(red.width == text.width + 18 && red.height == text.height + 18)
        let saved = try lay(
            #"""
            struct SavedLabel: View {
                var body: some View {
                    Label("Saved", systemImage: "bookmark.fill")
                        .background(Color.blue)
                        .foregroundColor(.white)
                        .font(.footnote)
                }
            }
            """#)
        #expect(frames(of: "Color", in: saved).first == frames(of: "Label", in: saved).first)
        let greeting = try lay(
            #"""
            Text("Hi")
                .font(.title)
                .foregroundColor(.green)
                .padding()
                .background(.gray)
            """#)
        let hi = try #require(frames(of: "Text", in: greeting).first)
        #expect(
            frames(of: "Color", in: greeting).first.map { [$0.width - hi.width, $0.height - hi.height] } == [32, 32])
    }

    /// Four paddings and backgrounds, each 16 a side more than the one inside it, among views that
    /// fill, frame, blur and change a colour.
    @Test func layersOfPaddingEachSixteenMore() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Rings: View {
                @State private var warm = false

                var body: some View {
                    Text("Fill")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(.blue)
                    Button("Tap") {
                        print(type(of: self.body))
                    }
                    .frame(width: 120, height: 60)
                    .background(.orange)
                    Text("Rings")
                        .padding()
                        .background(.red)
                        .padding()
                        .background(.orange)
                        .padding()
                        .background(.yellow)
                        .padding()
                        .background(.green)
                    Button("Warm") {
                        warm.toggle()
                    }
                    .foregroundColor(warm ? .red : .blue)
                    VStack {
                        Text("North")
                            .blur(radius: 0)
                        Text("South")
                    }
                    .blur(radius: 3)
                }
            }

            struct Rings_Previews: PreviewProvider {
                static var previews: some View {
                    Rings()
                }
            }
            """#)
        let widths = frames(of: "Color", in: r).map(\.width)
        #expect(widths.count == 6 && widths[1] == 120)
        let layers = Array(widths[2...5])
        // "Rings" is 40 wide; each padding adds 32.
        #expect(layers == [168, 136, 104, 72] as [Double])
    }

    /// A frame bootcamp: each background the frame before it; centred, the text is at the canvas's
    /// centre; aligned to the bottom and trailing edges, it is at the bottom of each frame and the
    /// 120-point frame at the trailing edge.
    @Test(arguments: [
        (
            #"""
            import SwiftUI

            struct Nesting: View {
                var body: some View {
                    Text("Framed")
                        .background(Color.red)
                        .frame(height: 80)
                        .background(Color.orange)
                        .frame(width: 120)
                        .background(Color.purple)
                        .frame(maxWidth: .infinity)
                        .background(Color.pink)
                        .frame(height: 300)
                        .background(Color.green)
                        .frame(maxHeight: .infinity)
                        .background(Color.yellow)
                }
            }

            struct Nesting_Previews: PreviewProvider {
                static var previews: some View {
                    Nesting()
                }
            }
            """#, 176.0, 292.0
        ),
        (
            #"""
            import SwiftUI

            struct Nesting: View {
                var body: some View {
                    Text(/*@START_MENU_TOKEN@*/"Framed"/*@END_MENU_TOKEN@*/)
                        .background(.red)
                        .frame(height: 80)
                        .background(.orange)
                        .frame(width: 120)
                        .background(.purple)
                        .frame(maxWidth: .infinity)
                        .background(.pink)
                        .frame(height: 300)
                        .background(.green)
                        .frame(maxHeight: .infinity, alignment: .center)
                        .background(.yellow)
                }
            }

            #Preview {
                Nesting()
            }
            """#, 176.0, 292.0
        ),
        (
            #"""
            import SwiftUI

            struct Nesting: View {
                var body: some View {
                    Text ("Framed")
                    .background (Color.red)
                    .frame (height: 80, alignment: .bottom)
                    .background (Color.orange)
                    .frame (width: 120)
                    .background (Color.purple)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .background (Color.pink)
                    .frame (height: 300)
                    .background (Color.green)
                    .frame (maxHeight:.infinity, alignment:.bottom)
                    .background (Color.yellow)
                }
            }

            #Preview {
                Nesting()
            }
            """#, 280.0 + 36, 300.0 + 110 + 64
        ),
    ])
    func framesOfAFrameBootcamp(_ swift: String, _ x: Double, _ y: Double) throws {
        let r = try lay(swift)
        let fills = frames(of: "Color", in: r).map { [$0.width, $0.height] }
        #expect(fills == [[400, 600], [400, 300], [400, 80], [120, 80], [48, 80], [48, 16]])
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.minX == x && text.minY == y)
    }

    /// The yellow behind the text, the text's size.
    @Test func backgroundTakesTheTextsSize() throws {
        let r = try lay(#"Text("Shade") .background(Color.orange) // the colour hugs the text"#)
        #expect(frames(of: "Color", in: r) == frames(of: "Text", in: r))
        #expect(frames(of: "Color", in: r).first == Rect(x: 180, y: 292, width: 40, height: 16))
    }

    /// The background is the text padded 5 on each edge.
    @Test func cornerRadiusBackgroundIsThePaddedText() throws {
        let r = try lay(
            #"""
            Text(verbatim: "Plumb")
                .padding(5)
                .background(.tertiary)
                .cornerRadius(10)
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let colour = try #require(frames(of: "Color", in: r).first)
        #expect(colour.width == text.width + 10 && colour.height == text.height + 10)
        #expect(colour.minX == text.minX - 5 && colour.minY == text.minY - 5)
    }

    /// Each frame's background is the frame's size, from the wrapped text's out; the
    /// `maxHeight: .infinity` frame takes what the Spacer's 8 points leave of the padded stack.
    @Test func nestedFramesEachTheirBackground() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Narrow: View {
              var body: some View {
                VStack {
                  Text("Wrapped in a narrow frame")
                    .background(.red)
                    .frame(height: 90)
                    .background(.blue)
                    .frame(width: 120)
                    .background(.purple)
                    .frame(maxWidth: .infinity)
                    .background(.yellow)
                    .frame(maxHeight: .infinity)
                    .background(.pink)
                  Spacer()
                }
                .padding()
              }
            }
            """#)
        let colours = frames(of: "Color", in: r)
        #expect(colours.map(\.width) == [368, 368, 120, 96, 96])
        #expect(colours.map(\.height) == [560, 90, 90, 90, 32])
        #expect(frames(of: "Spacer", in: r).first?.height == 8)
        #expect(textLines(r) == [["Wrapped in a", "narrow frame"]])
    }

    /// Overlaid notes 20 and 40 points down and right of the first; the title at the top of the image.
    @Test func overlaidNotesAreOffset() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Note: View {
                var body: some View {
                    Text("Memo")
                        .frame(width: 160, height: 90)
                        .background(Color.yellow)
                        .shadow(radius: 3)
                }
            }

            struct Board: View {
                var body: some View {
                    VStack {
                        Spacer()
                        Note()
                        .overlay(
                            Note()
                                .offset(x:20, y: 20)
                        )
                        .overlay(
                            Note()
                                .offset(x:40, y: 40)
                        )
                        Spacer()
                        Image("harbour")
                            .resizable()
                            .scaledToFit()
                            .overlay(
                                Text("Harbour")
                                    .font(.largeTitle)
                                    .foregroundColor(Color.white),
                                alignment: .top
                            )
                        Spacer()
                    }
                }
            }
            """#, view: "Board")
        let notes = frames(of: "Color", in: r)
        #expect(notes.count == 3 && notes.allSatisfy { $0.size == Size(width: 160, height: 90) })
        #expect(notes[1].minX - notes[0].minX == 20 && notes[1].minY - notes[0].minY == 20)
        #expect(notes[2].minX - notes[0].minX == 40 && notes[2].minY - notes[0].minY == 40)
        let image = try #require(frames(of: "Image", in: r).first)
        let title = try #require(frames(of: "Text", in: r).last)
        #expect(title.minY == image.minY && title.midX == image.midX)
    }

    /// The colour fills the whole canvas.
    @Test func theColourFillsTheCanvas() throws {
        let r = try lay(
            #"""
            ZStack {
            Color.teal.ignoresSafeArea()
            // nothing over it yet
            }
            """#)
        #expect(frames(of: "Color", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    /// The green fills the canvas; the text at the top, the Spacer under it.
    @Test func greenFillsTextAtTheTop() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Edges: View {
                var body: some View {
                    VStack {
                        Text("Top")
                        Spacer()
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.green)
                    .ignoresSafeArea(.all)
                }
            }

            struct Edges_Previews: PreviewProvider {
                static var previews: some View {
                    Edges()
                }
            }
            """#)
        #expect(frames(of: "Color", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.minY == 0 && text.midX == 200)
        #expect(frames(of: "Spacer", in: r).first.map { [$0.minY, $0.height] } == [16, 600 - 16])
    }

    /// The text plus 14 points a side, red, centred; a long block comment after it.
    @Test func fourteenPointsEachSide() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Asking: View {
                var body: some View {
                    Text("How big?")
                        .padding(14)
                        .background(Color.red)
                    // Color.red
                    /*
                     The parent offers its whole size to the background, the background to the
                     padding, the padding 14 less on each side to the text; the text answers with
                     its size and each answers its parent with that plus what it adds.
                     */
                }
            }

            struct Asking_Previews: PreviewProvider {
                static var previews: some View {
                    Asking()
                }
            }
            """#)
        let red = try #require(frames(of: "Color", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(red == Rect(x: 200 - (64 + 28) / 2, y: 300 - (16 + 28) / 2, width: 64 + 28, height: 16 + 28))
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// Padded before a shaped background, the fill takes the padding; padded after it, the fill is
    /// the text's size and the padding is outside it.
    @Test func paddingBeforeAndAfterAShapedBackground() throws {
        let r = try lay(
            #"""
            // padding first
            Text("Roomy")
                .padding()
                .background(Color.orange, in: RoundedRectangle(cornerRadius: 10))
            // background first
            Text("Tight")
                .background(Color.orange, in: RoundedRectangle(cornerRadius: 10))
                .padding()
            """#)
        let fills = frames(of: "RoundedRectangle", in: r)
        let texts = frames(of: "Text", in: r)
        #expect(fills.count == 2 && texts.count == 2)
        #expect(fills[0].width == texts[0].width + 32 && fills[0].height == texts[0].height + 32)
        #expect(fills[1] == texts[1])
    }

    /// A 220×70 frame, yellow, its text at its leading edge and vertically centred.
    @Test func theTextLeadsTheYellowFrame() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Banner()
                }
            }

            struct Banner: View {
                var body: some View {
                    Text("Left in the box")
                        .frame(width: 220, height: 70, alignment: .leading)
                        .background(Color.yellow)
                }
            }

            struct Screen_Previews: PreviewProvider {
                static var previews: some View {
                    Screen()
                }
            }
            """#)
        let yellow = try #require(frames(of: "Color", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(yellow == Rect(x: 90, y: 265, width: 220, height: 70))
        #expect(text.minX == yellow.minX && text.midY == yellow.midY)
    }
}
