import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// A file imported with the other files of its module, as the compiler reads it: the names it
/// uses come from them, only what it reaches is written, and what cannot be translated stands as
/// a placeholder with a warning at its own file's position.
@Suite("Importing a file with its module")
struct ModuleImportTests {
    /// The first file is the one imported.
    func module(_ files: [(String, String)]) -> [SwiftSource] {
        files.map { SwiftSource(path: $0.0, text: $0.1) }
    }

    func importModule(_ files: [(String, String)], view: String? = nil) throws -> ImportedScript {
        try SwiftImporter.translate(module: module(files), view: view, vocabulary: .registry)
    }

    func layOut(_ script: ImportedScript, width: Double = 400, height: Double = 600) throws -> LayoutResult {
        try PlumbImportTests.layOut(lua: script.lua, chunkName: "View.swift", width: width, height: height)
    }

    static let model = """
        import Foundation

        struct Meeting: Identifiable {
            let id = UUID()
            var title: String
            var attendees: [String]
            var minutes: Int
            var theme: Theme
        }

        enum Theme: String {
            case sky, sand
            var name: String { rawValue.capitalized }
        }
        """

    static let sampleData = """
        extension Meeting {
            static let samples: [Meeting] = [
                Meeting(title: "Design review", attendees: ["Ana", "Bo", "Cy"], minutes: 10, theme: .sky),
                Meeting(title: "Release", attendees: ["Dee"], minutes: 5, theme: .sand),
            ]
            static var first: Meeting { samples[0] }
        }
        """

    static let styles = """
        import SwiftUI

        struct Card: ViewModifier {
            var radius: CGFloat = 12
            func body(content: Content) -> some View {
                content
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: radius).fill(Color.cardFill))
            }
        }

        extension View {
            func card() -> some View { modifier(Card()) }
        }

        extension Color {
            static let cardFill = Color.yellow
        }
        """

    static let row = """
        import SwiftUI

        struct MeetingRow: View {
            let meeting: Meeting
            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(meeting.title).font(.headline)
                    HStack {
                        Text("\\(meeting.attendees.count) people")
                        Spacer()
                        Text(meeting.theme.name)
                    }
                }
                .card()
            }
        }

        #Preview {
            MeetingRow(meeting: .first)
        }
        """

    static let list = """
        import SwiftUI

        struct MeetingList: View {
            var meetings = Meeting.samples
            var body: some View {
                VStack(spacing: 10) {
                    ForEach(meetings) { meeting in
                        MeetingRow(meeting: meeting)
                    }
                }
            }
        }
        """

    /// The files of a small app, the row first.
    static let app = [
        ("MeetingRow.swift", row), ("Models/Meeting.swift", model), ("Preview Content/SampleData.swift", sampleData),
        ("Styles/Card.swift", styles), ("MeetingList.swift", list),
    ]

    @Test func aViewUsesTheModelsSampleDataAndStylesOfOtherFiles() throws {
        let script = try importModule(Self.app)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let result = try layOut(script)
        #expect(texts(result) == ["Design review", "3 people", "Sky"])
        // The list is not reached from the row's file: it is not written.
        #expect(!script.lua.contains("MeetingList"))
    }

    /// The module lays out as the same code pasted in one file does.
    @Test(arguments: ["MeetingRow.swift", "MeetingList.swift"])
    func aModuleLaysOutAsItsFilesInOne(_ shown: String) throws {
        var files = Self.app
        let index = files.firstIndex { $0.0 == shown }!
        files.insert(files.remove(at: index), at: 0)
        // One file: the preview of the row file only when it is the one shown.
        let pasted = files.map { $0.0 == shown ? $0.1 : $0.1.components(separatedBy: "#Preview")[0] }
            .joined(separator: "\n")
        let view = shown == "MeetingList.swift" ? "MeetingList" : nil
        let alone = try SwiftImporter.translate(source: pasted, fileName: shown, view: view, vocabulary: .registry)
        let module = try importModule(files, view: view)
        #expect(frames(try layOut(module)) == frames(try layOut(alone)))
    }

    @Test func aLuaLineMadeFromAnotherFileNamesThatFile() throws {
        let script = try importModule(Self.app)
        let line = try #require(
            script.lua.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("function Card(")
            })
        let position = try #require(script.swiftPosition(ofLuaLine: line + 1))
        #expect(position.file == "Styles/Card.swift" && position.line == 3)
        #expect(script.lineMapText.contains(" \(position.line):\(position.column) Styles/Card.swift"))
    }

    @Test func whatIsNotReachedIsNeitherWrittenNorReported() throws {
        let unrelated = """
            class Downloader: NSObject, URLSessionDelegate {
                func start() {}
            }
            struct Broken: View {
                var body: some View { Canvas { context, size in context.stroke(Path(), with: .color(.red)) }.matchedGeometryEffect(id: 1, in: ns) }
            }
            """
        let script = try importModule(Self.app + [("Network/Downloader.swift", unrelated)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(!script.lua.contains("Downloader") && !script.lua.contains("Broken"))
    }

    @Test func aReachedDeclarationThatCannotBeTranslatedIsAPlaceholderWithAWarningAtItsFile() throws {
        let shown = """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("Above")
                        Chart(points: [1, 2, 3])
                        Text("Below")
                    }
                }
            }
            """
        let chart = """
            import Charts

            struct Chart: View {
                let points: [Double]
            }
            """
        let script = try importModule([("Screen.swift", shown), ("Chart.swift", chart)])
        let warning = try #require(script.warnings.first)
        #expect(warning.fileName == "Chart.swift" && warning.line == 3, "\(script.warnings)")
        #expect(warning.message.hasPrefix("Chart stands in as a placeholder"), "\(warning)")
        let result = try layOut(script)
        #expect(texts(result) == ["Above", "⚠ Chart", "Below"])
        #expect(frames(of: "Placeholder", in: result).count == 1)
    }

    /// A SwiftData `@Model` class and a view model with members the importer cannot read: those
    /// members are left out (each warned at its own line), the rest of the type is read, and the
    /// view that shows it is drawn whole.
    @Test func aMemberThatCannotBeReadLeavesOutThatMemberNotItsType() throws {
        let model = """
            import SwiftData

            @Model
            final class Expense {
                var title: String
                var amount: Double
                @Relationship(deleteRule: .cascade) var receipts: [Receipt] = []
                init(title: String, amount: Double) {
                    self.title = title
                    self.amount = amount
                }
                var isLarge: Bool { amount > 100 }
                subscript(index: Int) -> Receipt { receipts[index] }
                func export() -> Data { try! JSONEncoder().encode(self) }
            }

            @Model
            final class Receipt {
                var note: String = ""
            }
            """
        let store = """
            import Observation

            @Observable
            final class Ledger {
                var expenses: [Expense] = [Expense(title: "Rent", amount: 900), Expense(title: "Tea", amount: 4)]
                deinit { print("gone") }
                var total: Double { expenses.reduce(0) { $0 + $1.amount } }
            }
            """
        let shown = """
            import SwiftUI

            struct LedgerView: View {
                @State private var ledger = Ledger()
                var body: some View {
                    VStack {
                        ForEach(ledger.expenses) { e in
                            Text("\\(e.title) \\(e.isLarge ? "large" : "small")")
                        }
                        Text("Total \\(Int(ledger.total))")
                    }
                }
            }
            """
        let script = try importModule([
            ("LedgerView.swift", shown), ("Model/Expense.swift", model), ("Model/Ledger.swift", store),
        ])
        #expect(texts(try layOut(script)) == ["Rent large", "Tea small", "Total 904"])
        #expect(frames(of: "Placeholder", in: try layOut(script)).isEmpty)
        // The subscript is left out, warned at its line; a deinit runs when nothing is drawn.
        let places = script.warnings.map { "\($0.fileName) \($0.line)" }
        #expect(places.contains("Model/Expense.swift 13"), "\(script.warnings)")
        #expect(!places.contains { $0.hasPrefix("Model/Ledger.swift") }, "\(script.warnings)")
        #expect(script.warnings.allSatisfy { $0.message.contains(" is left out") }, "\(script.warnings)")
    }

    /// What an init of another file's class leaves out is told at that file's line; a class's
    /// `super.init()` moves nothing and is not told.
    @Test func aStatementOfAnotherFilesInitIsToldAtItsOwnLine() throws {
        let locator = """
            import CoreLocation

            final class Locator: NSObject, ObservableObject {
                @Published var place = "Here"
                private let manager: CLLocationManager
                override init() {
                    manager = CLLocationManager()
                    super.init()
                    manager.delegate = self
                }
            }
            """
        let shown = """
            struct Place: View {
                @StateObject private var locator = Locator()
                var body: some View { Text(locator.place) }
            }
            """
        let script = try importModule([("Place.swift", shown), ("Locator.swift", locator)])
        #expect(texts(try layOut(script)) == ["Here"])
        let places = script.warnings.map { "\($0.fileName):\($0.line)" }
        #expect(!places.isEmpty && places.allSatisfy { $0.hasPrefix("Locator.swift:") }, "\(script.warnings)")
        #expect(!places.contains("Locator.swift:8"), "\(script.warnings)")
    }

    /// The warnings printed: all of the file shown, the first three of each other file and a count.
    @Test func warningsOfOtherFilesAreCountedPastThreeAFile() {
        let warnings =
            [("Shown.swift", 1), ("Model.swift", 1), ("Model.swift", 2), ("Shown.swift", 2)]
            + (3...7).map { ("Model.swift", $0) } + [("Store.swift", 4)]
        let printed = ImportWarning.summarised(
            warnings.map { ImportWarning(fileName: $0.0, line: $0.1, column: 1, message: "left out") },
            shown: "Shown.swift")
        #expect(
            printed == [
                "Shown.swift:1:1: warning: left out", "Model.swift:1:1: warning: left out",
                "Model.swift:2:1: warning: left out", "Shown.swift:2:1: warning: left out",
                "Model.swift:3:1: warning: left out", "Store.swift:4:1: warning: left out",
                "Model.swift: warning: 4 more warnings in this file (--all-warnings lists them)",
            ])
    }

    /// A type with several inits is made with the one the call's labels (and literals) pick; an
    /// enum is made from a raw value; a property two enums declare is the value's own enum's; Int
    /// division truncates.
    @Test func severalInitsEnumsFromRawValuesAndIntegerDivision() throws {
        let model = """
            struct Money {
                let cents: Int
                init(cents: Int) { self.cents = cents }
                init(_ dollars: Double) { self.cents = Int(dollars * 100) }
                init(_ text: String) { self.cents = (Int(text) ?? 0) * 100 }
                static let zero = Money(cents: 0)
                var formatted: String { "$\\(cents / 100).\\(cents % 100)" }
            }
            enum Category: String, CaseIterable {
                case food = "Food", rent = "Rent"
                var label: String { rawValue.uppercased() }
            }
            enum Method: String, CaseIterable {
                case card, cash
                var label: String { rawValue.capitalized }
            }
            """
        let shown = """
            struct Row: View {
                let category = Category(rawValue: "Rent")!
                let method: Method = .cash
                var body: some View {
                    VStack {
                        Text(Money(cents: 250).formatted)
                        Text(Money(12.5).formatted)
                        Text(Money("7").formatted)
                        Text(Money.zero.formatted)
                        Text(Money(cents: -250).formatted)
                        Text(category.label + " " + method.label)
                        Text("\\(Category(rawValue: "Gifts") == nil)")
                        Badge(count: 3)
                        Badge("Hi")
                    }
                }
            }
            struct Badge: View {
                let text: String
                init(_ t: String) { text = t }
                init(count: Int) { text = "\\(count) new" }
                var body: some View { Text(text) }
            }
            """
        let script = try importModule([("Row.swift", shown), ("Money.swift", model)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(
            texts(try layOut(script)) == [
                "$2.50", "$12.50", "$7.0", "$0.0", "$-2.-50", "RENT Cash", "true", "3 new", "Hi",
            ])
    }

    /// A ForEach over tuples takes each apart; a member or local declared `Color` gives colour
    /// views for `.orange`; a `@Binding` to the app's type with no value gets a sample.
    @Test func tuplesColoursAndBindingsAsAppsWriteThem() throws {
        let shown = """
            enum Kind: String, CaseIterable {
                case rent, food
                var tint: Color {
                    switch self {
                    case .rent: return .orange
                    case .food: return .blue
                    }
                }
            }
            struct Input { var text = "12" }
            struct Display: View {
                @Binding var input: Input
                var body: some View { Text(input.text) }
            }
            struct Groups: View {
                let groups: [(String, [Int])] = [("Mon", [1, 2]), ("Tue", [3])]
                var body: some View {
                    let shade: Color = groups.isEmpty ? .gray : .green
                    VStack(spacing: 0) {
                        ForEach(groups, id: \\.0) { day, items in
                            Text("\\(day): \\(items.count)")
                        }
                        Kind.rent.tint.opacity(0.5).frame(width: 10, height: 10)
                        shade.frame(width: 20, height: 10)
                    }
                }
            }
            """
        let groups = try importModule([("Groups.swift", shown)], view: "Groups")
        #expect(groups.warnings.isEmpty, "\(groups.warnings)")
        let result = try layOut(groups)
        #expect(texts(result) == ["Mon: 2", "Tue: 1"])
        #expect(frames(of: "Color", in: result).map(\.size.width) == [10, 20])
        let display = try importModule([("Groups.swift", shown)], view: "Display")
        #expect(display.warnings.map(\.line) == [12], "\(display.warnings)")
        #expect(texts(try layOut(display)) == ["12"])
    }

    /// Forms apps write that are not snippets' forms: constants among a container's views, a
    /// mutating function of assignments in if/else, a constant of an `extension CGFloat`, a
    /// closure run at once, and `fatalError` in a branch never taken.
    @Test func constantsAmongViewsMutatingFunctionsAndNumberExtensions() throws {
        let shown = """
            extension CGFloat { static let spacing6: CGFloat = 6 }
            struct Week {
                var monday = false
                var tuesday = false
                mutating func set(index: Int, status: Bool) {
                    if index == 0 {
                        monday = status
                    } else {
                        tuesday = status
                    }
                }
                func label() -> String { monday ? "Mo" : "-" }
            }
            struct Bits: View {
                let week: Week = { var w = Week(); w.set(index: 0, status: true); return w }()
                var body: some View {
                    HStack(spacing: 0) {
                        let shape = RoundedRectangle(cornerRadius: 4)
                        shape.frame(width: 10, height: 10)
                        Text(week.label()).padding(.spacing6)
                        if week.tuesday { fatalError("never") } else { Text("x").padding(CGFloat.spacing6) }
                    }
                }
            }
            """
        let script = try importModule([("Bits.swift", shown)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let result = try layOut(script)
        #expect(texts(result) == ["Mo", "x"])
        // 10 + (16 + 12) + (8 + 12): each padding is 6 a side.
        #expect(frames(of: "HStack", in: result).first?.size.width == 58)
    }

    /// A JSON file of the app read through its bundle (`url(forResource:)`, `Data(contentsOf:)`,
    /// a JSONDecoder, `do`/`catch`, `try?`): its values, made by the model's function (computed
    /// properties too); a file the app does not have stops the view, which is a placeholder.
    @Test func aJSONFileOfTheAppIsReadThroughItsBundle() throws {
        let decoding = """
            extension Bundle {
                func decode<T: Decodable>(_ file: String) -> T {
                    guard let url = self.url(forResource: file, withExtension: nil) else {
                        fatalError("Failed to locate \\(file) in bundle.")
                    }
                    guard let data = try? Data(contentsOf: url) else {
                        fatalError("Failed to load \\(file).")
                    }
                    do {
                        return try JSONDecoder().decode(T.self, from: data)
                    } catch {
                        fatalError("Failed to decode \\(file): \\(error.localizedDescription)")
                    }
                }
            }
            """
        let model = """
            struct Peak: Codable, Identifiable {
                let id: String
                let name: String
                let height: Int
                var label: String { "\\(name) \\(height) m" }
                static let all: [Peak] = Bundle.main.decode("peaks.json")
                static let missing: [Peak] = Bundle.main.decode("valleys.json")
            }
            """
        let shown = """
            struct Peaks: View {
                var body: some View {
                    VStack {
                        ForEach(Peak.all) { Text($0.label) }
                    }
                }
            }
            struct Valleys: View {
                var body: some View { Text("\\(Peak.missing.count)") }
            }
            """
        let json =
            #"[{"id": "a", "name": "Mont Blanc", "height": 4806}, {"id": "b", "name": "Eiger \u00e9", "height": 3967}]"#
        let files = module([("Peaks.swift", shown), ("Peak.swift", model), ("Bundle-Decode.swift", decoding)])
        let resources = [SwiftSource(path: "Resources/peaks.json", text: json)]
        let peaks = try SwiftImporter.translate(
            module: files, view: "Peaks", vocabulary: .registry, resources: resources)
        #expect(texts(try layOut(peaks)) == ["Mont Blanc 4806 m", "Eiger é 3967 m"])
        // Only the file the code names is in the script.
        #expect(peaks.lua.contains("[\"peaks.json\"] = ") && !peaks.lua.contains("[\"valleys.json\"] = "))
        let valleys = try SwiftImporter.translate(
            module: files, view: "Valleys", vocabulary: .registry, resources: resources)
        #expect(texts(try layOut(valleys)) == ["⚠ Valleys"])
    }

    /// Types nested in different types may share a name (each preview's `struct Preview`) without
    /// a word; an extension of a nested type by its qualified name extends it; a range's bounds
    /// may be arithmetic; `String(localized:)` is its text.
    @Test func nestedTypesQualifiedExtensionsAndRangesOfArithmetic() throws {
        let shown = """
            struct Stars: View {
                var count = 3
                var body: some View {
                    HStack(spacing: 0) {
                        Text(String(localized: "Rating", comment: "a label"))
                        ForEach(1..<count + 1, id: \\.self) { Text("\\($0)") }
                        Text(Donut.Glaze.sugar.title)
                    }
                }
            }
            struct Stars_Previews: PreviewProvider {
                struct Preview: View { var body: some View { Stars() } }
                static var previews: some View { Preview() }
            }
            """
        let other = """
            struct Donut {
                enum Glaze: String { case sugar }
            }
            extension Donut.Glaze {
                var title: String { rawValue.capitalized }
            }
            struct Other_Previews: PreviewProvider {
                struct Preview: View { var body: some View { Text("other") } }
                static var previews: some View { Preview() }
            }
            """
        let script = try importModule([("Stars.swift", shown), ("Other.swift", other)], view: "Stars")
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(texts(try layOut(script)) == ["Rating", "1", "2", "3", "Sugar"])
    }

    /// More top-level names than Lua's 200 locals a function (a large app's models, its `extension
    /// View` helpers, Plumb's helpers): the names past the budget are globals, and the script runs.
    @Test func moreNamesThanLuaHasLocalsStillRun() throws {
        let models = (0..<170).map { "struct Model\($0) { var n = \($0) }" }.joined(separator: "\n")
        let helpers = (0..<35).map { "    func tweak\($0)() -> some View { self }" }.joined(separator: "\n")
        let sum = (0..<170).map { "    t += Model\($0)().n" }.joined(separator: "\n")
        let chain = (0..<35).map { ".tweak\($0)()" }.joined()
        let shown = """
            func total() -> Int {
                var t = 0
            \(sum)
                return t
            }
            extension View {
            \(helpers)
            }
            struct Total: View {
                var body: some View { Text("\\(total())")\(chain) }
            }
            """
        let script = try importModule([("Total.swift", shown), ("Models.swift", models)])
        #expect(texts(try layOut(script)) == ["\((0..<170).reduce(0, +))"])
    }

    /// A property made by a closure run at once (`lazy var manager = { … }()`) that fails as it
    /// runs is nil, warned: the rest of its type is made and the view drawn.
    @Test func aPropertyMadeByAClosureThatFailsIsNilAndTheTypeStays() throws {
        let shown = """
            final class Weather: ObservableObject {
                @Published var city = "Loading.."
                private lazy var manager: CLLocationManager = {
                    let manager = CLLocationManager()
                    manager.delegate = self
                    return manager
                }()
            }
            struct Forecast: View {
                @StateObject private var weather = Weather()
                var body: some View { Text(weather.city) }
            }
            """
        let script = try importModule([("Forecast.swift", shown)])
        #expect(texts(try layOut(script)) == ["Loading.."])
    }

    /// `result?.icao = code` assigns only when `result` is there.
    @Test func anAssignmentThroughOptionalChainingIsGuarded() throws {
        let shown = """
            struct Info { var icao = "" }
            func filled(_ info: Info?) -> String {
                var result = info
                result?.icao = "KSFO"
                return result?.icao ?? "none"
            }
            struct Codes: View {
                var body: some View { VStack { Text(filled(Info())); Text(filled(nil)) } }
            }
            """
        let script = try importModule([("Codes.swift", shown)])
        #expect(texts(try layOut(script)) == ["KSFO", "none"])
    }

    @Test func aViewThatCannotBeWrittenIsAPlaceholderAndItsNeighboursStay() throws {
        let shown = """
            struct Screen: View {
                var body: some View {
                    HStack {
                        Text("Kept")
                        MysteryWidget(style: .fancy) { $0.spin() }
                    }
                    .frobnicate()
                    .padding()
                }
            }
            """
        let script = try importModule([("Screen.swift", shown)])
        #expect(script.warnings.map(\.line) == [5, 7], "\(script.warnings)")
        #expect(script.warnings[0].message.hasPrefix("MysteryWidget is drawn as a placeholder"))
        #expect(script.warnings[1].message.hasPrefix(".frobnicate is left out"))
        let result = try layOut(script)
        #expect(texts(result) == ["Kept", "⚠ MysteryWidget"])
        // The padding after the modifier left out is kept: 16 around the row.
        let placeholder = try #require(frames(of: "Placeholder", in: result).first)
        #expect(placeholder.origin.y == 300 - placeholder.size.height / 2)
    }

    @Test func aRepresentableFillsWhatItIsOfferedAsAPlaceholder() throws {
        let shown = """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        MapView()
                        Text("Caption")
                    }
                }
            }
            """
        let map = """
            import MapKit
            struct MapView: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
                class Coordinator: NSObject {}
            }
            """
        let script = try importModule([("Screen.swift", shown), ("MapView.swift", map)])
        #expect(script.warnings.map(\.fileName) == ["MapView.swift"])
        let result = try layOut(script, width: 300, height: 500)
        let placeholder = try #require(frames(of: "Placeholder", in: result).first)
        let caption = try #require(frames(of: "Text", in: result).last)
        #expect(placeholder.size.width == 300 && placeholder.size.height == 500 - caption.size.height)
    }

    @Test func theFileShownWinsOverASecondDeclarationOfItsName() throws {
        let shown = """
            struct Badge: View {
                var body: some View { Text("New") }
            }
            """
        let old = """
            struct Badge: View {
                var body: some View { Text("Old") }
            }
            """
        let script = try importModule([("Badge.swift", shown), ("Old/Badge.swift", old)])
        #expect(texts(try layOut(script)) == ["New"])
        let warning = try #require(script.warnings.first)
        #expect(warning.fileName == "Old/Badge.swift" && warning.line == 1)
        #expect(warning.message.contains("Badge.swift:1:1"))
    }

    @Test func anotherFileThatDoesNotParseIsLeftOutSaidSo() throws {
        let shown = """
            struct Hello: View {
                var body: some View { Text("Hello") }
            }
            """
        let script = try importModule([
            ("Hello.swift", shown), ("Half.swift", "struct Half: View {\n var body: some View {"),
        ])
        #expect(texts(try layOut(script)) == ["Hello"])
        #expect(script.warnings.map(\.fileName) == ["Half.swift"])
        #expect(script.warnings.first?.message.hasPrefix("this file of the module is left out") == true)
    }

    @Test func theFileShownMustParse() {
        let error = #expect(throws: ImportError.self) {
            _ = try importModule([("Half.swift", "struct Half: View {\n var body: some View {"), ("Ok.swift", "")])
        }
        #expect(error?.fileName == "Half.swift")
    }

    @Test func aModelsOwnInitAndItsStaticsAreTranslated() throws {
        let shown = """
            struct Line: View {
                let item: Item
                var body: some View { Text(item.label) }
            }
            #Preview { Line(item: .example) }
            """
        let item = """
            struct Item {
                var label: String
                var count: Int
                init(name: String, count: Int = 2) {
                    self.label = name.uppercased() + " ×\\(count)"
                    self.count = count
                }
                static var example: Item { Item(name: "pear") }
                static func make(_ n: Int) -> Item { Item(name: "fig", count: n) }
            }
            """
        let script = try importModule([("Line.swift", shown), ("Item.swift", item)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(texts(try layOut(script)) == ["PEAR ×2"])
    }

    @Test func aViewShownWithoutAPreviewGetsTheAppsOwnSampleSaidSo() throws {
        let shown = """
            struct Detail: View {
                let meeting: Meeting
                let count: Int
                var body: some View {
                    VStack {
                        Text(meeting.title)
                        Text("\\(count)")
                    }
                }
            }
            """
        let script = try importModule([
            ("Detail.swift", shown), ("Meeting.swift", Self.model), ("Data.swift", Self.sampleData),
        ])
        #expect(script.warnings.map(\.line) == [2, 3], "\(script.warnings)")
        #expect(script.warnings.first?.message.hasSuffix("a sample Meeting stands in") == true)
        #expect(script.lua.contains("Meeting.samples[1]") && script.lua.contains("a sample stands in"))
        #expect(texts(try layOut(script)) == ["Design review", "3"])
    }

    @Test func anEnvironmentObjectIsOneObjectOfItsTypeForTheWholeScript() throws {
        let shown = """
            struct Counter: View {
                @EnvironmentObject var store: Store
                var body: some View {
                    HStack {
                        Text(store.name)
                        Badge()
                    }
                }
            }
            struct Badge: View {
                @Environment(Store.self) private var store
                var body: some View { Text("\\(store.count)") }
            }
            """
        let store = """
            final class Store: ObservableObject {
                @Published var name = "Tally"
                @Published var count = 7
            }
            """
        let script = try importModule([("Counter.swift", shown), ("Store.swift", store)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(texts(try layOut(script)) == ["Tally", "7"])
    }

    @Test func aBindingsElementInAForEachIsTheElement() throws {
        let shown = """
            struct Names: View {
                @State private var people = ["Ana", "Bo"]
                var body: some View {
                    VStack {
                        ForEach($people, id: \\.self) { $person in
                            Text(person)
                        }
                    }
                }
            }
            """
        #expect(texts(try layOut(try importModule([("Names.swift", shown)]))) == ["Ana", "Bo"])
    }

    @Test func aViewThatContainsItselfForeverIsStoppedAndDrawnAsAPlaceholder() throws {
        let shown = """
            struct Loop: View {
                var body: some View {
                    VStack {
                        Text("again")
                        Loop()
                    }
                }
            }
            """
        let script = try importModule([("Loop.swift", shown)])
        let result = try layOut(script)
        #expect(texts(result).first == "again")
        #expect(texts(result).contains { $0.hasPrefix("⚠ Loop") })
    }

    @Test func aTreeRowContainsItselfThroughItsData() throws {
        let shown = """
            struct Node { var name: String; var children: [Node] = [] }
            struct Row: View {
                let node: Node
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(node.name)
                        ForEach(node.children, id: \\.name) { child in
                            Row(node: child).padding(.leading, 10)
                        }
                    }
                }
            }
            #Preview {
                Row(node: Node(name: "root", children: [Node(name: "a"), Node(name: "b", children: [Node(name: "c")])]))
            }
            """
        let script = try importModule([("Row.swift", shown)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(texts(try layOut(script)) == ["root", "a", "b", "c"])
    }

    @Test func onlyTheIPhonesBranchOfConditionalCompilationIsRead() throws {
        let shown = """
            struct Screen: View {
                var body: some View { Badge() }
            }
            """
        let badge = """
            #if os(macOS)
            struct Badge: View { var body: some View { Text("Mac") } }
            #else
            struct Badge: View { var body: some View { Text("iPhone") } }
            #endif
            """
        let script = try importModule([("Screen.swift", shown), ("Badge.swift", badge)])
        #expect(texts(try layOut(script)) == ["iPhone"])
    }

    @Test func namesLuaCannotWriteAreWrittenAsLuaCanName() throws {
        let shown = """
            struct Stroke {
                var width: Double = 2
                static let `default` = Stroke()
            }
            struct Tag: View {
                @State private var seleсted = "on"
                var body: some View { Text("\\(seleсted) \\(Stroke.`default`.width)") }
            }
            """
        let script = try importModule([("Tag.swift", shown)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(texts(try layOut(script)) == ["on 2.0"])
    }

    @Test func elseIfLetAndABreakInASwitchAreTranslated() throws {
        let shown = """
            struct Status: View {
                var first: String? = nil
                var second: String? = "second"
                var mode = 2
                var body: some View {
                    if let first {
                        Text(first)
                    } else if let second {
                        Text(second + " " + label())
                    }
                }
                func label() -> String {
                    var text = "none"
                    switch mode {
                    case 1: text = "one"
                    case 2: break
                    default: text = "many"
                    }
                    return text
                }
            }
            """
        let script = try importModule([("Status.swift", shown)])
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(texts(try layOut(script)) == ["second none"])
    }
}
