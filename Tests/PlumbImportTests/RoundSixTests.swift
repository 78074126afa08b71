import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// The constructs round 6's snippets found (Sources/PlumbImport/README.md, "Sixth round"), each
/// imported and run on its own.
struct RoundSixTests: ConstructSuite {
    func importError(_ swift: String) -> ImportError? {
        #expect(throws: ImportError.self) { _ = try SwiftImporter.translate(source: swift, fileName: "View.swift") }
        do {
            _ = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        } catch {
            return error
        }
        return nil
    }

    /// The Swift position a run-time error of the imported script is told at.
    func runtimeErrorPosition(_ swift: String) throws -> SwiftPosition? {
        let script = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "View.swift", width: 400, height: 600)
        } catch let error as LuaError {
            return error.line.flatMap { script.swiftPosition(ofLuaLine: $0) }
        }
        Issue.record("expected a Lua error")
        return nil
    }

    /// A modifier on a line of its own starts a Lua line of its own, so an error it raises while
    /// the script runs is told at its Swift line and column, not at the view the chain starts with
    /// (round 6: `.pickerStyle(.segmented)` was told at the Form's `}` two lines above).
    @Test func aModifiersRunTimeErrorIsToldAtItsOwnLine() throws {
        let swift = """
            struct Card: View {
                var body: some View {
                    Text("Badge")
                        .padding(6)
                        .pickerStyle(.wheel)
                }
            }
            """
        #expect(try runtimeErrorPosition(swift) == SwiftPosition(line: 5, column: 13))
        // After a container's closing brace, on the brace's line.
        let stack = """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("a")
                    }
                    .frame(width: "wide")
                }
            }
            """
        #expect(try runtimeErrorPosition(stack) == SwiftPosition(line: 6, column: 9))
    }

    // MARK: - #if

    /// `#if` is read as a debug build for an iPhone reads it: the clause that holds is translated,
    /// at the top level, among a struct's members and among views (round 6: refused at 3:1).
    @Test func conditionalCompilationTakesTheiOSClause() throws {
        let swift = """
            struct ContentView: View {
            #if !os(macOS)
                let side: CGFloat = 40
            #else
                let side: CGFloat = 90
            #endif
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: side, height: side)
                        #if DEBUG
                        Color.green.frame(width: side, height: side)
                        #endif
                        #if os(macOS) || targetEnvironment(macCatalyst)
                        Color.blue.frame(width: side, height: side)
                        #elseif canImport(UIKit) && !CUSTOM_FLAG
                        Color.yellow.frame(width: 10, height: side)
                        #endif
                    }
                }
            }
            #if DEBUG
            #Preview { ContentView().padding(5) }
            #endif
            """
        let r = try lay(swift)
        #expect(frames(of: "Color", in: r).map(\.width) == [40, 40, 10])
        #expect(r.root.type == "padding")
    }

    @Test func anUnreadableConditionIsAnErrorAtIt() throws {
        let e = try #require(importError("#if someFunction(x)\nlet a = 1\n#endif\nText(\"a\")\n"))
        #expect(e.line == 1 && e.column == 5)
        #expect(e.message.contains("not evaluated"))
    }

    // MARK: - Memberwise initialisers written out

    /// An init that only stores its parameters is the memberwise one; its parameters' defaults are
    /// the properties' defaults (round 6's AdaptiveStack: `horizontalAlignment = .center`).
    @Test func aWrittenOutInitsDefaultsAreThePropertiesDefaults() throws {
        let swift = """
            struct Stack<Content: View>: View {
                let alignment: HorizontalAlignment
                let spacing: CGFloat?
                let content: () -> Content
                init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = 30,
                     @ViewBuilder content: @escaping () -> Content) {
                    self.alignment = alignment
                    self.spacing = spacing
                    self.content = content
                }
                var body: some View { VStack(alignment: alignment, spacing: spacing, content: content) }
            }
            #Preview {
                Stack {
                    Color.red.frame(width: 100, height: 10)
                    Color.blue.frame(width: 20, height: 10)
                }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c[1].minX == c[0].minX)
        #expect(c[1].minY - c[0].maxY == 30)
    }

    /// The entry view's content closure, when nothing gives it views, is empty and says so.
    @Test func anEntryViewsContentWithNoViewsIsEmpty() throws {
        let swift = """
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder var content: () -> Content
                var body: some View { VStack { Text(title); content() }.padding() }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "Card.swift")
        #expect(script.lua.contains("content = {}"))
        #expect(script.lua.contains("content: no views in the Swift; empty"))
        let r = try layOut(lua: script.lua, chunkName: "Card.swift", width: 400, height: 600)
        #expect(frames(of: "Text", in: r).count == 1)
    }

    // MARK: - SwiftUI's names

    /// `Label { title } icon: { icon }`: the first closure is the title (round 6: "unknown option 'label'").
    @Test func aLabelsClosuresAreItsTitleAndIcon() throws {
        let swift = """
            Label {
                Text("Paul Hudson").padding()
            } icon: {
                RoundedRectangle(cornerRadius: 10).frame(width: 64, height: 64)
            }
            """
        let r = try lay(swift)
        let icon = try #require(frames(of: "frame", in: r).first)
        let title = try #require(frames(of: "padding", in: r).first)
        #expect(icon.width == 64 && icon.maxX < title.minX)
    }

    /// SwiftUI's built-in styles named by type are the styles' names.
    @Test func builtInStylesByTypeAreTheirNames() throws {
        let swift = """
            VStack {
                Label("Text Only", systemImage: "heart").labelStyle(TitleOnlyLabelStyle())
                Label("Icon Only", systemImage: "star").labelStyle(IconOnlyLabelStyle())
                Button("Plain") {}.buttonStyle(PlainButtonStyle())
                Toggle("On", isOn: .constant(true)).toggleStyle(DefaultToggleStyle())
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        for name in ["\"titleOnly\"", "\"iconOnly\"", "\"plain\"", "\"automatic\""] {
            #expect(script.lua.contains(name))
        }
        let r = try lay(swift)
        #expect(frames(of: "Image", in: r).count == 1)  // the icon-only label's; the title-only one has none
    }

    /// iOS 13's `navigationBarTitle` is `navigationTitle` (and its displayMode:), a Text title its string.
    @Test func navigationBarTitleIsNavigationTitle() throws {
        let swift = """
            NavigationView {
                Text("Body").navigationBarTitle(Text("Inbox"), displayMode: .inline)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(":navigationTitle(\"Inbox\"):navigationBarTitleDisplayMode(\"inline\")"))
        let large = try lay("NavigationView { Text(\"Body\").navigationBarTitle(\"Inbox\") }")
        let inline = try lay(swift)
        // An inline title takes less height than a large one; the body is lower under a large title.
        #expect(frames(of: "Text", in: large).last!.minY > frames(of: "Text", in: inline).last!.minY)
    }

    /// A SwiftUI value written with its type (`Axis.Set.horizontal`, `ContentMode.fit`) is its name.
    @Test func valuesWrittenWithTheirTypeAreTheirNames() throws {
        let swift = """
            ScrollView(Axis.Set.horizontal) {
                HStack {
                    Color.red.aspectRatio(1, contentMode: ContentMode.fit).frame(width: 50)
                    Color.blue.frame(width: 500, height: 20)
                }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "HStack", in: r).first?.width == 558)
        #expect(frames(of: "aspectRatio", in: r).first?.height == 50)
    }

    /// `.init(x:y:)` where a value is wanted: its labels name the type (Layout code writes it).
    @Test func anImplicitInitIsNamedByItsLabels() throws {
        let swift = "Color.red.frame(width: 10, height: 10).offset(.init(width: 30, height: 0))"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("CGSize { width = 30, height = 0 }"))
        let e = try #require(importError("Color.red.offset(.init(dx: 1))"))
        #expect(e.message.contains(".init"))
    }

    /// `scaleEffect(CGSize(width:height:))` is the two scales.
    @Test func scaleEffectOfASize() throws {
        let script = try SwiftImporter.translate(
            source: "Divider().scaleEffect(CGSize(width: 1, height: 10))", fileName: "V.swift")
        #expect(script.lua.contains(":scaleEffect({ x = 1, y = 10 })"))
        #expect(try lay("Divider().scaleEffect(CGSize(width: 1, height: 10))").root.frame.height == 1)
    }

    /// `.background(style, in: shape)` is the shape filled with the style behind the view; a
    /// material is a flat grey (round 6's w3schools badge: "background: expected a view").
    @Test func backgroundInAShapeAndMaterials() throws {
        let swift = "Text(\"Badge\").padding(6).background(.ultraThinMaterial, in: Capsule())"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(":background(Capsule():fill(Color(\"#F2F2F7\")))"))
        #expect(script.lua.contains("material drawn as a flat grey"))
        let r = try lay(swift)
        let capsule = try #require(frames(of: "Capsule", in: r).first)
        #expect(capsule == frames(of: "padding", in: r).first)
    }

    /// UIKit's colours are their light-mode values; `Color.magenta` (not SwiftUI's) is an error at it.
    @Test func uiKitColoursAndColoursSwiftUIHasNot() throws {
        let swift = """
            VStack {
                Color(.secondarySystemBackground)
                Color(uiColor: .systemBlue)
                Color(UIColor.separator)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        for hex in ["#F2F2F7", "#007AFF", "#C6C6C8"] { #expect(script.lua.contains("Color(\"\(hex)\")")) }
        #expect(script.lua.contains("UIKit's secondarySystemBackground drawn as #F2F2F7"))
        _ = try lay(swift)
        let magenta = try #require(importError("Circle()\n    .stroke(Color.magenta, lineWidth: 5)"))
        #expect(magenta.line == 2 && magenta.column == 19)
        let typo = try #require(importError("Color.grean"))
        #expect(typo.suggestion == "did you mean 'Color.green'?")
        let ui = try #require(importError("Color(.secondarySystemBackgrond)"))
        #expect(ui.suggestion == "did you mean '.secondarySystemBackground'?")
    }

    // MARK: - Lists

    /// `Array(1...n).map { … }` and `items.map`: lists made by the script's `rangeList` and
    /// `mapList` (round 6's grid of a thousand items: "unknown view 'Array'").
    @Test func arraysOfRangesAndMap() throws {
        let swift = """
            struct ContentView: View {
                let data = Array(1...5).map { "Item \\($0)" }
                let widths = (0..<3).map { CGFloat($0 + 1) * 10 }
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(data, id: \\.self) { Text($0) }
                        ForEach(widths, id: \\.self) { w in Color.red.frame(width: w, height: 5) }
                    }
                }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "Text", in: r).count == 5)
        #expect(frames(of: "Color", in: r).map(\.width) == [10, 20, 30])
    }

    /// A Layout's `subviews.map { $0.sizeThatFits(.unspecified) }`, `for index in subviews.indices`,
    /// `sizes[index]` and `.init(x:y:)`: the flow layout of Majid's post, written as one struct.
    @Test func aFlowLayoutWithMapAndIndices() throws {
        let swift = """
            struct FlowLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    var width: CGFloat = 0
                    var height: CGFloat = 0
                    for size in sizes {
                        width += size.width
                        height = max(height, size.height)
                    }
                    return .init(width: min(width, proposal.width ?? width), height: height * 2)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    var lineX = bounds.minX
                    var lineY = bounds.minY
                    for index in subviews.indices {
                        if lineX + sizes[index].width > bounds.maxX {
                            lineY += sizes[index].height
                            lineX = bounds.minX
                        }
                        subviews[index].place(at: .init(x: lineX, y: lineY), anchor: .topLeading, proposal: ProposedViewSize(sizes[index]))
                        lineX += sizes[index].width
                    }
                }
            }
            #Preview {
                FlowLayout {
                    Color.red.frame(width: 150, height: 10)
                    Color.green.frame(width: 150, height: 10)
                    Color.blue.frame(width: 150, height: 10)
                }
                .frame(width: 320)
            }
            """
        let r = try lay(swift)
        let c = frames(of: "frame", in: r).dropFirst()  // the 320 frame first
        #expect(c.map(\.minY).map { $0 - c.first!.minY } == [0, 0, 10])
        #expect(c.map(\.minX).map { $0 - c.first!.minX } == [0, 150, 0])
    }

    // MARK: - Moments, playgrounds and declarations

    /// `"\(Date())"` is Swift's reference date as Swift prints it (one moment, the same width every
    /// run); `Date()` anywhere else is refused with why.
    @Test func dateInAStringIsOneMoment() throws {
        let script = try SwiftImporter.translate(source: "Text(\"Now: \\(Date())\")", fileName: "V.swift")
        #expect(script.lua.contains("\"Now: 2001-01-01 00:00:00 +0000\""))
        #expect(script.lua.contains("Date(): Swift's reference date stands in"))
        // A date in a Text is the same moment, formatted as the style shows it.
        #expect(texts(try lay("Text(Date(), style: .time)")) == ["12:00 AM"])
    }

    /// A playground's live view is the entry point (round 6: "unknown name 'PlaygroundPage'").
    @Test func aPlaygroundsLiveViewIsShown() throws {
        let swift = """
            import SwiftUI
            import PlaygroundSupport
            struct Other: View { var body: some View { Text("other") } }
            struct Shown: View { var body: some View { Color.red.frame(width: 30, height: 20) } }
            PlaygroundPage.current.setLiveView(
                Shown()
                    .frame(width: 390, height: 844)
            )
            """
        let r = try lay(swift)
        #expect(r.root.frame.width == 390 && frames(of: "Text", in: r).isEmpty)
        let hosted = """
            struct Shown: View { var body: some View { Color.red.frame(width: 30, height: 20) } }
            PlaygroundPage.current.liveView = UIHostingController(rootView: Shown())
            """
        #expect(try lay(hosted).root.frame.width == 30)
    }

    /// A struct declared twice is refused at the second declaration, as Swift refuses it (round 6:
    /// Majid's post splits FlowLayout in two blocks; the importer merged them without a word).
    @Test func aStructDeclaredTwiceIsRefused() throws {
        let swift = "struct A: View { var body: some View { Text(\"a\") } }\nstruct A: View { let x = 1 }\n"
        let e = try #require(importError(swift))
        #expect(e.line == 2 && e.column == 1)
        #expect(e.message == "A is declared twice in this file")
    }
}
