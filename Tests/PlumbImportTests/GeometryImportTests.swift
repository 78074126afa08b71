import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// GeometryReader, ViewThatFits and coordinate spaces written here, imported and laid out on a
/// 400×600 canvas unless told otherwise; text is 8×16 points a character. Where Apple's
/// documentation states the numbers, the test keeps them and names the page.
@Suite("GeometryReader and ViewThatFits imported")
struct GeometryImportTests: ConstructSuite {
    @Test func viewThatFitsKeepsBothFramedSections() throws {
        let r = try lay(
            #"""
            struct Sections: View {
                var body: some View {
                    VStack {
                        Section {
                            table
                                .frame(height: 120)
                        } header: {
                            Text("Table")
                        }
                        Section {
                            picker
                                .frame(height: 120)
                        } header: {
                            Text("Picker")
                        }
                    }
                }

                private var picker: some View {
                    ViewThatFits {
                        Text("the longer choice")
                        Text("short")
                    }
                }

                private var table: some View {
                    Grid {
                        GridRow {
                            Text("a")
                            Text("b")
                        }
                        GridRow {
                            Text("c")
                            Text("d")
                            Text("e")
                        }
                    }
                }
            }
            """#)
        #expect(frames(of: "frame", in: r).filter { $0.height == 120 }.count == 2)
        #expect(texts(r).contains("the longer choice") && !texts(r).contains("short"))
    }

    @Test func viewThatFitsPicksTheFrameThatFits() throws {
        let r = try lay(
            #"""
            var body: some View {
                ViewThatFits {
                    Text("The wide version, for a wide screen")
                        .frame(width: 520, height: 200)
                    Text("The narrow version")
                        .frame(width: 260, height: 80)
                }
            }
            """#)
        // 520 points do not fit in 400: the 260×80 frame is shown.
        #expect(frames(of: "frame", in: r).map(\.size) == [Size(width: 260, height: 80)])
        #expect(texts(r) == ["The narrow version"])
    }

    @Test func geometryReaderSplitsAQuarterAQuarterAndAHalf() throws {
        let r = try lay(
            #"""
            Group {
                GeometryReader { proxy in
                    HStack(spacing: 0) {
                        Color.orange.frame(width: proxy.size.width * 0.25)
                        Color.purple.frame(width: proxy.size.width * 0.25)
                        Color.gray.frame(width: proxy.size.width * 0.5)
                    }
                }
            }
            .padding()
            .frame(width: 264, height: 200)
            """#)
        // 264 wide less the default padding of 16 a side: 232, split 58/58/116.
        let colours = frames(of: "Color", in: r)
        #expect(colours.map(\.width) == [58, 58, 116])
        #expect(gapsX(colours) == [0, 0])
    }

    @Test func anImageAtMostAThirdOfTheReaderIsCentred() throws {
        let r = try lay(
            #"""
            struct Hero : View {
                var body: some View {
                    GeometryReader { g in
                        ZStack {
                            Image("knight")
                                .resizable()
                                .aspectRatio(contentMode: .fit)
                                .frame(maxWidth: g.size.width / 3,
                                       maxHeight: g.size.height / 3)
                        }
                        .frame(width: g.size.width, height: g.size.height)
                    }
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        // The square stand-in, fitted to a third of the width.
        #expect(abs(image.width - 400.0 / 3) < 1e-9 && abs(image.height - 400.0 / 3) < 1e-9)
        #expect(abs(image.midX - 200) < 1e-9 && abs(image.midY - 300) < 1e-9)
    }

    /// The text is framed at 75 % of the reader's width; the reader takes the rest of the height.
    @Test func aTextFramedAtThreeQuartersOfTheReader() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Measured: View {
                var body: some View {
                    VStack {
                        GeometryReader { proxy in
                            Text("Three quarters")
                                .frame(width: proxy.size.width * 0.75)
                                .background(.orange)
                        }
                        .background(.yellow)
                        Text("Below")
                            .background(.gray)
                    }
                }
            }

            #Preview {
                Measured()
            }
            """#)
        #expect(frames(of: "frame", in: r).first?.width == 300)
        #expect(frames(of: "GeometryReader", in: r).first.map { [$0.minY, $0.height] } == [0, 600 - 16 - 8])
    }

    @Test func theReaderPrintsItsWholeSize() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Sized: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack(alignment: .leading, spacing: 6) {
                            Text("\(Int(proxy.size.width)) by \(Int(proxy.size.height))")
                                .font(.headline)
                            Text("at the top-leading corner")
                                .font(.caption)
                        }
                        .padding()
                        .background(Color.green.opacity(0.3))
                    }
                    .border(Color.orange, width: 2)
                }
            }

            #Preview {
                Sized()
            }
            """#, width: 360, height: 240)
        #expect(texts(r).first == "360 by 240")
    }

    /// Each card is the reader's width less 100: 400 less 100 (the scroll view's horizontal padding
    /// is inside the reader).
    @Test func cardsAreTheReaderLessAHundred() throws {
        let cards = frames(
            of: "RoundedRectangle",
            in: try lay(
                #"""
                import SwiftUI

                private struct Carousel : View {
                    var tints = [Color.orange, Color.purple, Color.gray, Color.green]

                    var body: some View {
                        GeometryReader { reader in
                            ScrollView(Axis.Set.horizontal, showsIndicators: false) {
                                HStack {
                                    ForEach(tints, id: \.self) { tint in
                                        RoundedRectangle(cornerRadius: 10)
                                            .fill(tint)
                                            .frame(width: reader.size.width - 100,
                                                   height: 150)
                                    }
                                }
                            }
                            .padding(.horizontal)
                        }
                        .font(.title)
                    }
                }

                #Preview {
                    Carousel()
                }
                """#))
        #expect(cards.count == 4 && cards.allSatisfy { $0.width == 300 && $0.height == 150 })
        #expect(cards.first?.minX == 16)
    }

    /// ViewThatFits: the full label unframed, the short one in 100 points, the symbol in 40.
    @Test func viewThatFitsPicksWhatFits() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Widths: View {
                var body: some View {
                    VStack(spacing: 16) {
                        MessagesButton()
                            .border(.green, width: 1)
                        MessagesButton()
                            .frame(width: 100)
                            .border(.green, width: 1)
                        MessagesButton()
                            .frame(width: 40)
                            .border(.green, width: 1)
                    }
                    .font(.system(size: 15))
                    .navigationTitle("Three widths")
                    .padding()
                }
            }

            struct MessagesButton: View {
                var body: some View {
                    ViewThatFits {
                        Text("Show all messages")
                        Text("Messages")
                        Image(systemName: "envelope")
                    }
                    .lineLimit(1)
                }
            }

            #Preview {
                Widths()
            }
            """#)
        #expect(texts(r) == ["Show all messages", "Messages"])
        let image = try #require(frames(of: "Image", in: r).first)
        let frame40 = try #require(frames(of: "frame", in: r).last)
        #expect(frame40.width == 40 && image.width <= 40 && image.midX == frame40.midX)
    }

    /// Two halves of the GeometryReader 6 apart (so the pair overflows by 6): the left one half as
    /// tall as the reader, the right one 40.
    @Test func readerHalvesSixApart() throws {
        let colours = frames(
            of: "Color",
            in: try lay(
                #"""
                import SwiftUI

                struct Halves: View {
                    var body: some View {
                        GeometryReader { geometry in
                            HStack(spacing: 6) {
                                Text("A")
                                    .frame(width: geometry.size.width / 2, height: geometry.size.height / 2)
                                    .background(Color.green)
                                Text("B")
                                    .frame(width: geometry.size.width / 2, height: 40)
                                    .background(Color.purple)
                            }
                        }.padding()
                    }
                }

                struct Halves_Previews: PreviewProvider {
                    static var previews: some View {
                        Halves()
                    }
                }
                """#))
        #expect(colours.map(\.width) == [184, 184])
        #expect(colours.map(\.height) == [284, 40])
        #expect(colours[1].minX - colours[0].maxX == 6)
    }

    /// Half the width each, side by side, 40 high.
    @Test(arguments: [
        #"""
        import SwiftUI

        struct Pair: View {
            var body: some View {
                GeometryReader { geometry in
                    HStack(spacing: 0) {
                        Text("West")
                            .frame(width: geometry.size.width / 2, height: 40)
                            .background(Color.green)
                        Text("East")
                            .frame(width: geometry.size.width / 2, height: 40)
                            .background(Color.blue)
                    }
                }
            }
        }
        """#,
        #"""
        import SwiftUI

        struct Pair: View {
            var body: some View {
                GeometryReader { g in
                    HStack(spacing: 0) {
                        Text("Port")
                            .frame(width: g.size.width * 0.5,
                                   height: 40)
                            .background(Color.red)
                        Text("Starboard")
                            .frame(width: g.size.width * 0.5,
                                   height: 40)
                            .background(Color.green)
                    }
                }
            }
        }

        struct Pair_Previews: PreviewProvider {
            static var previews: some View {
                Pair()
            }
        }
        """#,
    ])
    func halvesSideBySide(_ swift: String) throws {
        let colours = frames(of: "Color", in: try lay(swift))
        #expect(colours.map(\.width) == [200, 200] && colours.map(\.height) == [40, 40])
        #expect(colours[1].minX == colours[0].maxX)
    }

    /// coordinateSpace(_:) and coordinateSpace(name:): the 25-point circle, padded 5, over the centre
    /// of the 100-point square, and the location under it
    /// (developer.apple.com/documentation/swiftui/view/coordinatespace(_:),
    /// developer.apple.com/documentation/swiftui/view/coordinatespace(name:)).
    @Test(arguments: [#".coordinateSpace(.named("board"))"#, #".coordinateSpace(name: "board")"#])
    func aCircleInANamedCoordinateSpace(_ space: String) throws {
        let r = try lay(
            #"""
            struct Board: View {
                @State private var spot = CGPoint.zero

                var body: some View {
                    VStack {
                        Color.green.frame(width: 100, height: 100)
                            .overlay(marker)
                        Text("Point: \(Int(spot.x)), \(Int(spot.y))")
                    }
                    SPACE
                }

                var marker: some View {
                    Circle()
                        .frame(width: 25, height: 25)
                        .gesture(move)
                        .padding(5)
                }

                var move: some Gesture {
                    DragGesture(coordinateSpace: .named("board"))
                        .onChanged { value in spot = value.location }
                }
            }
            """#.replacingOccurrences(of: "SPACE", with: space))
        let square = try #require(frames(of: "Color", in: r).first)
        let circle = try #require(frames(of: "Circle", in: r).first)
        #expect(square.width == 100 && circle.width == 25)
        #expect(circle.midX == square.midX && circle.midY == square.midY)
        #expect(textLines(r) == [["Point: 0, 0"]])
    }

    /// The reader reports the size it is proposed (the canvas less 10 a side), its text at its
    /// top-leading corner; written on one line.
    @Test func theReaderReportsTheSizeItIsProposed() throws {
        let r = try lay(
            #"""
            GeometryReader { p in Text( "\(p.size.width) by \(p.size.height)" ) .font(.footnote) .foregroundStyle(.black) .padding(4) .background(.yellow) .fixedSize()}.border(.gray).padding(10)
            """#)
        #expect(textLines(r) == [["380.0 by 580.0"]])
        let reader = try #require(frames(of: "GeometryReader", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(reader == Rect(x: 10, y: 10, width: 380, height: 580))
        #expect(text.minX == reader.minX + 4 && text.minY == reader.minY + 4)
    }

    /// containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) in a 400-point scroll view:
    /// (400 − 2 × 10) / 3 × 2 + 10 wide, after the 16-point content margin, 180 high; the next card
    /// peeks in.
    @Test func aCarouselShowsOneCardAndAPeek() throws {
        let cards = frames(
            of: "RoundedRectangle",
            in: try lay(
                #"""
                import SwiftUI

                struct Strip: View {
                var body: some View {
                ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                ForEach(0..<6) { n in
                RoundedRectangle(cornerRadius: 12)
                .fill(.orange.gradient)
                .overlay(Text("Slide \(n + 1)").bold())
                .foregroundStyle(.white)
                .containerRelativeFrame(
                .horizontal, count: 3, span: 2, spacing: 10)
                .frame(height: 180)
                }
                }
                .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .contentMargins(.horizontal, 16)
                }
                }
                """#))
        let width = (400.0 - 2 * 10) / 3 * 2 + 10
        #expect(cards.first.map { abs($0.width - width) < 1e-9 } == true)
        #expect(cards.first?.minX == 16 && cards.first?.height == 180)
        let next = try #require(cards.dropFirst().first)
        #expect(next.minX < 400 && next.maxX > 400)
    }

    /// GeometryReader: the reader's size in the text; a rectangle of a quarter of the width and a
    /// third of the height at its top-leading corner; the green quarter-size colour centred in a
    /// full-size frame, behind conditional imports.
    @Test func geometryReaderDemos() throws {
        let told = try lay(
            #"""
            import SwiftUI

            struct Told: View {
                var body: some View {
                    GeometryReader { g in
                        Text("w \(g.size.width) h \(g.size.height)")
                    }
                }
            }

            struct Told_Previews: PreviewProvider {
                static var previews: some View {
                    Told()
                }
            }
            """#)
        #expect(texts(told) == ["w 400.0 h 600.0"])
        let part = try lay(
            #"""
            import SwiftUI

            struct Part: View {
                var body: some View {
                    GeometryReader { g in
                        Rectangle()
                            .foregroundColor(Color.blue)
                            .frame(width: g.size.width / 4, height: g.size.height / 3)
                    }
                }
            }
            """#)
        let quarter = try #require(frames(of: "Rectangle", in: part).first)
        #expect([quarter.minX, quarter.minY, quarter.width, quarter.height] == [0, 0, 100, 200])
        let centred = try lay(
            #"""
            #if SOME_OTHER_UI
            import SomeOtherUI
            #else
            import SwiftUI
            #endif

            // The backdrop fills the reader; the colour sits in its middle.
            struct Centred: View {
                var body: some View {
                    GeometryReader { g in
                        VStack {
                            Color.green
                                .frame(
                                    width: g.size.width / 4,
                                    height: g.size.height / 4
                                )
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.gray.opacity(0.2))
                    }
                }
            }
            """#)
        let green = try #require(frames(of: "Color", in: centred).last)
        #expect([green.minX, green.minY, green.width, green.height] == [150, 225, 100, 150])
    }

    /// ViewThatFits: the 450-point capsule does not fit 400, so the 150-point circle shows.
    @Test func theCircleIsTheViewThatFits() throws {
        let r = try lay(
            #"""
            import SwiftUI

            /*
             The first child whose ideal size fits the proposal is shown; failing all, the last.
             */
            struct Fitting: View {
                var body: some View {
                    ViewThatFits {
                        Capsule()
                            .frame(width: 450, height: 100)
                        Circle()
                            .frame(width: 150, height: 150)
                    }
                }
            }
            """#)
        #expect(frames(of: "Capsule", in: r).isEmpty)
        let circle = try #require(frames(of: "Circle", in: r).first)
        #expect(circle == Rect(x: 125, y: 225, width: 150, height: 150))
    }

    /// In each row the first text that fits the row's height (none taller than its 34 or 18 points).
    @Test func eachRowShowsTheFirstTextThatFits() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                import SwiftUI

                struct Greeting: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            hello
                            hello
                                .frame(maxHeight: 34)
                            hello
                                .frame(maxHeight: 18)
                        }
                    }

                    var hello: some View {
                        ViewThatFits {
                            Text("Good morning")
                                .font(.largeTitle.weight(.bold))
                            Text("Good morning")
                                .font(.headline.weight(.bold))
                            Text("morning")
                                .font(.caption.weight(.bold))
                        }
                    }
                }

                struct Greeting_Previews: PreviewProvider {
                    static var previews: some View {
                        Greeting()
                    }
                }
                """#))
        #expect(texts.count == 3)
        #expect(texts[0].height > 34 && texts[1].height <= 34 && texts[2].height <= 18)
    }

    /// The reader's height, as Swift prints a CGFloat, at the reader's top-leading corner.
    @Test func geometryReaderTellsItsHeight() throws {
        let r = try lay(
            #"""
            GeometryReader { geometry in
            Text("\(geometry.size.height) tall")
            }
            """#)
        #expect(texts(r) == ["600.0 tall"])
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.minX == 0 && text.minY == 0)
    }

    /// A quarter and three quarters of the reader's width.
    @Test func quartersOfTheReader() throws {
        let colours = frames(
            of: "Color",
            in: try lay(
                #"""
                GeometryReader { geometry in
                HStack(spacing: 0) {
                Text("Less")
                .font(.largeTitle)
                .foregroundColor(.white)
                .frame(width: geometry.size.width * 0.25)
                .background(Color.purple)
                Text("More")
                .font(.largeTitle)
                .foregroundColor(.white)
                .frame(width: geometry.size.width * 0.75)
                .background(Color.blue)
                }
                }
                .frame(height: 60)
                """#))
        #expect(colours.map(\.width) == [100, 300])
        #expect(colours[1].minX == colours[0].maxX)
    }

    /// An empty GeometryReader takes what it is offered.
    @Test func emptyReaderTakesTheCanvas() throws {
        let r = try lay(
            #"""
            GeometryReader { _ in
              // nothing yet
            }
            """#)
        #expect(r.root.type == "GeometryReader")
        #expect(r.root.frame == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    /// The GeometryReader takes all the space; its text sits at its top-leading corner.
    @Test func theReaderTakesEverything() throws {
        let r = try lay(
            #"""
            struct Everything: View {
                var body: some View {
                    VStack{
                        GeometryReader{ proxy in
                            Text("Up here").background(Color.orange)
                        }
                        .background(Color.purple)
                    }
                    .background(Color.gray)
                    }
            }
            """#)
        let reader = try #require(frames(of: "GeometryReader", in: r).first)
        #expect(reader == Rect(x: 0, y: 0, width: 400, height: 600))
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.minX == 0 && text.minY == 0)
    }

    /// A quarter and three quarters of the reader's width, under the two texts, to its bottom.
    @Test func aQuarterAndThreeQuartersOfTheReader() throws {
        let rects = frames(
            of: "Rectangle",
            in: try lay(
                #"""
                import SwiftUI

                struct Split: View {
                    var body: some View {
                        GeometryReader { g in
                            VStack {
                                Text("w = \(g.size.width)")
                                Text("h = \(g.size.height)")
                                HStack(spacing: 0) {
                                    Rectangle()
                                        .fill(Color.orange)
                                        .frame(width: g.size.width * 0.25)
                                    Rectangle()
                                        .fill(Color.purple)
                                        .frame(width: g.size.width * 0.75)
                                }
                            }
                        }
                    }
                }

                struct Split_Previews: PreviewProvider {
                    static var previews: some View {
                        Split()
                            .previewLayout(.sizeThatFits)
                    }
                }
                """#))
        #expect(rects.map(\.width) == [100, 300])
        #expect(rects[0].minX == 0 && rects[1].minX == 100 && rects[0].maxY == 600)
    }

    /// The text's frame is 60 % of the reader's width, at its top leading corner.
    @Test func sixtyPercentOfTheWidth() throws {
        let r = try lay(
            #"""
            struct Sixty: View {
                var body: some View {
                    GeometryReader { geo in
                        Text("Sixty per cent")
                            .frame(width: geo.size.width * 0.6)
                            .background(Color.orange)
                    }
                }
            }
            """#)
        let reader = try #require(frames(of: "GeometryReader", in: r).first)
        #expect(reader == Rect(x: 0, y: 0, width: 400, height: 600))
        let fill = try #require(frames(of: "Color", in: r).first)
        #expect(fill == Rect(x: 0, y: 0, width: 240, height: 16))
    }

    /// ViewThatFits(in: .vertical) in a 180×90 frame keeps the first text, whose ideal height at 180
    /// wide (four lines, the first of 22 characters) fits in 90; the three 180-point frames are wider
    /// than the canvas together.
    @Test func viewThatFitsKeepsTheFirstText() throws {
        let r = try lay(
            #"""
            import Foundation
            import SwiftUI

            struct Ideal: View {
                var body: some View {
                    HStack {
                        // what ViewThatFits picks
                        ViewThatFits(in: .vertical) {
                            Text("A container offers its child a size and the child picks its own from it.")
                            Text("Or it does not.")
                        }
                        .border(.green)
                        .frame(width: 180, height: 90, alignment: .top)
                        .border(.orange)
                        // the first text's ideal height
                        Text("A container offers its child a size and the child picks its own from it.")
                            .fixedSize(horizontal: false, vertical: true)
                            .border(.green)
                            .frame(width: 180, height: 90, alignment: .top)
                            .border(.orange)
                        // the second's
                        Text("Or it does not.")
                            .fixedSize(horizontal: false, vertical: true)
                            .border(.green)
                            .frame(width: 180, height: 90, alignment: .top)
                            .border(.orange)
                    }
                }
            }

            #Preview(traits: .landscapeLeft) {
                Ideal()
            }
            """#)
        let stack = try #require(frames(of: "HStack", in: r).first)
        #expect(stack.width == 3 * 180 + 2 * 8 && stack.midX == 200)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3 && texts[0].width == 22 * 8 && texts[0].height == 4 * 16)
        #expect(texts[0].height == texts[1].height)
    }
}
