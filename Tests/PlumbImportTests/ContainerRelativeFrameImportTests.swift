import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// `containerRelativeFrame` as Apple's page writes it, imported and laid out with the geometry the
/// page's rule gives.
struct ContainerRelativeFrameImportTests: ConstructSuite {
    /// Apple's first example: each rectangle takes the scroll view's whole size (the canvas here),
    /// so three of them are three screens wide.
    @Test func bothAxesTakeTheScrollViewsSize() throws {
        let result = try lay(
            """
            let items = [1, 2, 3]
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0.0) {
                    ForEach(items, id: \\.self) { item in
                        Rectangle()
                            .fill(.purple)
                            .containerRelativeFrame([.horizontal, .vertical])
                    }
                }
            }
            """, width: 400, height: 600)
        // The lazy stack makes what the scroll view shows: the first of three screens.
        #expect(frames(of: "Rectangle", in: result).map(\.size) == [Size(width: 400, height: 600)])
        #expect(frames(of: "LazyHStack", in: result).first?.width == 1200)
    }

    /// Apple's second: `count: 4, span: 3, spacing: 10.0` in a 400-point scroll view is
    /// (400 − 30) / 4 · 3 + 20 = 297.5 wide, and the 3:2 aspect ratio gives the height.
    @Test func columnsFollowApplesRule() throws {
        let swift = """
            let items = [1, 2, 3]
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10.0) {
                    ForEach(items, id: \\.self) { item in
                        Rectangle()
                            .fill(.purple)
                            .aspectRatio(3.0 / 2.0, contentMode: .fit)
                            .containerRelativeFrame(
                                .horizontal, count: 4, span: 3, spacing: 10.0)
                    }
                }
            }
            """
        #expect(
            try lua(swift).contains(#":containerRelativeFrame("horizontal", { count = 4, span = 3, spacing = 10.0 })"#))
        let rectangles = frames(of: "Rectangle", in: try lay(swift, width: 400, height: 600))
        #expect(rectangles.first?.width == 297.5)
        #expect(rectangles.first?.height == 297.5 * 2 / 3)
        #expect(rectangles.dropFirst().first?.minX == 307.5)
    }

    /// Apple's third: the closure's length divided by 5 for the horizontal axis, with
    /// `.vertical` compared as Plumb names an axis.
    @Test func theClosureIsALengthFunction() throws {
        let swift = """
            Rectangle()
                .fill(.purple)
                .aspectRatio(1.0, contentMode: .fill)
                .containerRelativeFrame(
                    .horizontal, alignment: .topLeading
                ) { length, axis in
                    if axis == .vertical {
                        return length / 3.0
                    } else {
                        return length / 5.0
                    }
                }
            """
        let lua = try lua(swift)
        #expect(
            lua.contains(#"containerRelativeFrame("horizontal", { alignment = "topLeading" }, function(length, axis)"#))
        #expect(lua.contains(#"if axis == "vertical" then"#))
        let frame = try #require(
            frames(of: "containerRelativeFrame", in: try lay(swift, width: 400, height: 300)).first)
        #expect(frame.width == 80)
    }

    /// `.contentMargins` written after modifiers that only set how the ScrollView scrolls is still
    /// the ScrollView's (as in `.scrollTargetBehavior(.viewAligned).contentMargins(.horizontal, 16)`);
    /// after anything else it is not.
    @Test func contentMarginsAfterScrollingModifiersAreTheScrollViews() throws {
        let written = """
            ScrollView(.horizontal) {
                HStack { Color.red.frame(width: 50, height: 50) }
            }
            .contentMargins(.horizontal, 16)
            """
        let after = written.replacingOccurrences(
            of: ".contentMargins",
            with: ".scrollTargetBehavior(.viewAligned)\n.scrollIndicators(.hidden)\n.contentMargins")
        #expect(frames(of: "Color", in: try lay(after)) == frames(of: "Color", in: try lay(written)))
        #expect(frames(of: "Color", in: try lay(after)).first?.minX == 16)
        // The content, now inside the padded stack, is indented one level deeper than it.
        let wide = """
            ScrollView(.horizontal) {
                HStack {
                    Color.red.frame(width: 50, height: 50)
                    Color.blue.frame(width: 50, height: 50)
                    Color.green.frame(width: 50, height: 50)
                }
            }
            .contentMargins(.horizontal, 16)
            """
        #expect(
            try lua(wide).contains(
                "\n  HStack {\n    HStack {\n      Color.red:frame { width = 50, height = 50 },\n"))
        let elsewhere = refusal(
            written.replacingOccurrences(of: ".contentMargins", with: ".padding()\n.contentMargins"))
        #expect(elsewhere?.message.hasPrefix(".contentMargins is not in Plumb") == true)
    }

    @Test func whatItDoesNotTakeIsRefusedWhereItIsWritten() {
        let axes = refusal("Color.red.containerRelativeFrame(axes)")
        #expect(axes?.message.hasPrefix("expected the axes as .horizontal, .vertical") == true)
        let label = refusal("Color.red.containerRelativeFrame(.horizontal, columns: 3)")
        #expect(label?.message == "containerRelativeFrame has no argument 'columns'")
        #expect(label?.column == 47)
        // Swift has no default for either of count and spacing (count and span written alone do not compile).
        let spacing = refusal("Rectangle().containerRelativeFrame(.vertical, count: 100, span: 43)")
        #expect(spacing?.message == "containerRelativeFrame takes count and spacing together (neither has a default)")
        #expect(spacing?.column == 13)
    }

    /// `UIScreen.main.bounds.width - 30`: the screen reaches past the safe area Plumb's canvas stands
    /// for, so it is refused where it is written; the message gives the nearest form for a width taken from
    /// the window's, `containerRelativeFrame`, and that form, written in its place, gives the width
    /// the snippet means on an iPhone held upright (no safe-area insets at the sides): 400 − 30.
    @Test func uiScreenIsRefusedWithTheContainerRelativeForm() throws {
        let pasted = """
            VStack {
                List { Text("Hello") }
                Button(action: {}) {
                    Text("SwiftUI")
                        .frame(width: UIScreen.main.bounds.width - 30,height: 45)
                }
            }
            """
        let error = try #require(refusal(pasted))
        #expect(error.line == 5 && error.column == 27)
        #expect(error.message.hasPrefix("UIScreen is not in Plumb"))
        #expect(error.suggestion?.contains(".containerRelativeFrame(.horizontal) { width, _ in width - 30 }") == true)
        #expect(error.suggestion?.contains("GeometryReader") == true)
        let nearest = """
            VStack {
                List { Text("Hello") }
                Button(action: {}) {
                    Text("SwiftUI")
                        .frame(height: 45)
                        .containerRelativeFrame(.horizontal) { width, _ in width - 30 }
                }
            }
            """
        let result = try lay(nearest)
        let label = try #require(frames(of: "Text", in: result).last)
        let frame = try #require(frames(of: "containerRelativeFrame", in: result).last)
        #expect(frame.width == 370 && frame.minX == 15 && frame.height == 45)
        #expect(label.midX == 200 && label.midY == frame.midY)
    }
}
