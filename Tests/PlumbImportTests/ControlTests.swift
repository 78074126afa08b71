import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Controls as view code writes them: labels and their closures, styles named by type, a picker's
/// rows, tab items, and the controls Plumb refuses with what to write instead.
@Suite("Controls, labels and their styles")
struct ControlTests: ConstructSuite {
    /// `Label { title } icon: { icon }`: the first closure is the title, the second the icon.
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

    /// A control's trailing closure that takes an argument is its onEditingChanged action, not its
    /// label.
    @Test func aTrailingClosureWithAnArgumentIsAnAction() throws {
        let swift = """
            VStack {
                Stepper("Cups: 2", value: .constant(2), in: 0...10) { _ in }
                Slider(value: .constant(0.5), in: 0...1) { editing in print(editing) }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("action dropped"))
        let shown = texts(try lay(swift))
        #expect(shown.first == "Cups: 2")
    }

    /// In a Picker, ForEach's rows are tagged with their items as SwiftUI tags them, so the menu
    /// shows the selection.
    @Test func aPickersForEachRowsAreTagged() throws {
        let swift = """
            enum Sport: String, CaseIterable, Identifiable {
                case soccer, tennis
                var id: Self { self }
            }
            struct ContentView: View {
                @State private var selected: Sport = .tennis
                var body: some View {
                    Picker("Favourite", selection: $selected) {
                        ForEach(Sport.allCases) { item in Text(item.rawValue.capitalized) }
                    }
                }
            }
            """
        #expect(texts(try lay(swift)).contains("Tennis"))
    }

    /// `.tabItem { Text; Image }`: the tab bar shows the icon above the title, as for a Label.
    @Test func aTabItemsTextAndImageAreALabel() throws {
        let swift = """
            TabView {
                Text("A").tabItem { Text("Home"); Image(systemName: "house") }
                Text("B").tabItem { Label("Gear", systemImage: "gear") }
            }
            """
        let r = try lay(swift)
        let images = frames(of: "Image", in: r)
        let titles = frames(of: "Text", in: r).filter { $0.minY > 500 }
        #expect(images.count == 2 && titles.count == 2)
        #expect(zip(images, titles).allSatisfy { $0.maxY <= $1.minY })
    }

    /// ShareLink stays refused: no source records its standard label; the hint says what lays out
    /// like one.
    @Test func aShareLinkIsRefusedWithWhatToWrite() throws {
        let error = refusal(#"ShareLink(item: URL(string: "https://developer.apple.com/xcode/swiftui/")!)"#)
        #expect(error?.line == 1 && error?.column == 1)
        #expect(error?.suggestion?.contains("no source records its standard label") == true)
    }
}
