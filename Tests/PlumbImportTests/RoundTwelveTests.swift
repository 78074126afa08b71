import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 12's snippets found (Sources/PlumbImport/README.md, "Twelfth round"),
/// each imported and run on its own.
struct RoundTwelveTests: ConstructSuite {
    /// The colour a placed view draws (`Color(white)` is "white").
    func colour(_ v: PlacedView) -> String? {
        if case .color(let name) = v.content { return name }
        return nil
    }

    /// Every view of `type` with its colour, depth first.
    func colours(of type: String, in result: LayoutResult) -> [String] {
        var out: [String] = []
        func walk(_ v: PlacedView) {
            if v.type == type, let c = colour(v) { out.append(c) }
            v.children.forEach(walk)
        }
        walk(result.root)
        return out
    }

    /// Apple's `background(ignoresSafeAreaEdges:)` page: `.background()` is the default background
    /// style, the system background (white in light mode), behind the padded label (round 12: a
    /// run-time error, "background: expected a view"). `ignoresSafeAreaEdges:` is dropped with the
    /// style kept, and `.background` as a style is the same white.
    @Test func theDefaultBackgroundStyle() throws {
        let swift = """
            ZStack {
                Color.teal
                Label("Flag", systemImage: "flag.fill")
                    .padding()
                    .background()
            }
            """
        let result = try lay(swift)
        let label = try #require(frames(of: "Label", in: result).first)
        let fills = colours(of: "Color", in: result)
        #expect(fills == ["teal", "white"])
        let behind = try #require(frames(of: "Color", in: result).last)
        // The padded label's frame: the label and 16 a side.
        #expect(behind.width == label.width + 32 && behind.height == label.height + 32)
        #expect(try lua(swift).contains("-- the background style drawn as the system background"))

        let kept = try lay(#"Text("x").padding().background(.red, ignoresSafeAreaEdges: .all)"#)
        #expect(colours(of: "Color", in: kept) == ["red"])
        #expect(
            try lua(#"Text("x").background(.red, ignoresSafeAreaEdges: .all)"#).contains(
                "ignoresSafeAreaEdges: dropped"))
        #expect(colours(of: "Color", in: try lay(#"Text("x").background(ignoresSafeAreaEdges: .all)"#)) == ["white"])
        #expect(colours(of: "Color", in: try lay(#"Text("x").background(.background)"#)) == ["white"])
        #expect(try lua(#"Text("x").foregroundStyle(.background)"#).contains(":foregroundStyle(Color.white)"))
        _ = try lay(#"Text("x").foregroundStyle(.background)"#)
    }

    /// Apple's `overlay(_:in:fillStyle:)` page: the style fills the shape over the view, as
    /// `background(_:in:)` puts it behind (round 12: `:overlay(Color.teal, Rectangle())`, a run-time
    /// error); the shape's `inset(by:)` moves its path inside its frame, not the frame: dropped,
    /// said so.
    @Test func anOverlayInAShapeAndAnInsetShape() throws {
        let swift = """
            Rectangle()
                .frame(width: 200, height: 100)
                .overlay(.teal, in: Rectangle().inset(by: 10).stroke(lineWidth: 5))
            """
        let result = try lay(swift)
        let shapes = frames(of: "Rectangle", in: result)
        #expect(shapes.count == 2)
        #expect(shapes.allSatisfy { $0.width == 200 && $0.height == 100 })
        let text = try lua(swift)
        #expect(text.contains(":overlay(Rectangle():stroke { lineWidth = 5 }:fill(Color.teal))"))
        #expect(text.contains("-- .inset dropped: a shape's inset moves its path inside its frame, not the frame"))
        let filled = try lay(#"Text("x").padding().overlay(.blue, in: Circle(), fillStyle: FillStyle())"#)
        #expect(
            frames(of: "Circle", in: filled).first?.width == frames(of: "Text", in: filled).first.map { $0.width + 32 })
    }

    /// Apple's `coordinateSpace(_:)` page: a `var drag: some Gesture` member and the named space
    /// move no frame (round 12: "unknown view 'DragGesture'", and the modifier was refused). A
    /// frame read in a named space is still refused where it is read.
    @Test func gesturesAndNamedCoordinateSpaces() throws {
        let swift = """
            struct ContentView: View {
                @State private var location = CGPoint.zero

                var body: some View {
                    VStack {
                        Color.red.frame(width: 100, height: 100)
                            .overlay(circle)
                        Text("Location: \\(Int(location.x)), \\(Int(location.y))")
                    }
                    .coordinateSpace(.named("stack"))
                }

                var circle: some View {
                    Circle()
                        .frame(width: 25, height: 25)
                        .gesture(drag)
                        .padding(5)
                }

                var drag: some Gesture {
                    DragGesture(coordinateSpace: .named("stack"))
                        .onChanged { info in location = info.location }
                }

                func tap() -> some Gesture { TapGesture() }
                var press: LongPressGesture { LongPressGesture() }
            }
            """
        let result = try lay(swift)
        let circle = try #require(frames(of: "Circle", in: result).first)
        let square = try #require(frames(of: "Color", in: result).first)
        #expect(circle.width == 25)
        #expect(circle.minX + circle.width / 2 == square.minX + square.width / 2)
        #expect(circle.minY + circle.height / 2 == square.minY + square.height / 2)
        var shown: [String] = []
        func walk(_ v: PlacedView) {
            if case .text(let lines, _) = v.content { shown += lines }
            v.children.forEach(walk)
        }
        walk(result.root)
        #expect(shown == ["Location: 0, 0"])
        #expect(
            try lua(swift).contains("-- .coordinateSpace dropped: it names a coordinate space, which moves no frame"))

        let named = """
            struct SwipeGesture: View {
                var body: some View { Color.red.frame(width: 10, height: 10) }
            }
            struct Card: View {
                var body: some View { hint }
                var hint: SwipeGesture { SwipeGesture() }
            }
            """
        #expect(frames(of: "Color", in: try lay(named)).first?.width == 10)

        let read = """
            GeometryReader { proxy in
                Text("\\(proxy.frame(in: .named("stack")).minX)")
            }
            """
        let error = refusal(read)
        #expect(error?.line == 2 && error?.column == 29)
        #expect(error?.message.hasPrefix("a frame in a named coordinate space is not translated") == true)
    }

    /// Apple's MeshGradient page: the mesh drawn as its first colour, filling what it is offered as
    /// SwiftUI's other gradients are (round 12: refused).
    @Test func aMeshGradientIsItsFirstColour() throws {
        let swift = """
            MeshGradient(width: 2, height: 2, points: [
                .init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)
            ], colors: [.red, .purple, .indigo, .orange])
            """
        let result = try lay(swift, width: 300, height: 200)
        #expect(colours(of: "Color", in: result) == ["red"])
        #expect(frames(of: "Color", in: result).first.map { [$0.width, $0.height] } == [300, 200])
        #expect(try lua(swift).contains("-- MeshGradient drawn as its first colour"))
    }

    /// Apple's `scenePadding(_:)` page: "In other platforms [than watchOS], scene padding produces the
    /// same default padding that you get from the padding(_:_:) modifier" (round 12: refused).
    @Test func scenePaddingIsTheDefaultPadding() throws {
        let swift = """
            VStack(alignment: .leading, spacing: 10) {
                Text("Scene padding")
                    .scenePadding(.horizontal)
                Text("Minimum Scene padding")
                    .scenePadding(.minimum, edges: .horizontal)
                Text("Regular padding")
                    .padding(.horizontal)
                Text("All").scenePadding()
            }
            """
        let result = try lay(swift)
        let texts = frames(of: "Text", in: result)
        let padded = result.root.children.map(\.frame)
        #expect(texts.count == 4 && padded.count == 4)
        for i in 0..<3 { #expect(padded[i].width == texts[i].width + 32 && padded[i].height == texts[i].height) }
        #expect(padded[3].width == texts[3].width + 32 && padded[3].height == texts[3].height + 32)
    }

    /// Apple's `contentMargins(_:_:for:)` page: "the scroll view will automatically inset its content
    /// by the safe area plus an additional 20 points on the leading and trailing edge": the content
    /// padded, stacked as the ScrollView stacks it (round 12: refused). Margins for the scroll
    /// indicators move no content; written on anything but the ScrollView, it is refused.
    @Test func contentMarginsOnAScrollView() throws {
        let swift = """
            ScrollView(.horizontal) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 50)
            }
            .contentMargins(.horizontal, 20.0)
            """
        let result = try lay(swift)
        let boxes = frames(of: "Color", in: result)
        #expect(boxes.map(\.minX) == [20, 128])
        let vertical = try lay(
            """
            ScrollView {
                Text("Row")
            }
            .contentMargins(10, for: .scrollContent)
            """)
        #expect(frames(of: "Text", in: vertical).first?.minY == 10)
        let indicators = try lay(
            """
            ScrollView {
                Text("Row")
            }
            .contentMargins(10.0, for: .scrollIndicators)
            """)
        #expect(frames(of: "Text", in: indicators).first?.minY == 0)
        let elsewhere = refusal(
            """
            VStack {
                ScrollView { Text("Row") }
            }
            .contentMargins(.horizontal, 20.0)
            """)
        #expect(elsewhere?.line == 4 && elsewhere?.column == 2)
        #expect(elsewhere?.suggestion?.contains("write .contentMargins on the ScrollView itself") == true)
    }

    /// Apple's `listRowSpacing(_:)` page: "a List with 10 pts of spacing between each row" (round 12:
    /// refused); each row is a card of its own then.
    @Test func listRowSpacing() throws {
        let swift = """
            List {
                Text("Blue")
                Text("Red")
                Text("Green")
            }
            .listRowSpacing(10.0)
            """
        let result = try lay(swift)
        let rows = frames(of: "Text", in: result)
        #expect(rows.count == 3)
        // Rows 44 high, their texts 14 inside (11 and half of 22 − 16): each 54 below the last.
        #expect(rows[1].minY - rows[0].minY == 54 && rows[2].minY - rows[1].minY == 54)
        #expect(frames(of: "RoundedRectangle", in: result).count == 3)
        #expect(frames(of: "Divider", in: result).isEmpty)
        let touching = try lay(
            """
            List {
                Text("Blue")
                Text("Red")
            }
            """)
        let together = frames(of: "Text", in: touching)
        #expect(together[1].minY - together[0].minY == 44)
        #expect(frames(of: "RoundedRectangle", in: touching).count == 1)
    }

    /// Apple's SecureField page continues a TextField's modifiers with `#if !os(macOS)` …
    /// `#endif`: the modifiers of the clause that holds on an iPhone, on the view, and the chain
    /// goes on after `#endif` (round 12: refused, "postfix if config expression").
    @Test func modifiersInsideAnIf() throws {
        let swift = """
            struct Login: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        TextField("Username", text: $name)
                            .autocorrectionDisabled(true)
                            #if !os(macOS)
                            .textInputAutocapitalization(.never)
                            #endif
                            .padding()
                        Text("x")
                            #if os(macOS)
                            .padding(40)
                            #else
                            .padding(2)
                            #endif
                    }
                }
            }
            """
        let result = try lay(swift)
        let field = try #require(frames(of: "TextField", in: result).first)
        #expect(field.width == 400 - 32)  // the `.padding()` after `#endif`
        let text = try #require(frames(of: "Text", in: result).last)
        let padded = try #require(result.root.children.last?.frame)
        #expect(padded.width == text.width + 4 && padded.height == text.height + 4)
        let script = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        let line = try #require(
            script.lua.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains(":textInputAutocapitalization")
            })
        #expect(script.swiftPosition(ofLuaLine: line + 1)?.line == 8)
    }

    /// ShareLink stays refused: no source records its standard label; the hint says what lays out
    /// like one.
    @Test func aShareLinkIsRefusedWithWhatToWrite() throws {
        let error = refusal(#"ShareLink(item: URL(string: "https://developer.apple.com/xcode/swiftui/")!)"#)
        #expect(error?.line == 1 && error?.column == 1)
        #expect(error?.suggestion?.contains("no source records its standard label") == true)
    }
}
