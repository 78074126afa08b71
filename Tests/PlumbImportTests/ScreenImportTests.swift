import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Whole screens written here, as apps, playgrounds and templates put them, imported and laid out
/// on a 400×600 canvas; text is 8×16 points a character.
@Suite("Whole screens imported")
struct ScreenImportTests: ConstructSuite {
    /// A playground's live view: each of the body's five views framed 320×640 (a modifier on a view
    /// whose body is several views applies to each).
    @Test func aPlaygroundLiveViewFramesEachView() throws {
        let r = try lay(
            #"""
            //: [Back](@previous)

            import Foundation
            import SwiftUI
            import PlaygroundSupport

            struct Banners: View {
                var body: some View {
                    /*
                     a modifier written as a struct
                     */
                    Spacer(minLength: 300)
                    Text("made by a struct")
                        .modifier(Banner())
                    Spacer()
                    /*
                     the same, through an extension
                     */
                    Text("made by an extension")
                        .bannerStyle()
                    Spacer()
                }
            }

            struct Banner: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        //.padding(8)
                        .font(.title)
                        .fontWeight(.bold)
                        .background(.yellow)
                        .padding(12)
                        .background(.green)
                        .multilineTextAlignment(.center)
                }
            }

            extension View {
                func bannerStyle() -> some View {
                    /*
                     the struct above, by name
                     */
                    modifier(Banner())
                }
            }

            PlaygroundPage.current.setLiveView(
                Banners()
                    .frame(width: 320, height: 640)
            )

            //: [On](@next)
            """#)
        let framed = r.root.children.map(\.frame)
        #expect(framed.count == 5 && framed.allSatisfy { $0.width == 320 && $0.height == 640 })
    }

    /// A generic panel with its stand-in heading and no content: the heading padded 16, in the panel.
    @Test func aPanelWithItsStandInHeading() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Panel<Inner: View>: View {
                let heading: String
                @ViewBuilder var inner: () -> Inner

                var body: some View {
                    VStack(alignment: .leading, spacing: 10) {
                        Text(heading)
                            .font(.headline)
                        inner()
                    }
                    .padding()
                    .background(
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color(.secondarySystemBackground))
                    )
                    .overlay(
                        RoundedRectangle(cornerRadius: 12)
                            .stroke(Color(.separator), lineWidth: 1)
                    )
                    .shadow(radius:2, y:2)
                    .padding(.horizontal)
                }
            }
            """#)
        #expect(texts(r) == ["heading"])
        let panel = try #require(frames(of: "overlay", in: r).first)
        let heading = try #require(frames(of: "Text", in: r).first)
        #expect(panel.width == heading.width + 32 && panel.height == heading.height + 32)
    }

    /// The background colour fills the canvas; the 90×90 image sits over the name.
    @Test func aCardOnItsColour() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Card: View {
                var body: some View {
                        ZStack {
                            Color(red: 0.2, green: 0.4, blue: 0.6).ignoresSafeArea()
                            VStack {
                                Image("face").resizable().aspectRatio(contentMode: /*@START_MENU_TOKEN@*/.fill/*@END_MENU_TOKEN@*/).frame(width: /*@START_MENU_TOKEN@*/90.0/*@END_MENU_TOKEN@*/, height: /*@START_MENU_TOKEN@*/90.0/*@END_MENU_TOKEN@*/)
                                Text("Full name")
                            }
                        }
                }
            }

            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Card()
                }
            }
            """#)
        #expect(frames(of: "Color", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let image = try #require(frames(of: "Image", in: r).first)
        let name = try #require(frames(of: "Text", in: r).first)
        #expect(image.size == Size(width: 90, height: 90) && image.maxY + 8 == name.minY)
    }

    /// `#if !os(macOS)`: the size class decides, as on an iPhone, in a view and in a generic stack
    /// with defaulted arguments.
    @Test func sizeClassesDecideBehindIfOS() throws {
        var compact = EnvironmentValues()
        compact.horizontalSizeClass = .compact
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let which = #"""
            struct Which: View {
            #if !os(macOS)
            @Environment(\.horizontalSizeClass) var horizontalSizeClass
            #endif

            var body: some View {
            #if !os(macOS)
            if horizontalSizeClass == .compact {
            Text("Narrow")
            } else {
            Text("Wide")
            }
            #else
            Text("Desktop")
            #endif
            }
            }
            """#
        let inCompact = try layOut(swift: which, width: 400, height: 600, environment: compact).0
        let inRegular = try layOut(swift: which, width: 400, height: 600, environment: regular).0
        #expect(texts(inCompact) == ["Narrow"] && texts(inRegular) == ["Wide"])
        let flex = #"""
            struct FlexStack<Content: View>: View {
            #if !os(macOS)
            @Environment(\.horizontalSizeClass) var sizeClass
            #endif
            let horizontalAlignment: HorizontalAlignment
            let verticalAlignment: VerticalAlignment
            let spacing: CGFloat?
            let content: () -> Content

            init(horizontalAlignment: HorizontalAlignment = .leading, verticalAlignment: VerticalAlignment = .top, spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
            self.horizontalAlignment = horizontalAlignment
            self.verticalAlignment = verticalAlignment
            self.spacing = spacing
            self.content = content
            }

            var body: some View {
            Group {
            #if !os(macOS)
            if sizeClass == .compact {
            VStack(alignment: horizontalAlignment, spacing: spacing, content: content)
            } else {
            HStack(alignment: verticalAlignment, spacing: spacing, content: content)
            }
            #else
            HStack(alignment: verticalAlignment, spacing: spacing, content: content)
            #endif
            }
            }
            }

            struct ContentView: View {
            var body: some View {
            FlexStack {
            Text("Side by side when wide")
            Text("or")
            Text("stacked when narrow")
            }
            }
            }
            """#
        let narrow = frames(of: "Text", in: try layOut(swift: flex, width: 400, height: 600, environment: compact).0)
        #expect(narrow[1].minY > narrow[0].minY && narrow[1].minX == narrow[0].minX)  // a leading VStack
        let wide = frames(of: "Text", in: try layOut(swift: flex, width: 400, height: 600, environment: regular).0)
        #expect(wide[1].minX > wide[0].minX && wide[1].minY == wide[0].minY)  // a top-aligned HStack
    }

    /// The card is padded 16 inside its background, 16 from the canvas at the top and the sides.
    @Test func aCardPaddedFromTheCanvas() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Postcard: View {
                var body: some View {
                    VStack{
                        Image("view")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                        HStack{
                            VStack(alignment: .leading) {
                                Text("FROM")
                                    .font(.headline)
                                    .foregroundColor(.secondary)
                                Text("The coast")
                                    .font(.title)
                                    .fontWeight(.black)
                                    .foregroundColor(.primary)
                                    .lineLimit(2)
                                Text("Wish you were here")
                                    .foregroundColor(.secondary)
                            }
                            .layoutPriority(50)
                            Spacer()
                        }
                        .padding()
                    }
                    .cornerRadius(12)
                    .background(
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.white)
                            .shadow(radius: 6))
                    .padding([.top, .horizontal])
                }
            }

            struct Postcard_Previews: PreviewProvider {
                static var previews: some View {
                    Postcard()
                }
            }
            """#)
        let card = try #require(frames(of: "background", in: r).first)
        #expect(card.minX == 16 && card.width == 368)
        let texts = frames(of: "Text", in: r)
        #expect(texts.allSatisfy { $0.minX == 32 })
    }

    /// A 300×180 card with its text in the middle of the canvas.
    @Test func aCardFramedInTheMiddle() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Back : View {
                var body: some View {
                  VStack {
                    Text("Reverse side")
                    }
                    .frame(width: 300.0, height: 180)
                    .cornerRadius(8)
                    .shadow(radius: 12)
                }
            }

            #if DEBUG
            struct Back_Previews : PreviewProvider {
                static var previews: some View {
                    Back()
                }
            }
            #endif
            """#)
        #expect(r.root.frame == Rect(x: 50, y: 210, width: 300, height: 180))
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// The profile picture: 160×160, 30 below the top, centred, on the gradient's first colour filling
    /// the screen.
    @Test func aProfileHeaderOnItsGradient() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Header: View {
                let gradient = Gradient(colors: [.orange,.pink])

                var body: some View {
                    VStack{
                        HStack{
                            Spacer()
                            VStack{
                                Image("portrait")
                                    .resizable()
                                    .aspectRatio(contentMode: .fill)
                                    .frame(width: 160, height: 160)
                                    .clipShape(Circle())
                                    .clipped()
                                    .overlay(Circle().stroke(Color.white,lineWidth: 3))
                                    .padding(.top,30)
                                Text("A. Person").font(.system(size: 22)).bold().foregroundColor(.white)
                                    .padding(.top,10)
                                Text("@someone").font(.system(size: 16)).foregroundColor(.white)
                                    .padding(.top,2)
                            }
                            Spacer()
                        }
                        Spacer()
                    }.background(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
                    .edgesIgnoringSafeArea(.all)
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image == Rect(x: 120, y: 30, width: 160, height: 160))
        #expect(frames(of: "Color", in: r).first?.size == Size(width: 400, height: 600))
    }

    /// A summary card padded inside and out (16 each), its texts on the leading edge, 10 apart; the
    /// total's amount on the trailing edge.
    @Test func aSummaryCard() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Bill: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 10) {
                        Text("Table 7")
                            .font(.headline)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("1 × Soup of the day")
                            Text("2 × Bread")
                        }
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        Divider()
                        HStack {
                            Text("Due")
                            Spacer()
                            Text("£9.20").bold()
                        }
                    }
                    .padding()
                    .background(.quaternary.opacity(0.3), in: .rect(cornerRadius: 12))
                    .padding()
                }
            }
            """#)
        let card = try #require(frames(of: "RoundedRectangle", in: r).first)
        #expect(card.minX == 16 && card.width == 400 - 32)
        let texts = frames(of: "Text", in: r)
        #expect(texts[0].minX == 32 && texts[1].minX == 32 && texts[2].minY - texts[1].maxY == 2)
        #expect(texts[1].minY - texts[0].maxY == 10)
        #expect(texts[4].maxX == 400 - 32)
    }

    /// One text, its own size, centred: ignoring the safe area moves nothing here; a view in a
    /// playground's live view; two first views.
    @Test(arguments: [
        #"""
        Text("Middle of the screen")
            .edgesIgnoringSafeArea(.all)
        """#,
        #"""
        import SwiftUI
        import PlaygroundSupport

        struct Hello: View {
            var body: some View {
                Text("Hello from a playground")
            }
        }

        PlaygroundPage.current.setLiveView(Hello())

        // Next:
        // stacks
        // lists
        """#,
        "struct ContentView : View {\nvar body: some View {\n \tText(\"A first view\")\n }\n}",
        #"""
        struct ContentView: View {
        var body: some View {
        Text("Hello again")
        }
        }
        """#,
    ])
    func oneTextIsCentred(_ swift: String) throws {
        let text = try #require(frames(of: "Text", in: try lay(swift)).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// Three tiles of three views each in one ZStack, all filling it.
    @Test func threeTilesPiledUp() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Pile: View {
                var body: some View {
                    ZStack{
                        Tile()
                        Tile()
                        Tile()
                    }
                }
            }

            struct Tile: View {
                var body: some View {
                   RoundedRectangle(cornerRadius: 20)
                        .fill()
                        .foregroundColor(.yellow)
                    RoundedRectangle(cornerRadius: 20)
                        .stroke(lineWidth: 2)
                    Text("A")
                        .font(.largeTitle)
                }
            }

            struct Pile_Previews: PreviewProvider {
                static var previews: some View {
                    Pile()
                }
            }
            """#)
        let shapes = frames(of: "RoundedRectangle", in: r)
        #expect(shapes.count == 6 && shapes.allSatisfy { $0 == Rect(x: 0, y: 0, width: 400, height: 600) })
        #expect(frames(of: "Text", in: r).count == 3)
    }

    /// Four face-down tiles share the padded row evenly, 8 apart: (352 − 24) / 4 = 82 each.
    @Test func fourTilesInARow() throws {
        let cards = frames(
            of: "ZStack",
            in: try lay(
                #"""
                    //
                    //  Row.swift
                    //

                    import SwiftUI

                    struct Row: View  {
                        var body: some View {
                            HStack{
                                ForEach(0..<4) { index in
                                    Tile()
                                }
                            }
                            .padding(24)
                            .foregroundColor(Color.purple)
                            .font(Font.largeTitle)
                        }
                    }

                    struct Tile: View{
                        var isFaceUp: Bool = false;
                        var body: some View{
                            ZStack{
                                if isFaceUp{
                                    RoundedRectangle(cornerRadius: 8.0).fill(Color.white)
                                    RoundedRectangle(cornerRadius: 8.0).stroke()
                                    Text("Q" )
                                }else{
                                    RoundedRectangle(cornerRadius: 8.0).fill()
                                }
                            }
                        }
                    }
                """#))
        #expect(cards.count == 4 && cards.allSatisfy { $0.width == 82 && $0.height == 552 })
        #expect(cards[0].minX == 24 && gapsX(cards) == [8, 8, 8] && cards[3].maxX == 376)
    }

    /// Three tiles share the padded column; the first face up, its symbol centred.
    @Test func threeTilesInAColumn() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Column: View {
                var body: some View {
                    VStack {
                       Tile(isFaceUp: true)
                       Tile()
                       Tile()
                    }
                    .foregroundColor(.purple)
                    .font(.largeTitle)
                    .padding()
                }
            }

            struct Tile:View {
                var isFaceUp = false

                var body: some View {
                    ZStack(content: {
                        if isFaceUp {
                        RoundedRectangle(cornerRadius: 10.0)
                            .fill(.white)
                        RoundedRectangle(cornerRadius: 10.0)
                            .strokeBorder(lineWidth: 2.0)
                        Text("★")
                        }else{
                        RoundedRectangle(cornerRadius: 10.0)
                    }
                    })
                }
            }

            #Preview {
                Column()
            }
            """#)
        let cards = frames(of: "ZStack", in: r)
        // (568 − 2 × 8) / 3 = 184 each.
        #expect(cards.count == 3 && cards.allSatisfy { $0.width == 368 && $0.height == 184 })
        #expect(gapsY(cards) == [8, 8])
        let symbol = try #require(frames(of: "Text", in: r).first)
        #expect(symbol.midX == cards[0].midX && symbol.midY == cards[0].midY)
    }

    /// A new project's template: the symbol over the text, centred, padded.
    @Test func theTemplateIsCentred() throws {
        let r = try lay(
            #"""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Image(systemName: "leaf")
                            .imageScale(.large)
                            .foregroundStyle(.accentColor)
                        Text("Hi, Plumb!")
                    }
                    .padding()
                }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(image.midX == 200 && text.midX == 200 && text.minY == image.maxY + 8)
    }

    /// A generic stub whose stored properties are never read: its placeholder text, centred.
    @Test func theStubShowsItsPlaceholderText() throws {
        let text = try #require(
            frames(
                of: "Text",
                in: try lay(
                    #"""
                    import SwiftUI

                    struct Shelf<Book, Spine>: View where Spine: View {
                        var books: [Book]
                        var ratio: CGFloat
                        var spine: (Book) -> Spine

                        var body: some View {
                            Text(/*@START_MENU_TOKEN@*/"Shelf"/*@END_MENU_TOKEN@*/)
                        }
                    }

                    //struct Shelf_Previews: PreviewProvider {
                    //}
                    """#)
            ).first)
        #expect(text.midX == 200 && text.midY == 300)
    }
}
