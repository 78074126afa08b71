import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Alignments on text baselines, gestures and named coordinate spaces (which move no frame), and the
/// safe area Plumb does not have.
@Suite("Text baselines, coordinate spaces and the safe area")
struct GeometryAndAlignmentTests: ConstructSuite {
    /// iOS 16's alignments of a horizontal guide and a text baseline, as Apple's Alignment page
    /// overlays them, each at its own overlay.
    @Test func textBaselineAlignmentsPlaceAtTheBaselines() throws {
        let swift = """
            Text("One\\nTwo")
                .frame(width: 200, height: 100, alignment: .top)
                .overlay(alignment: .leadingLastTextBaseline) { Text("last") }
                .overlay(alignment: .trailingFirstTextBaseline) { Text("first") }
            """
        let result = try lay(swift)
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 3)
        let (body, last, first) = (texts[0], texts[1], texts[2])
        // One line of body text is 16 high: the last baseline is the second line's, the first the first's.
        #expect(last.minY == body.minY + 16 && first.minY == body.minY)
        #expect(last.minX == 100 && first.maxX == 300)
    }

    /// Apple's `coordinateSpace(_:)` page: a `var drag: some Gesture` member and the named space
    /// move no frame. A
    /// frame read in a named space is still refused where it is read.
    @Test func gesturesAndNamedCoordinateSpacesMoveNoFrame() throws {
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

    /// `geometry.safeAreaInsets.bottom`: Plumb has no safe area, so the import says so at the member.
    @Test func safeAreaInsetsAreRefusedWithWhy() throws {
        let error = refusal(
            """
            GeometryReader { geometry in
                Text("Height: \\(geometry.safeAreaInsets.bottom)")
            }
            """)
        #expect(error?.line == 2 && error?.column == 30)
        #expect(error?.message.hasPrefix("safeAreaInsets is not in Plumb: Plumb has no safe area") == true)
    }
}
