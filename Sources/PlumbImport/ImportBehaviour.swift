/// What the importer does with Swift it cannot lay out as written: one list, from which the
/// docs/import.md's table is made, and which the tests check against the importer itself (each entry's
/// example is imported and must show its evidence).
public struct ImportBehaviour: Sendable {
    public enum Kind: String, Sendable {
        /// A fixed value stands for what the app would compute or load (said in the script).
        case standIn = "stand-in"
        /// A labelled box stands where a view was (a warning at its Swift position).
        case placeholder
        /// Dropped, the view it belonged to kept (a warning at its Swift position).
        case leftOut = "left out"
        /// An error at its Swift position: no script.
        case refused
    }

    public var kind: Kind
    /// What the Swift writes.
    public var construct: String
    /// What Plumb does instead.
    public var effect: String
    /// A file that shows it, imported by the tests.
    public var example: String
    /// Where it shows: in the script (a stand-in), in a warning (a placeholder, a part left out) or
    /// in the error (refused): text it contains.
    public var evidence: String

    public static let all: [ImportBehaviour] = [
        ImportBehaviour(
            kind: .standIn,
            construct:
                "a JSON file of the app read through its bundle (`url(forResource:withExtension:)`, `Data(contentsOf:)`, `JSONDecoder().decode`)",
            effect:
                "the file, found among the module's files by its name, is written into the script and decoded as it runs; objects declared as the app's model are made by its function (computed properties too); a file the app does not have stops the view (a placeholder)",
            example: """
                let url = Bundle.main.url(forResource: "peaks", withExtension: "json")
                Text(url == nil ? "none" : "found")
                """,
            evidence: "bundleFile("),
        ImportBehaviour(
            kind: .standIn, construct: "`Date()`, `Date.now`",
            effect:
                "Swift's reference date, 2001-01-01 00:00:00 UTC, stands for now; `formatted(…)` and `Text(_:style:)` as an iPhone in US English shows it",
            example: "Text(Date().formatted())", evidence: "makeDate(0)"),
        ImportBehaviour(
            kind: .standIn,
            construct: "`NumberFormatter`, `DateFormatter`, number format styles, `Calendar.current`",
            effect:
                "US English and UTC whatever locale or time zone they are given; ties rounded to even; the calendar Gregorian, its today the reference date's",
            example: "Text(1234.5.formatted(.currency(code: \"USD\")))", evidence: "formatNumber("),
        ImportBehaviour(
            kind: .standIn, construct: "a `Set`'s and a `Dictionary`'s order",
            effect: "a set in the order its elements came; a dictionary's keys and values by its keys sorted",
            example: "Text(Dictionary(grouping: [\"b\", \"a\"], by: { $0 }).keys.sorted().joined())",
            evidence: "dictionaryKeys("),
        ImportBehaviour(
            kind: .standIn, construct: "`Color(name)` of a name known as the app runs",
            effect: "gray, with a warning (a `\"#RRGGBB\"` string is its colour)",
            example: "struct V: View {\n    let name = \"Brand\"\n    var body: some View { Color(name) }\n}",
            evidence: "runtimeColour(name)"),
        ImportBehaviour(
            kind: .standIn, construct: "`DatePicker(\"Due\", selection: $date)`",
            effect:
                "an HStack of its label and the date it shows (abbreviated date, shortened time), with a warning: no source gives its compact button's size",
            example:
                "struct V: View {\n    @State var due = Date()\n    var body: some View { DatePicker(\"Due\", selection: $due) }\n}",
            evidence: "DatePicker: a stand-in"),
        ImportBehaviour(
            kind: .standIn, construct: "`ContentUnavailableView(\"Title\", systemImage:, description:)`",
            effect:
                "a VStack, 8 apart, of the image (large title, grey), the title (title 2, bold) and the description (grey, centred), filling the space offered, with a warning: no source gives its metrics",
            example: "ContentUnavailableView(\"None\", systemImage: \"tray\", description: Text(\"Add one\"))",
            evidence: "ContentUnavailableView: a stand-in"),
        ImportBehaviour(
            kind: .standIn, construct: "`UUID()`", effect: "made-up ids in sequence, as long as Swift's",
            example: "Text(UUID().uuidString)", evidence: "uuid()"),
        ImportBehaviour(
            kind: .standIn, construct: "`Color(\"Brand\")` (an asset colour)",
            effect: "gray (the asset catalogue is not read)", example: "Color(\"Brand\")", evidence: "Color.gray"),
        ImportBehaviour(
            kind: .standIn, construct: "a gradient, a material",
            effect: "its first colour; a material a light grey (a fill never moves a frame)",
            example: "Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))",
            evidence: "drawn as its first colour"),
        ImportBehaviour(
            kind: .standIn,
            construct: "the view shown needs a value no `#Preview` gives (`let meeting: Meeting`)",
            effect:
                "the app's own sample of the type (a static of it such as `.example` or `sampleData[0]`), else one made of samples of its properties; a `String` its own name",
            example: """
                struct Item { var title: String; static let example = Item(title: "Pear") }
                struct Row: View {
                    let item: Item
                    var body: some View { Text(item.title) }
                }
                """,
            evidence: "a sample stands in"),
        ImportBehaviour(
            kind: .standIn, construct: "`@EnvironmentObject var store: Store`, `@Environment(Store.self) var store`",
            effect: "one `Store` for the whole script, made with no arguments",
            example: """
                final class Store: ObservableObject { @Published var name = "Tally" }
                struct Title: View {
                    @EnvironmentObject var store: Store
                    var body: some View { Text(store.name) }
                }
                """,
            evidence: "environmentObject(Store, \"Store\")"),
        ImportBehaviour(
            kind: .placeholder, construct: "a `UIViewRepresentable` or `UIViewControllerRepresentable` of the app's",
            effect: "a placeholder that fills what it is offered",
            example: """
                struct MapView: UIViewRepresentable {
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ view: MKMapView, context: Context) {}
                }
                struct Screen: View { var body: some View { MapView() } }
                """,
            evidence: "MapView is drawn as a placeholder that fills what it is offered"),
        ImportBehaviour(
            kind: .placeholder, construct: "a view Plumb does not have (a framework's, a package's)",
            effect: "a placeholder labelled with its name, hugging the label",
            example: "VStack { Text(\"Above\"); KFImage(url) }", evidence: "KFImage is drawn as a placeholder"),
        ImportBehaviour(
            kind: .placeholder,
            construct: "a view whose making fails as the script runs (a value the Swift never had)",
            effect: "a placeholder labelled with the view's name, warned at the Swift line that failed",
            example: """
                struct Card: View {
                    let title: String? = nil
                    var body: some View { Text(title!) }
                }
                """,
            evidence: "Card is drawn as a placeholder"),
        ImportBehaviour(
            kind: .leftOut,
            construct:
                "a modifier Plumb does not have (`.frobnicate()`, a value method of an extension Plumb cannot read)",
            effect: "left out; the view it modifies stays", example: "Text(\"Hi\").frobnicate().padding()",
            evidence: ".frobnicate is left out"),
        ImportBehaviour(
            kind: .leftOut, construct: "a statement of a function that cannot be translated",
            effect: "left out (a constant it declares is nil)",
            example: """
                func total() -> Int {
                    repeat { } while false
                    return 3
                }
                Text("\\(total())")
                """,
            evidence: "a statement is left out"),
        ImportBehaviour(
            kind: .leftOut,
            construct: "a member of a type that cannot be read (a `subscript`), or whose body cannot be translated",
            effect:
                "that member left out (a function or property of it gives nil); the type and its other members stay",
            example: """
                final class Basket {
                    var items = ["pear"]
                    subscript(i: Int) -> String { items[i] }
                }
                Text("\\(Basket().items.count)")
                """,
            evidence: "a member of Basket is left out"),
        ImportBehaviour(
            kind: .leftOut,
            construct: "a declaration the view reaches that cannot be translated (an `actor`, a macro)",
            effect: "left out, said where it is declared; a view of that name is a placeholder",
            example: """
                actor Loader {}
                struct Screen: View {
                    var body: some View { Text("\\(Loader())") }
                }
                """,
            evidence: "Loader is left out"),
        ImportBehaviour(
            kind: .refused, construct: "a file imported that does not parse",
            effect: "an error at the first place it does not parse",
            example: "struct Half: View {\n var body: some View {",
            evidence: "this Swift does not parse"),
        ImportBehaviour(
            kind: .refused,
            construct: "a file over 4 MiB, brackets nested over 120 deep, a syntax tree over 1,000 levels",
            effect: "an error before it is parsed", example: String(repeating: "(", count: 130),
            evidence: "nested more than 120 brackets deep"),
    ]

    /// The markdown table docs/import.md shows, between `readmeMarkers`.
    public static func markdownTable() -> String {
        var lines = [
            readmeMarkers.begin,
            "| Swift | kind | what Plumb does |",
            "| --- | --- | --- |",
        ]
        for b in all { lines.append("| \(b.construct) | \(b.kind.rawValue) | \(b.effect) |") }
        lines.append(readmeMarkers.end)
        return lines.joined(separator: "\n")
    }

    public static let readmeMarkers = (
        begin: "<!-- import behaviour: made from ImportBehaviour.all -->", end: "<!-- end of import behaviour -->"
    )
}
