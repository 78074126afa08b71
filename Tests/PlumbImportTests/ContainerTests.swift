import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Containers' own modifiers: navigation titles, list row spacing, a section header's prominence,
/// a scroll view's content margins.
@Suite("Navigation, lists and scroll views")
struct ContainerTests: ConstructSuite {
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

    /// `.headerProminence` changes a header's size, which Plumb does not: refused with why.
    @Test func headerProminenceIsRefusedWithWhy() throws {
        do {
            _ = try SwiftImporter.translate(
                source: "List { Section { Text(\"a\") } header: { Text(\"H\") }\n    .headerProminence(.increased) }",
                fileName: "V.swift")
            Issue.record("expected an import error")
        } catch {
            #expect(error.line == 2 && error.column == 6)
            #expect(error.message == ".headerProminence is not in Plumb")
        }
    }

    /// Apple's `contentMargins(_:_:for:)` page: "the scroll view will automatically inset its content
    /// by the safe area plus an additional 20 points on the leading and trailing edge": the content
    /// padded, stacked as the ScrollView stacks it. Margins for the scroll
    /// indicators move no content; written on anything but the ScrollView, it is refused.
    @Test func contentMarginsOnAScrollViewPadItsContent() throws {
        let swift = """
            ScrollView(.horizontal) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 50)
            }
            .contentMargins(.horizontal, 20.0)
            """
        let result = try lay(swift)
        let boxes = frames(of: "Color", in: result)
        #expect(boxes.map(\.minX) == [20, 128])
        let vertical = try lay(
            """
            ScrollView {
                Text("Row")
            }
            .contentMargins(10, for: .scrollContent)
            """)
        #expect(frames(of: "Text", in: vertical).first?.minY == 10)
        let indicators = try lay(
            """
            ScrollView {
                Text("Row")
            }
            .contentMargins(10.0, for: .scrollIndicators)
            """)
        #expect(frames(of: "Text", in: indicators).first?.minY == 0)
        let elsewhere = refusal(
            """
            VStack {
                ScrollView { Text("Row") }
            }
            .contentMargins(.horizontal, 20.0)
            """)
        #expect(elsewhere?.line == 4 && elsewhere?.column == 2)
        #expect(elsewhere?.suggestion?.contains("write .contentMargins on the ScrollView itself") == true)
    }

    /// Apple's `listRowSpacing(_:)` page: "a List with 10 pts of spacing between each row"; each row
    /// is a card of its own then.
    @Test func listRowSpacingSeparatesTheRowsIntoCards() throws {
        let swift = """
            List {
                Text("Blue")
                Text("Red")
                Text("Green")
            }
            .listRowSpacing(10.0)
            """
        let result = try lay(swift)
        let rows = frames(of: "Text", in: result)
        #expect(rows.count == 3)
        // Rows 44 high, their texts 14 inside (11 and half of 22 − 16): each 54 below the last.
        #expect(rows[1].minY - rows[0].minY == 54 && rows[2].minY - rows[1].minY == 54)
        #expect(frames(of: "RoundedRectangle", in: result).count == 3)
        #expect(frames(of: "Divider", in: result).isEmpty)
        let touching = try lay(
            """
            List {
                Text("Blue")
                Text("Red")
            }
            """)
        let together = frames(of: "Text", in: touching)
        #expect(together[1].minY - together[0].minY == 44)
        #expect(frames(of: "RoundedRectangle", in: touching).count == 1)
    }
}
