import PlumbImport
import Testing

/// Foundation as views use it: fixed stand-ins, so that every run draws the same.
@Suite("Foundation's stand-ins")
struct FoundationStandInTests: ConstructSuite {
    @Test func datesAreTheReferenceDateFormattedAsAnIPhoneInUSEnglishFormatsThem() throws {
        let result = try lay(
            """
            struct V: View {
                let start = Date()
                var body: some View {
                    VStack {
                        Text(start, style: .date)
                        Text(start, style: .time)
                        Text(start.formatted(date: .abbreviated, time: .shortened))
                        Text(start.formatted(date: .complete, time: .omitted))
                        Text(Date.now.addingTimeInterval(3600 * 30).formatted())
                        Text(Date(timeIntervalSince1970: 0).formatted(date: .numeric, time: .standard))
                        Text("\\(start)")
                    }
                }
            }
            """)
        #expect(
            texts(result) == [
                "January 1, 2001", "12:00 AM", "Jan 1, 2001, 12:00 AM", "Monday, January 1, 2001", "1/2/2001, 6:00 AM",
                "1/1/1970, 12:00:00 AM", "2001-01-01 00:00:00 +0000",
            ])
    }

    @Test func numbersFormattedAreGroupedByThousands() throws {
        let result = try lay(
            """
            VStack {
                Text(1234567.formatted())
                Text(1234.5.formatted())
                Text((-42).formatted())
            }
            """)
        #expect(texts(result) == ["1,234,567", "1,234.5", "-42"])
    }

    @Test func theDateStandInIsSaidInTheScript() throws {
        let lua = try lua("Text(Date().formatted())")
        #expect(lua.contains("Date(): Swift's reference date, 2001-01-01 00:00:00 UTC, stands for now"))
    }
}
