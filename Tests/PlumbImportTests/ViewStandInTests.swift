import PlumbImport
import PlumbLayout
import Testing

/// Small forms real apps write that Plumb draws as SwiftUI does, or with a documented stand-in and a
/// warning, rather than as a placeholder.
@Suite("Views real apps write, drawn or stood in")
struct ViewStandInTests: ConstructSuite {
    func warnings(_ swift: String) throws -> [String] {
        try SwiftImporter.translate(source: swift, fileName: "View.swift").warnings.map(\.message)
    }

    @Test func buttonsWithTheirLabelAsAnArgumentOrAfterTheAction() throws {
        let result = try lay(
            """
            VStack {
                Button(action: { print("one") }, label: { Text("One") })
                Button { print("two") } label: { Text("Two") }
                Button(action: { }) { Text("Three") }
            }
            """)
        #expect(texts(result) == ["One", "Two", "Three"])
        #expect(frames(of: "Button", in: result).count == 3)
    }

    @Test func anInfiniteCornerRadiusIsACapsule() throws {
        let swift = """
            VStack {
                RoundedRectangle(cornerRadius: .infinity).frame(width: 100, height: 40)
                Text("Pill").frame(width: 80, height: 30).background(Color.blue).cornerRadius(.infinity)
            }
            """
        let result = try lay(swift)
        let capsule = try #require(frames(of: "Capsule", in: result).first)
        #expect(capsule.width == 100 && capsule.height == 40)
        #expect(frames(of: "RoundedRectangle", in: result).isEmpty)
        // The clipped view keeps its frame; it is clipped to a capsule (Plumb would refuse an
        // infinite radius).
        #expect(frames(of: "Color", in: result).first.map { ($0.width, $0.height) == (80, 30) } == true)
        #expect(try lua(swift).contains(":clipShape(Capsule())"))
    }

    @Test func aColourNamedAsTheAppRunsIsGrayWithAWarning() throws {
        let swift = """
            struct Category { var colorName: String }
            struct V: View {
                let category = Category(colorName: "Groceries")
                let hex = "#FF0000"
                var body: some View {
                    HStack {
                        Color(category.colorName).frame(width: 20, height: 20)
                        Color(hex).frame(width: 20, height: 20)
                    }
                }
            }
            """
        let result = try lay(swift)
        #expect(frames(of: "Color", in: result).map(\.width) == [20, 20])
        let lua = try lua(swift)
        #expect(lua.contains("runtimeColour(category.colorName)"))
        #expect(try warnings(swift).filter { $0.contains("a colour named as the app runs: drawn gray") }.count == 2)
    }

    @Test func contentUnavailableViewStandsInAsItsImageTitleAndDescription() throws {
        let swift = """
            ContentUnavailableView("No Expenses", systemImage: "tray", description: Text("Add one with +"))
            """
        let result = try lay(swift, width: 390, height: 600)
        #expect(texts(result) == ["No Expenses", "Add one with +"])
        // It fills the space offered, its content centred in it, the image above the title.
        #expect(result.root.frame.size.width == 390 && result.root.frame.size.height == 600)
        let image = try #require(frames(of: "Image", in: result).first)
        let title = try #require(frames(of: "Text", in: result).first)
        #expect(image.origin.y + image.size.height + 8 == title.origin.y)
        #expect(abs((title.origin.x + title.size.width / 2) - 195) < 1)
        #expect(try warnings(swift).contains { $0.hasPrefix("ContentUnavailableView stands in as a VStack") })
    }

    @Test func datePickerStandsInAsItsLabelAndTheDateItShows() throws {
        let swift = """
            struct V: View {
                @State private var due = Date()
                var body: some View {
                    VStack {
                        DatePicker("Due", selection: $due, displayedComponents: .date)
                        DatePicker("Alarm", selection: $due, displayedComponents: [.hourAndMinute])
                        DatePicker("When", selection: $due)
                    }
                }
            }
            """
        let result = try lay(swift, width: 390, height: 600)
        #expect(texts(result) == ["Due", "Jan 1, 2001", "Alarm", "12:00 AM", "When", "Jan 1, 2001, 12:00 AM"])
        // Across the width offered: the date at the trailing edge.
        let date = try #require(frames(of: "Text", in: result).dropFirst().first)
        #expect(date.origin.x + date.size.width == 390)
        #expect(try warnings(swift).filter { $0.hasPrefix("DatePicker stands in as an HStack") }.count == 3)
    }

    @Test func toolbarItemsAreLeftOutAndTheContentKeepsItsPlace() throws {
        let swift = """
            NavigationStack {
                Text("Content")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { } }
                        ToolbarItemGroup(placement: .topBarLeading) {
                            Button("A") { }
                            Button("B") { }
                        }
                    }
            }
            """
        let result = try lay(swift)
        #expect(texts(result) == ["Content"])
        #expect(try lua(swift).contains(".toolbar dropped: its items sit in the navigation bar"))
    }
}
