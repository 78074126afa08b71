import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// SwiftUI's surface and the Swift of view code (inits that compute, collection methods, tuples,
/// patterns, formats, toolbars, readers, tabs, gauges), each imported and run on its own.
struct SweepTests: ConstructSuite {
    // MARK: - Swift

    /// A view's own init that computes what it stores: its parameters are the Lua function's, its
    /// statements run first (`self.title = title.uppercased()`; `self._count = State(initialValue:)`).
    @Test func anInitThatComputesIsTranslated() throws {
        let swift = """
            struct Badge: View {
                let title: String
                let width: CGFloat
                @State private var count: Int
                init(title: String, start: Int = 2) {
                    print("made")
                    self.title = title.uppercased()
                    self.width = CGFloat(title.count) * 10
                    self._count = State(initialValue: start * 2)
                }
                var body: some View { VStack { Text(title).frame(width: width); Text("\\(count)") } }
            }
            struct ContentView: View {
                var body: some View { VStack { Badge(title: "new"); Badge(title: "a", start: 5) } }
            }
            """
        let result = try lay(swift)
        #expect(texts(result) == ["NEW", "4", "A", "10"])
        #expect(frames(of: "frame", in: result).map(\.width) == [30, 10])
        #expect(try lua(swift).contains("its init's print dropped"))
    }

    /// `init(@ViewBuilder content: () -> Content) { self.content = content() }` (a container's
    /// usual init): the views the caller gives.
    @Test func aViewBuilderInitStoresItsContent() throws {
        let swift = """
            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content.padding(8) }
            }
            struct ContentView: View {
                var body: some View { Card { Text("Hi") } }
            }
            """
        let result = try lay(swift)
        #expect(frames(of: "padding", in: result).map(\.size) == [Size(width: 32, height: 32)])
    }

    /// Arrays' methods: filter, map, compactMap, reduce (with an operator), sorted (with a
    /// closure of $0 and $1), joined, first, last, max, contains, prefix, reversed.
    @Test func collectionMethodsAreTranslated() throws {
        let swift = """
            struct ContentView: View {
                let numbers = [5, 2, 8, 1]
                let words = ["pear", "fig", "apple"]
                var body: some View {
                    VStack {
                        Text(numbers.filter { $0 > 2 }.map { "\\($0)" }.joined(separator: ","))
                        Text("\\(numbers.reduce(0, +))")
                        Text(words.sorted { $0.count < $1.count }.joined(separator: " "))
                        Text(words.sorted().first ?? "")
                        Text(words.last ?? "")
                        Text("\\(numbers.max() ?? 0)")
                        Text(numbers.contains(8) ? "yes" : "no")
                        Text(["a", "b", "c"].reversed().joined())
                        Text(words.prefix(2).joined(separator: "+"))
                        Text(["1", "x", "3"].compactMap { $0 == "x" ? nil : $0 }.joined())
                        Text("a,b,,c".split(separator: ",").joined(separator: "-"))
                    }
                }
            }
            """
        #expect(
            texts(try lay(swift)) == [
                "5,8", "16", "fig pear apple", "apple", "apple", "8", "yes", "cba", "pear+fig", "13", "a-b-c",
            ])
    }

    /// Tuples are tables: `item.0` is the first element; labelled ones are fields.
    @Test func tuplesAreTables() throws {
        let swift = """
            struct ContentView: View {
                let items: [(String, String)] = [("star", "Favourites"), ("clock", "Recent")]
                let pair = (name: "Ann", age: 30)
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.0) { item in Text(item.1) }
                        Text("\\(pair.name) \\(pair.age)")
                    }
                }
            }
            """
        #expect(texts(try lay(swift)) == ["Favourites", "Recent", "Ann 30"])
    }

    /// `Self.spacing` and `static let` constants of a view, nested views using their own.
    @Test func staticConstantsOfAViewAreItsLocals() throws {
        let swift = """
            struct ContentView: View {
                static let spacing: CGFloat = 12
                struct Row: View {
                    let text: String
                    static let inset: CGFloat = 4
                    var body: some View { Text(text).padding(Self.inset) }
                }
                var body: some View { VStack(spacing: Self.spacing) { Row(text: "a"); Row(text: "b") } }
            }
            """
        let rows = frames(of: "padding", in: try lay(swift))
        #expect(rows.map(\.height) == [24, 24])
        #expect(rows[1].minY - rows[0].maxY == 12)
    }

    /// `if case`, ranges open at one end and `case let x where …` in switches.
    @Test func patternsAreTranslated() throws {
        let swift = """
            enum Mode { case a, b }
            struct ContentView: View {
                let mode = Mode.a
                let score = 72
                var grade: String {
                    switch score {
                    case 90...: return "A"
                    case ..<50: return "F"
                    case let s where s >= 70: return "B"
                    default: return "C"
                    }
                }
                var body: some View {
                    VStack {
                        if case .a = mode { Text("mode a") }
                        Text(grade)
                        if let first = [3, 4].first, first > 2 { Text("first \\(first)") }
                    }
                }
            }
            """
        #expect(texts(try lay(swift)) == ["mode a", "B", "first 3"])
    }

    /// `Text(0.25, format: .percent)` is 25 %; a format other than a number's is refused where it is given.
    @Test func aPercentFormat() throws {
        #expect(texts(try lay("Text(0.25, format: .percent)")) == ["25%"])
        #expect(texts(try lay("Text(1234, format: .number)")) == ["1,234"])
        #expect(importError("Text(Date(), format: .dateTime.year())")?.column == 14)
    }

    /// `Text("\\(price, specifier: "%.2f")")` is C's format, as SwiftUI's interpolation reads it.
    @Test func aSpecifierFormatsTheValue() throws {
        #expect(texts(try lay("Text(\"Price: \\(3.14159, specifier: \"%.2f\")\")")) == ["Price: 3.14"])
    }

    /// An entry view's `@FocusState` and `@Namespace` need no value: nothing is focused.
    @Test func focusStateAndNamespaceNeedNoValue() throws {
        let swift = """
            struct ContentView: View {
                @FocusState private var focused: Bool
                @Namespace var space
                var body: some View { Text(focused ? "focused" : "not focused") }
            }
            """
        #expect(texts(try lay(swift)) == ["not focused"])
    }

    // MARK: - SwiftUI's names

    /// Toolbar items in the navigation bar move no frame (dropped, said so); a bottom bar is
    /// refused where it is placed; `.toolbar(.hidden, for: .navigationBar)` hides the bar.
    @Test func toolbars() throws {
        let swift = """
            NavigationStack {
                Color.red.navigationTitle("T")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton() } }
            }
            """
        #expect(try lua(swift).contains(".toolbar dropped: its items sit in the navigation bar"))
        #expect(frames(of: "Color", in: try lay(swift)).last?.minY == 96)
        let bottom = importError("Color.red.toolbar { ToolbarItem(placement: .bottomBar) { Text(\"x\") } }")
        #expect(bottom?.line == 1 && bottom?.column == 44)
        let hidden = try lay("NavigationStack { Color.red.toolbar(.hidden, for: .navigationBar) }")
        #expect(frames(of: "Color", in: hidden).last == Rect(x: 0, y: 0, width: 400, height: 600))
        // Items the file does not declare are refused where they are written, as Swift refuses them.
        #expect(importError("Color.red.toolbar { ToolbarItem { Missing() } }")?.column == 35)
    }

    /// `ScrollViewReader { proxy in … }` is its content; `AsyncImage` shows what SwiftUI shows
    /// before the image loads (its placeholder; the empty phase; the standard placeholder).
    @Test func readersAndAsyncImages() throws {
        let reader = try lay("ScrollViewReader { proxy in Text(\"x\").frame(width: 30, height: 20) }")
        #expect(frames(of: "frame", in: reader).map(\.size) == [Size(width: 30, height: 20)])
        let placeholder = """
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 100, height: 100)
            """
        #expect(frames(of: "ProgressView", in: try lay(placeholder)).map(\.width) == [20])
        let phase = """
            AsyncImage(url: nil) { phase in
                if let image = phase.image { image.resizable() } else { Color.gray.frame(width: 40, height: 40) }
            }
            """
        #expect(frames(of: "Color", in: try lay(phase)).map(\.width) == [40])
        let switched = """
            AsyncImage(url: nil) { phase in
                switch phase {
                case .empty: Text("loading")
                case .success(let image): image.resizable()
                default: Text("failed")
                }
            }
            """
        #expect(texts(try lay(switched)) == ["loading"])
        #expect(frames(of: "Color", in: try lay("AsyncImage(url: nil)")).first?.width == 400)
    }

    /// `NavigationLink("Title") { Detail() }`: the closure is the destination, not the label.
    @Test func aTitledNavigationLinksClosureIsItsDestination() throws {
        let result = try lay("NavigationLink(\"Item\") { Text(\"Detail\") }")
        #expect(texts(result) == ["Item"])
    }

    /// The views the sweep added, from Swift.
    @Test func addedViewsFromSwift() throws {
        let swift = """
            struct ContentView: View {
                @State private var mode = 1
                var body: some View {
                    VStack(spacing: 0) {
                        Picker("Mode", selection: $mode) {
                            Text("Day").tag(0)
                            Text("Week").tag(1)
                        }
                        .pickerStyle(.segmented)
                        Menu("Sort") { Button("Name") {} }
                        DisclosureGroup("More") { Text("in") }
                        LabeledContent("Version", value: "1.0")
                        Text("one two three").frame(width: 40).lineSpacing(4)
                        Text("upper").textCase(.uppercase)
                        Path { path in path.move(to: .zero) }.frame(height: 10)
                    }
                }
            }
            """
        let result = try lay(swift)
        #expect(frames(of: "segmented", in: result).map(\.size) == [Size(width: 400, height: 32)])
        #expect(frames(of: "Menu", in: result).map(\.width) == [32])
        #expect(frames(of: "DisclosureGroup", in: result).map(\.height) == [16])
        #expect(frames(of: "LabeledContent", in: result).map(\.width) == [400])
        #expect(frames(of: "frame", in: result).first?.height == Double(3 * 16 + 2 * 4))
        #expect(texts(result).contains("UPPER"))
        #expect(frames(of: "Path", in: result).map(\.size) == [Size(width: 400, height: 10)])
    }

    /// `.tabViewStyle(.page(indexDisplayMode: .never))` and `PageTabViewStyle()`: no tab bar.
    @Test func pagedTabViews() throws {
        for style in [".page(indexDisplayMode: .never)", "PageTabViewStyle()", ".page"] {
            let result = try lay("TabView { Color.red; Color.blue }.tabViewStyle(\(style))")
            #expect(frames(of: "Color", in: result).first?.height == 600, "\(style)")
        }
    }

    /// A List row's badge, a hidden separator, a grouped list.
    @Test func listRowModifiers() throws {
        let swift = """
            List {
                Text("Inbox").badge(3)
                Text("Quiet").listRowSeparator(.hidden)
                Text("Last")
            }
            .listStyle(.grouped)
            """
        let result = try lay(swift)
        #expect(frames(of: "badge", in: result).count == 1)
        #expect(frames(of: "Divider", in: result).count == 1)
        #expect(frames(of: "Rectangle", in: result).first?.width == 400)
    }

    /// What the sweep still refuses, with why.
    @Test func stillRefused() throws {
        for (swift, construct) in [
            ("Color.red.safeAreaInset(edge: .bottom) { Text(\"x\") }", ".safeAreaInset"),
            ("List { Section(\"A\") { Text(\"x\") }.headerProminence(.increased) }", ".headerProminence"),
            ("DatePicker(\"Date\") { }", "DatePicker"),
            ("ScrollView { Text(\"x\") }.defaultScrollAnchor(.bottom)", ".defaultScrollAnchor"),
        ] {
            let e = importError(swift)
            #expect(e?.construct == construct, "\(swift)")
            #expect(e?.suggestion?.isEmpty == false)
        }
    }

    // MARK: - URLs, verbatim texts, tabs, gauges, names and faces

    /// `URL(string: "…")!` is its text (Plumb loads nothing); `Text(verbatim:)` is the string.
    @Test func urlsAndVerbatimTexts() throws {
        let swift = """
            struct ContentView: View {
                var site = URL(string: "https://example.com")
                var body: some View {
                    VStack {
                        Link("Terms", destination: URL(string: "https://example.com/tos")!)
                        Text(verbatim: "a@b.c")
                    }
                }
            }
            """
        #expect(texts(try lay(swift)) == ["Terms", "a@b.c"])
    }

    /// iOS 18's `Tab("Title", systemImage:, value:) { … }`: the content with its Label in the bar,
    /// its value the tag the selection picks.
    @Test func iOS18TabsAreTabItems() throws {
        let swift = """
            TabView(selection: .constant(2)) {
                Tab("Home", systemImage: "house", value: 1) { Text("home") }
                Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("search") }.badge(3)
            }
            """
        let result = try lay(swift)
        #expect(texts(result) == ["search", "Home", "Search"])
        #expect(frames(of: "Label", in: result).count == 2)
    }

    /// Gauge (an estimate of iOS's linear style): the label above a bar filled to the value in its
    /// range, the minimum and maximum labels at the bar's ends.
    @Test func gauges() throws {
        let swift = """
            Gauge(value: 67.0, in: 0...100) {
                Text("BPM")
            } currentValueLabel: {
                Text("67")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            """
        let result = try lay(swift)
        let capsules = frames(of: "Capsule", in: result)
        #expect(capsules.count == 2)
        #expect(abs(capsules[1].width - 0.67 * capsules[0].width) < 1e-9)
        #expect(capsules[0].width == Double(400 - 8 - 2 * 8 - 3 * 8))
        #expect(texts(result) == ["BPM", "0", "100", "67"])
    }

    /// SwiftUI's other names of Plumb's modifiers: `labelsVisibility(.hidden)`,
    /// `toolbarTitleDisplayMode`, `dynamicTypeSize` (a size, or a range: none at the default size
    /// when it holds it); faces of the same size are dropped as fontWeight is drawn; what would
    /// change a text's width by an amount Plumb cannot draw is refused.
    @Test func otherNamesAndFaces() throws {
        let swift = """
            VStack(spacing: 0) {
                Text("a").dynamicTypeSize(...DynamicTypeSize.xxLarge)
                Text("b").dynamicTypeSize(.accessibility3)
                Text("c").dynamicTypeSize(.accessibility1 ... .accessibility5)
                Toggle("d", isOn: .constant(true)).labelsVisibility(.hidden)
                Text("e").fontDesign(.rounded).monospacedDigit()
            }
            """
        let result = try lay(swift)
        let heights = frames(of: "Text", in: result).map(\.height)
        #expect(heights[0] == 16 && heights[1] > 16 && heights[2] > 16 && heights[2] <= heights[1] && heights[3] == 16)
        #expect(frames(of: "Toggle", in: result).map(\.width) == [51])
        let inline = try lay("NavigationStack { Color.red.navigationTitle(\"T\").toolbarTitleDisplayMode(.inline) }")
        #expect(frames(of: "Color", in: inline).last?.minY == 44)
        for modifier in ["kerning(2)", "tracking(1)", "baselineOffset(4)", "safeAreaPadding()"] {
            #expect(importError("Text(\"x\").\(modifier)")?.suggestion?.isEmpty == false, "\(modifier)")
        }
    }
}
