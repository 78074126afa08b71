import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// Idioms of everyday SwiftUI files: model structs and view models, enums, custom shapes,
/// gradients, `Array(repeating:count:)`, `#available`, `String(format:)`.
struct IdiomTests: ConstructSuite {
    /// A model struct of the file is a table of its values, made with its memberwise initialiser;
    /// `UUID()` is an id as long as Swift's, computed properties are values, methods are functions,
    /// `count` is the field when a model has one.
    @Test func modelStructsAreTablesOfTheirValues() throws {
        let swift = """
            struct Item: Identifiable {
                let id = UUID()
                let name: String
                var count: Int = 0
                var price: Double = 2
                var label: String { "\\(name) × \\(count)" }
                func total(plus extra: Double) -> Double { price * Double(count) + extra }
            }
            struct ContentView: View {
                let items = [Item(name: "Apple"), Item(name: "Pear", count: 3, price: 1)]
                var body: some View {
                    List(items) { item in
                        HStack {
                            Text(item.label)
                            Text("\\(item.total(plus: 0.5)) \\(item.price) \\(item.id.uuidString.count) \\(items.count)")
                        }
                    }
                }
            }
            """
        #expect(texts(try lay(swift)) == ["Apple × 0", "0.5 2.0 36 2", "Pear × 3", "3.5 1.0 36 2"])
    }

    /// `class ViewModel: ObservableObject { @Published var … }` held in `@StateObject`: its values.
    @Test func aViewModelIsItsValues() throws {
        let swift = """
            final class ViewModel: ObservableObject {
                @Published var title = "Hello"
                @Published var items: [String] = ["a", "b"]
            }
            struct ContentView: View {
                @StateObject private var model = ViewModel()
                var body: some View {
                    VStack { Text(model.title); ForEach(model.items, id: \\.self) { Text($0) } }
                }
            }
            """
        #expect(texts(try lay(swift)) == ["Hello", "a", "b"])
        // Any class of the app's is its values, as a struct's.
        #expect(texts(try lay("final class Box { var x = 1 }\nText(\"\\(Box().x)\")")) == ["1"])
    }

    /// An enum's cases are their names; `allCases`, raw values (given, or counted from the first
    /// Int), and computed properties (a `switch self` with or without `return`) are translated.
    @Test func enumsWithCasesRawValuesAndProperties() throws {
        let swift = """
            enum Tab: Int, CaseIterable, Identifiable {
                case home = 1, search, profile
                var id: Int { rawValue }
                var title: String {
                    switch self {
                    case .home: "Home"
                    case .search: "Search"
                    case .profile: "Profile"
                    }
                }
                var icon: String {
                    switch self {
                    case .home: return "house"
                    default: return "circle"
                    }
                }
            }
            enum Fruit: String, CaseIterable { case apple, pear = "Pear!" }
            struct ContentView: View {
                @State private var selected: Tab = .search
                var body: some View {
                    VStack {
                        ForEach(Tab.allCases) { tab in
                            Text("\\(tab.title) \\(tab.rawValue) \\(tab.icon) \\(selected == tab)")
                        }
                        ForEach(Fruit.allCases, id: \\.self) { Text($0.rawValue.capitalized) }
                        Text(Tab.home.title)
                    }
                }
            }
            """
        #expect(
            texts(try lay(swift)) == [
                "Home 1 house false", "Search 2 circle true", "Profile 3 circle false", "Apple", "Pear!", "Home",
            ])
        let e = try #require(refusal("enum Shape { case circle(radius: Double) }\nText(\"a\")"))
        #expect(e.message == "an enum case with associated values is not translated")
    }

    /// A namespace of constants (`enum Constants { static let spacing: CGFloat = 12 }`).
    @Test func staticConstantsOfANamespace() throws {
        let swift = """
            enum Constants {
                static let spacing: CGFloat = 12
                static let side: CGFloat = 30
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: Constants.spacing) {
                        Color.red.frame(width: Constants.side, height: Constants.side)
                        Color.blue.frame(width: Constants.side, height: Constants.side)
                    }
                }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c[1].minY - c[0].maxY == 12 && c[0].width == 30)
    }

    /// A custom Shape fills what it is offered, as a Rectangle does: laid out as one, said so.
    @Test func aCustomShapeIsLaidOutAsARectangle() throws {
        let swift = """
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    return path
                }
            }
            #Preview { Triangle().fill(.red).frame(width: 100, height: 80) }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("Triangle is a custom Shape: laid out as a Rectangle"))
        #expect(frames(of: "Rectangle", in: try lay(swift)).first.map { [$0.width, $0.height] } == [100, 80])
    }

    /// A custom style other than a ButtonStyle is refused where it is used.
    @Test func aCustomLabelStyleIsRefusedWhereItIsUsed() throws {
        let swift = """
            struct VerticalLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.icon; configuration.title }
                }
            }
            #Preview { Label("A", systemImage: "star").labelStyle(VerticalLabelStyle()) }
            """
        let e = try #require(refusal(swift))
        #expect(e.line == 6 && e.message.contains("custom style"))
    }

    /// Gradients fill what they are offered as a Color does: drawn as their first colour, said so.
    @Test func gradientsAreTheirFirstColour() throws {
        let swift = """
            ZStack {
                LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                RadialGradient(gradient: Gradient(colors: [.red, .orange]), center: .center, startRadius: 1, endRadius: 9)
                    .frame(width: 50, height: 50)
                Circle().fill(.linearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom))
                    .frame(width: 20)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("Color.blue"))
        #expect(script.lua.contains("Color.red"))
        #expect(script.lua.contains(":fill(Color.green)"))
        #expect(script.lua.contains("LinearGradient drawn as its first colour"))
        let colours = frames(of: "Color", in: try lay(swift))
        #expect(colours.map(\.width) == [400, 50])
    }

    /// `Array(repeating: GridItem(.flexible()), count: 3)`: three columns.
    @Test func arrayRepeatingCount() throws {
        let swift = """
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(0..<6) { _ in Color.red.frame(height: 10) }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c.count == 6 && Set(c.prefix(3).map(\.minY)).count == 1 && c[3].minY > c[0].minY)
    }

    /// `#available(iOS 16, *)` holds (a preview runs a recent iOS); `#unavailable` does not.
    @Test func availabilityHolds() throws {
        let swift = """
            VStack {
                if #available(iOS 16, *) { Text("new") } else { Text("old") }
                if #unavailable(iOS 17) { Text("older") }
            }
            """
        #expect(texts(try lay(swift)) == ["new"])
    }

    /// `String(format:)` is Lua's `string.format` (Swift's `%@` is `%s`, `%ld` is `%d`).
    @Test func stringFormat() throws {
        let swift = #"Text(String(format: "%.1f%% of %@ (%ld)", 12.345, "all", 3))"#
        #expect(texts(try lay(swift)) == ["12.3% of all (3)"])
    }

    /// `.environment(\.colorScheme, .dark)` changes colours only: dropped with a comment.
    @Test func colourSchemeIsDropped() throws {
        let script = try SwiftImporter.translate(
            source: "Text(\"a\").environment(\\.colorScheme, .dark)", fileName: "V.swift")
        #expect(script.lua.contains("colorScheme) dropped"))
        _ = try layOut(lua: script.lua, chunkName: "V.swift", width: 100, height: 100)
    }

    /// `UIScreen.main.bounds` is the device's: refused with the nearest form.
    @Test func uiScreenIsRefusedWithAHint() throws {
        let e = try #require(refusal("Color.red.frame(width: UIScreen.main.bounds.width)"))
        #expect(e.line == 1 && e.column == 24)
        #expect(e.suggestion?.contains("GeometryReader") == true)
    }

    /// Modifiers that move no frame and that Plumb's registry lacks are dropped, each with why.
    @Test func framelessModifiersAreDroppedWithWhy() throws {
        let swift = """
            VStack {
                TextField("Email", text: .constant("")).keyboardType(.emailAddress)
                Image(systemName: "star").symbolRenderingMode(.hierarchical)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(".keyboardType dropped: it changes behaviour, not frames"))
        #expect(script.lua.contains(".symbolRenderingMode dropped: it changes how it is drawn, not frames"))
        let without = "VStack { TextField(\"Email\", text: .constant(\"\")); Image(systemName: \"star\") }"
        #expect(frames(try lay(swift)) == frames(try lay(without)))
        // One Plumb lacks and that may move frames stays an error, with "did you mean".
        let e = try #require(refusal("Text(\"a\").padidng()"))
        #expect(e.suggestion == "did you mean '.padding'?")
    }

    /// `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: indices from 0.
    @Test func forEachOverEnumerated() throws {
        let swift = """
            struct ContentView: View {
                let fruits = ["Apple", "Pear"]
                var body: some View {
                    VStack {
                        ForEach(Array(fruits.enumerated()), id: \\.offset) { index, fruit in
                            Text("\\(index). \\(fruit)")
                        }
                    }
                }
            }
            """
        #expect(texts(try lay(swift)) == ["0. Apple", "1. Pear"])
    }

    /// A `.continuous` rounded rectangle is drawn with another curve; its frame is the same.
    @Test func aContinuousRoundedRectangle() throws {
        let swift = "RoundedRectangle(cornerRadius: 12, style: .continuous).frame(width: 40, height: 20)"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("style: dropped"))
        #expect(frames(of: "RoundedRectangle", in: try lay(swift)).first?.width == 40)
    }

    /// A view Plumb lacks is refused with the nearest form: a ContentUnavailableView made of view
    /// builders (its title and description as closures).
    @Test func aContentUnavailableViewOfViewBuildersIsRefusedWithTheNearestForm() throws {
        let e = try #require(refusal("ContentUnavailableView { Label(\"None\", systemImage: \"tray\") }"))
        #expect(e.message == "ContentUnavailableView is not in Plumb")
        #expect(e.suggestion?.contains("VStack") == true)
    }

    /// `Text(a) + Text(b).bold()`: one Text of the joined strings (bold and colour are drawing).
    @Test func textRunsThatOnlyDrawDifferentlyAreJoined() throws {
        let swift = "Text(\"Hello\") + Text(\" World\").bold().foregroundColor(.red)"
        #expect(texts(try lay(swift)) == ["Hello World"])
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("the runs' styles are not drawn"))
    }

    /// `Color("BrandBlue")` names an asset colour: grey stands in, said so (a fill moves no frame).
    @Test func anAssetColourIsGrey() throws {
        let swift = "Rectangle().fill(Color(\"BrandBlue\")).frame(width: 40, height: 40)"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(":fill(Color.gray)"))
        #expect(script.lua.contains("is an asset colour: drawn gray"))
        #expect(frames(of: "frame", in: try lay(swift)).first?.width == 40)
    }
}
