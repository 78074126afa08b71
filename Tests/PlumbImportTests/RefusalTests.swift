import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// What the importer refuses, written here in the forms pasted code takes: each is refused at the
/// Swift position of its cause, with a message that says why.
@Suite("Refused where it is written")
struct RefusalTests: ConstructSuite {
    /// The import of `swift` fails at `line`:`column` with a message that starts with `message`.
    func expectRefused(
        _ swift: String, _ line: Int, _ column: Int, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = refusal(swift)
        #expect(
            error?.line == line && error?.column == column && error?.message.hasPrefix(message) == true,
            "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    /// A view the file uses but does not declare (Swift does not compile it either).
    @Test(arguments: [
        (#"VStack {\#n    Text("Inbox")\#n    MessageRow()\#n}"#, 3, 5, "unknown view 'MessageRow'"),
        (
            #"List {\#n    ForEach(0..<3) { _ in\#n        ContactCard()\#n    }\#n}"#, 3, 9,
            "unknown view 'ContactCard'"
        ),
    ])
    func undeclaredViewsAreRefusedWhereTheyAreUsed(_ swift: String, _ line: Int, _ column: Int, _ message: String) {
        expectRefused(swift, line, column, message)
    }

    /// A name, a binding, a model or a modifier the file uses but does not declare.
    @Test(arguments: [
        (#"VStack {\#n    ForEach(contacts, id: \.self) { Text($0) }\#n}"#, 2, 13, "unknown name 'contacts'"),
        (#"Form {\#n    Toggle("Wi-Fi", isOn: $wifiOn)\#n}"#, 2, 27, "unknown name 'wifiOn'"),
        (#"Text(store.title)\#n    .padding()"#, 1, 6, "unknown name 'store'"),
        (#"Text("Title")\#n    .headline()"#, 2, 6, "unknown modifier '.headline'"),
    ])
    func undeclaredNamesBindingsAndModifiersAreRefusedWhereTheyAreUsed(
        _ swift: String, _ line: Int, _ column: Int, _ message: String
    ) {
        expectRefused(swift, line, column, message)
    }

    /// A colour that is neither SwiftUI's nor declared in the file.
    @Test(arguments: [
        (
            #"Rectangle()\#n    .fill(Color(hex: 0x336699))"#, 2, 17,
            "Color(hex:) is not SwiftUI's Color and this file does not declare it"
        ),
        (
            #"Circle()\#n    .fill(Color.magenta)"#, 2, 17,
            "Color.magenta is not one of SwiftUI's colours and this file does not declare it"
        ),
        (
            #"Text("Total")\#n    .foregroundStyle(Color.brandAccent)"#, 2, 28,
            "Color.brandAccent is not one of SwiftUI's colours and this file does not declare it"
        ),
    ])
    func coloursSwiftUIDoesNotHaveAreRefusedWhereTheyAreUsed(
        _ swift: String, _ line: Int, _ column: Int, _ message: String
    ) {
        expectRefused(swift, line, column, message)
    }

    /// A type extended but not declared, declared twice, without a body, or containing itself.
    @Test(arguments: [
        (
            #"extension ReminderStyle {\#n    static let compact = 1\#n}\#nText("x")"#, 1, 11,
            "an extension of ReminderStyle, which is not declared in this file"
        ),
        (
            #"struct Badge: View { var body: some View { Text("a") } }\#nstruct Badge: View { var body: some View { Text("b") } }"#,
            2, 1, "Badge is declared twice in this file"
        ),
        (#"struct Ruler: View {\#n    let marks = 10\#n}"#, 1, 1, "the view Ruler has no body"),
        (
            #"struct Panel: View {\#n    var body: some View {\#n        VStack { Panel() }\#n    }\#n}"#, 3, 18,
            "the view Panel contains itself: its body would never end"
        ),
    ])
    func typesWithoutTheirDeclarationsAreRefused(_ swift: String, _ line: Int, _ column: Int, _ message: String) {
        expectRefused(swift, line, column, message)
    }

    /// Swift that does not parse: a brace missing, code flattened onto one line.
    @Test(arguments: [
        (
            #"VStack {\#n    Text("a")\#n    HStack {\#n        Text("b")\#n}"#, 5, 2,
            "this Swift does not parse: expected '}' here"
        ),
        (
            #"VStack { Text("a") Text("b") } .padding() struct V: View { var body: some View { Text("c") } }"#, 1, 20,
            "this Swift does not parse: expected ';' here"
        ),
    ])
    func swiftThatDoesNotParseIsRefusedWhereItStops(_ swift: String, _ line: Int, _ column: Int, _ message: String) {
        expectRefused(swift, line, column, message)
    }

    /// The view shown reads a property that has no value and no preview gives it one.
    @Test(arguments: [
        (
            #"struct ScoreBadge: View {\#n    let score: Int\#n    var body: some View { Text("\(score) points") }\#n}"#,
            2, 9, "ScoreBadge is the view shown, but its 'score' has no value"
        ),
        (
            #"struct Thermometer: View {\#n    var reading: Double\#n    var body: some View { Text(String(format: "%.1f°", reading)) }\#n}"#,
            2, 9, "Thermometer is the view shown, but its 'reading' has no value"
        ),
    ])
    func theViewShownNeedsAValueForEachPropertyItReads(_ swift: String, _ line: Int, _ column: Int, _ message: String) {
        expectRefused(swift, line, column, message)
    }

    /// A view, a modifier or a form of one that Plumb does not have.
    @Test(arguments: [
        (
            #"Form {\#n    ColorPicker("Tint", selection: .constant(Color.red))\#n}"#, 2, 5,
            "ColorPicker is not in Plumb"
        ),
        (
            #"VStack {\#n    ContentUnavailableView {\#n        Label("No mail", systemImage: "tray")\#n    } description: {\#n        Text("New mail appears here.")\#n    }\#n}"#,
            2, 5, "ContentUnavailableView is not in Plumb"
        ),
        (#"HStack {\#n    PasteButton(payloadType: String.self) { _ in }\#n}"#, 2, 5, "PasteButton is not in Plumb"),
        (#"ShareLink(item: "Hello")"#, 1, 1, "ShareLink is not in Plumb"),
        (
            #"VStack {\#n    Table([1, 2, 3]) {\#n        TableColumn("n") { Text("\($0)") }\#n    }\#n}"#, 2, 5,
            "Table is not in Plumb"
        ),
        (#"TimelineView(.everyMinute) { context in\#n    Text("tick")\#n}"#, 1, 1, "TimelineView is not in Plumb"),
        (
            #"NavigationSplitView {\#n    Text("Sidebar")\#n} detail: {\#n    Text("Detail")\#n}"#, 1, 1,
            "NavigationSplitView is not in Plumb"
        ),
        (
            #"ScrollView {\#n    Text("Row")\#n}\#n.defaultScrollAnchor(.bottom)"#, 4, 2,
            ".defaultScrollAnchor is not in Plumb"
        ),
        (
            #"List {\#n    Section("Recent") { Text("a") }\#n        .headerProminence(.increased)\#n}"#, 3, 10,
            ".headerProminence is not in Plumb"
        ),
        (
            #"HStack {\#n    Text("a")\#n        .layoutValue(key: Rank.self, value: 1)\#n}"#, 3, 10,
            ".layoutValue is not in Plumb"
        ),
        (
            #"GeometryReader { proxy in\#n    Text("\(proxy.safeAreaInsets.top)")\#n}"#, 2, 19,
            "safeAreaInsets is not in Plumb: Plumb has no safe area"
        ),
        (#"Text("Wide")\#n    .frame(width: UIScreen.main.bounds.width / 2)"#, 2, 19, "UIScreen is not in Plumb"),
        (
            #"ScrollView(.horizontal) {\#n    Color.blue\#n        .containerRelativeFrame(.horizontal, count: 3, span: 1)\#n}"#,
            3, 10, "containerRelativeFrame takes count and spacing together"
        ),
    ])
    func viewsAndModifiersPlumbDoesNotHaveAreRefusedWithWhy(
        _ swift: String, _ line: Int, _ column: Int, _ message: String
    ) {
        expectRefused(swift, line, column, message)
    }
}
