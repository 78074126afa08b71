import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Whole views written here in the ways pasted code goes wrong: what Swift does not compile, or what
/// asks for what Plumb does not have, is refused at the Swift position of the cause, saying why, or
/// fails when its script runs, told at its Swift line.
@Suite("Whole views refused where they are written")
struct ViewRefusalTests: ConstructSuite {
    /// The import of `swift` fails at `line`:`column` with a message containing `message`.
    func expectRefused(
        _ swift: String, _ line: Int, _ column: Int, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = refusal(swift)
        #expect(
            error?.line == line && error?.column == column && error?.message.contains(message) == true,
            "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    /// `swift` imports, and its script fails when it runs with a message containing `message`, told
    /// at `line` of the Swift.
    func expectRunTimeError(
        _ swift: String, containing message: String, atSwiftLine line: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let script = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "View.swift", width: 400, height: 600)
            Issue.record("expected the script to fail when it runs", sourceLocation: sourceLocation)
        } catch let error as LuaError {
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
            #expect(
                script.swiftPosition(ofLuaLine: try #require(error.line))?.line == line, sourceLocation: sourceLocation)
        }
    }

    /// Views flattened onto one line, and a keyword's typo: Swift cannot parse them either.
    @Test(arguments: [
        #"HStack { Circle() .fill(Color.red) Text("On one line").bold() Capsule() .fill(Color.green) }"#,
        #"HStack { VStack { Rectangle() .fill(.green) .frame(width: 80, height: 300) Text("Tall") } }"#,
        "strcut Greeting: View {\n    var body: some View {\n        Text(\"Hi\")\n    }\n}",
    ])
    func whatDoesNotParseIsRefused(_ swift: String) {
        #expect(refusal(swift)?.message.contains("does not parse") == true)
    }

    /// `struct LazyVGrid: View` calls `LazyVGrid(columns:…)` in its own body: Swift cannot compile it
    /// (the struct shadows SwiftUI's), and the importer says the view contains itself.
    @Test func aStructShadowingLazyVGridContainsItself() {
        let error = refusal(
            #"""
            struct LazyVGrid: View {
                var body: some View {
                    ScrollView {
                        let track = GridItem(.flexible(minimum: 30, maximum: 90), spacing: 20, alignment: .center)
            //            let track = GridItem(.adaptive(minimum: 60))

                        LazyVGrid(columns: [track, track], alignment: .leading, spacing: 8) {
                            ForEach(0 ..< 20) { n in
                                Text("\(n)")
                                    .font(.system(size: 40))
                            }
                        }
                    }
                }
            }
            """#)
        #expect(error?.message.contains("contains itself") == true)
    }

    /// `Color.init(hexString:)` is an extension the file does not show: refused where it is written.
    @Test func aColourInitTheFileDoesNotDeclareIsRefused() {
        expectRefused(
            #"""
            struct Tag: View {
                var body: some View {
                    Text("Sale")
                        .padding(4)
                        .background(
                            Color.init(hexString: "#ffcc00")
                        )
                }
            }
            """#, 6, 28, "Color(hexString:)")
    }

    /// `.badge(12, alignment:)` is not SwiftUI's badge (it has no alignment) and the file does not
    /// declare it: refused where it is written.
    @Test func aBadgeModifierTheFileDoesNotDeclareIsRefused() {
        expectRefused(
            #"""
            extension View {
                func tinted(_ colour: Color) -> some View {
                    self
                        .padding(6)
                        .background(colour)
                }
            }

            struct Icons: View {
                var body: some View {
                    HStack {
                        Image(systemName: "tray")
                            .tinted(.blue)
                        Image(systemName: "envelope")
                            .tinted(.blue)
                            .badge(12, alignment: .topLeading)
                    }
                }
            }
            """#, 16, 18, "badge")
    }

    /// Names the file does not declare (Swift cannot compile them either): a model's static, a row
    /// type, a value, a helper view.
    @Test func whatSwiftRefusesIsRefusedAtItsPosition() {
        expectRefused(
            #"""
            struct Shelf: View {
                var books = Book.catalogue

                var body: some View {
                    List(books) { book in
                        Text(book.title)
                    }
                }
            }
            """#, 2, 17, "Book")
        expectRefused(
            #"""
            struct Board: View {
                let lines: [LineContent] = [
                    LineContent(words: ["a", "b"]),
                    LineContent(words: ["c"])
                ]

                var body: some View {
                    Grid {
                        ForEach(lines) { line in
                            GridRow {
                                ForEach(line.words) { word in
                                    Text(word.text)
                                }
                            }
                        }
                    }
                }
            }
            """#, 3, 9, "LineContent")
        expectRefused(
            #"""
            VStack(alignment: .leading, spacing: 12) {
                Text(recipe.name)
                    .bold()
            }
            """#, 2, 10, "unknown name 'recipe'")
        expectRefused(
            #"""
            VStack {
                Rectangle()
                    .overlay {
                        Caption(text: "1")
                    }
            }
            """#, 4, 13, "unknown view 'Caption'")
    }

    @Test func safeAreaInsetIsRefusedAtItsPosition() {
        expectRefused(
            #"""
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        ForEach(1..<20) {
                            Text("Post \($0)")
                        }
                    }
                    .safeAreaInset(
                        edge: .top
                        ,alignment: .leading // either edge
                        ,spacing: 12
                    ) {
                        Text("Pinned")
                    }
                }
            }
            """#, 8, 10, "safeAreaInset")
    }

    /// A macOS picker style is an error when the script runs, told at its Swift line (Plumb lays out
    /// iOS, where Swift refuses it too).
    @Test func aMacOSPickerStyleIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            #"""
            struct Prefs: View {
            var body: some View {
            Form {
            Section("Appearance") {
            Picker("", selection: .constant(2)) {
            Text("Light")
            .tag(1)
            Text("Dark")
            .tag(2)
            }
            .pickerStyle(.radioGroup)
            }
            }
            }
            }
            """#, containing: "unknown picker style 'radioGroup'", atSwiftLine: 11)
    }

    /// A label style the file uses but does not declare: an error when the script runs, told at the
    /// modifier's Swift line (Swift refuses it too).
    @Test func anUndeclaredLabelStyleIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            #"""
            VStack {
                Label("Rain", systemImage: "cloud.rain")
                Label("Snow", systemImage: "snowflake")
            }
            .labelStyle(FancyLabelStyle())
            """#, containing: "unknown label style 'fancy'", atSwiftLine: 5)
    }

    /// `Text("…", displayMode: .inline)` is no initialiser of Text (Swift refuses it): an error when
    /// the script runs, told at the modifier's Swift line.
    @Test func aTitleThatIsNoTextIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            #"""
            struct Specials: View {
               let dishes = ["Soup", "Pie", "Tart"]

               var body: some View {
                    NavigationView {
                        List(dishes, id: \.self) {
                            Text($0)
                        }
                        .navigationBarTitle(Text("Specials", displayMode: .inline))
                    }
                }
            }
            """#, containing: "navigationTitle: title must be a string, got View", atSwiftLine: 9)
    }

    /// Refused where it is written, by design: the generic grid has no preview and its `items` has no
    /// value, and its grid reads them (how many cells there are decides it), so the message names the
    /// property and the `#Preview` to write; SwiftUI's canvas shows nothing without a preview either.
    @Test func theGridWithoutItemsIsRefusedAtItsProperty() {
        expectRefused(
            #"""
            import SwiftUI

            struct Tiling<Item, Cell>: View where Cell: View, Item: Identifiable {
                var items: [Item]
                var ratio: CGFloat
                var cell: (Item) -> Cell

                var body: some View {
                    let side: CGFloat = 80
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: side))]) {
                        ForEach(items) { item in
                            cell(item).aspectRatio(ratio, contentMode: .fit)
                        }
                    }
                }
            }

            //struct Tiling_Previews: PreviewProvider {
            //}
            """#, 4, 9, "Tiling is the view shown, but its 'items' has no value")
    }
}
