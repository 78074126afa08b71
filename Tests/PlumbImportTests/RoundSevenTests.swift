import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 7's snippets found (Sources/PlumbImport/README.md, "Seventh round"), each
/// imported and run on its own.
struct RoundSevenTests: ConstructSuite {
    /// A control's trailing closure that takes an argument is its onEditingChanged action, not its
    /// label (round 7: "Stepper: label must be a view or a string, got table").
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

    /// A behaviour modifier's argument the importer cannot write (an animation) is left out, said
    /// so; the frames are those without the modifier (round 7: ".easeInOut(…) is not translated").
    @Test func aBehavioursUntranslatableArgumentIsLeftOut() throws {
        let swift = "Text(\"Tap\").padding().animation(.easeInOut(duration: 0.2), value: 1)"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(":animation()  -- .animation's arguments dropped: they change no frame"))
        #expect(frames(try lay(swift)) == frames(try lay("Text(\"Tap\").padding()")))
    }

    /// A property or parameter declared Color takes `.gray` as the colour, not its name (round 7:
    /// "background: expected a view, got string").
    @Test func aColourPropertyTakesAnImplicitColour() throws {
        let swift = """
            struct Tile: View {
                let colour: Color
                var fallback: Color = .blue
                var body: some View { Text("a").padding().background(colour).overlay(fallback.frame(width: 2)) }
            }
            struct ContentView: View {
                func swatch(_ c: Color) -> some View { Rectangle().frame(width: 5, height: 5).background(c) }
                var body: some View { VStack { Tile(colour: .gray); swatch(.red) } }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("colour = Color.gray"))
        #expect(script.lua.contains("or Color.blue"))
        #expect(script.lua.contains("swatch(Color.red)"))
        #expect(frames(of: "Color", in: try lay(swift)).count == 3)
    }

    /// In a Picker, ForEach's rows are tagged with their items as SwiftUI tags them, so the menu
    /// shows the selection (round 7: the menu showed none).
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

    /// `.tabItem { Text; Image }`: the tab bar shows the icon above the title, as for a Label
    /// (round 7: drawn title above icon).
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
}
