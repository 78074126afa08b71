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
    @Test func intAndDoubleOfAStringAreNilWhenItIsNoNumber() throws {
        let result = try lay(
            #"""
            struct V: View {
                let typed = "42"
                let price = 7.9
                var body: some View {
                    VStack {
                        Text("\(Int(typed) ?? 0)")
                        Text("\(Int("4x2") ?? -1)")
                        Text("\(Int(price))")
                        Text("\(Int(-price))")
                        Text("\(Double("2.5") ?? 0)")
                        Text("\(Double("abc") ?? -1)")
                        Text("\(Double(3))")
                    }
                }
            }
            """#)
        #expect(texts(result) == ["42", "-1", "7", "-7", "2.5", "-1", "3.0"])
    }

    @Test func numberFormattersFormatAsUSEnglish() throws {
        let result = try lay(
            #"""
            struct V: View {
                static let money: NumberFormatter = {
                    let f = NumberFormatter()
                    f.numberStyle = .currency
                    return f
                }()
                func text(_ value: Double, style: NumberFormatter.Style, digits: Int? = nil) -> String {
                    let f = NumberFormatter()
                    f.numberStyle = style
                    if let digits {
                        f.minimumFractionDigits = digits
                        f.maximumFractionDigits = digits
                    }
                    return f.string(from: NSNumber(value: value)) ?? ""
                }
                var body: some View {
                    VStack {
                        Text(Self.money.string(from: NSNumber(value: 1234.5)) ?? "")
                        Text(text(1234.5678, style: .decimal))
                        Text(text(0.256, style: .percent))
                        Text(text(2.5, style: .none))
                        Text(text(3, style: .decimal, digits: 2))
                    }
                }
            }
            """#)
        #expect(texts(result) == ["$1,234.50", "1,234.568", "26%", "2", "3.00"])
    }

    @Test func numberFormatStylesFormatAsUSEnglish() throws {
        let result = try lay(
            """
            VStack {
                Text(1234.5.formatted(.currency(code: "USD")))
                Text((-12).formatted(.currency(code: "EUR")))
                Text(3.14159.formatted(.number.precision(.fractionLength(2))))
                Text(0.25.formatted(.percent))
                Text(25.formatted(.percent))
                Text(3.14159.formatted())
                Text(1234567.formatted(.number.grouping(.never)))
                Text(0.5, format: .percent)
            }
            """)
        #expect(
            texts(result) == ["$1,234.50", "-€12.00", "3.14", "25%", "25%", "3.14159", "1234567", "50%"])
    }

    @Test func dateFormattersFormatTheReferenceDate() throws {
        let result = try lay(
            #"""
            struct V: View {
                let start = Date()
                func text(_ date: Date, _ d: DateFormatter.Style, _ t: DateFormatter.Style) -> String {
                    let f = DateFormatter()
                    f.dateStyle = d
                    f.timeStyle = t
                    return f.string(from: date)
                }
                func pattern(_ p: String) -> String {
                    let f = DateFormatter()
                    f.dateFormat = p
                    return f.string(from: start.addingTimeInterval(86400 * 40 + 3600 * 15 + 65))
                }
                var body: some View {
                    VStack {
                        Text(text(start, .short, .none))
                        Text(text(start, .medium, .short))
                        Text(text(start, .long, .short))
                        Text(text(start, .full, .none))
                        Text(pattern("EEEE, MMM d, yyyy 'at' HH:mm:ss"))
                        Text(pattern("dd/MM/yy h:mm a"))
                        Text(start.formatted(date: .long, time: .omitted))
                    }
                }
            }
            """#)
        #expect(
            texts(result) == [
                "1/1/01", "Jan 1, 2001, 12:00 AM", "January 1, 2001 at 12:00 AM", "Monday, January 1, 2001",
                "Saturday, Feb 10, 2001 at 15:01:05", "10/02/01 3:01 PM", "January 1, 2001",
            ])
    }

    @Test func theCurrentCalendarIsGregorianInUTCOnTheReferenceDate() throws {
        let result = try lay(
            #"""
            struct V: View {
                let now = Date()
                let calendar = Calendar.current
                var body: some View {
                    VStack {
                        Text("\(calendar.component(.year, from: now)) \(calendar.component(.weekday, from: now))")
                        Text(calendar.date(byAdding: .month, value: 1, to: now.addingTimeInterval(86400 * 30))!.formatted(date: .numeric, time: .omitted))
                        Text(calendar.date(byAdding: .day, value: -1, to: now)!.formatted(date: .numeric, time: .omitted))
                        Text(calendar.startOfDay(for: now.addingTimeInterval(5000)).formatted())
                        Text("\(calendar.isDateInToday(now)) \(calendar.isDateInToday(now.addingTimeInterval(-5))) \(calendar.isDateInYesterday(now.addingTimeInterval(-5)))")
                        Text("\(calendar.dateComponents([.day], from: now, to: now.addingTimeInterval(86400 * 45)).day ?? 0)")
                    }
                }
            }
            """#)
        #expect(
            texts(result) == ["2001 2", "2/28/2001", "12/31/2000", "1/1/2001, 12:00 AM", "true false true", "45"])
    }

    @Test func setsKeepOneOfEachElement() throws {
        let result = try lay(
            #"""
            struct V: View {
                func tags() -> [String] {
                    var seen = Set(["b", "a", "b"])
                    seen.insert("c")
                    seen.insert("a")
                    return seen.union(["d", "a"]).sorted()
                }
                var body: some View {
                    VStack {
                        Text(tags().joined(separator: ","))
                        Text("\(Set([1, 2, 2, 3]).count) \(Set([1, 2]).contains(2)) \(Set<Int>().isEmpty)")
                    }
                }
            }
            """#)
        #expect(texts(result) == ["a,b,c,d", "3 true true"])
    }

    @Test func collectionsEditedInFunctionsGiveSwiftsResults() throws {
        let result = try lay(
            #"""
            struct Expense { var name: String; var amount: Double; var category: String }
            struct V: View {
                let items = [
                    Expense(name: "Tea", amount: 3.5, category: "Food"),
                    Expense(name: "Bus", amount: 2.75, category: "Travel"),
                    Expense(name: "Cake", amount: 4.25, category: "Food"),
                ]
                var totals: [String: Double] {
                    items.reduce(into: [:]) { result, item in result[item.category, default: 0] += item.amount }
                }
                func names() -> [String] {
                    var out: [String] = []
                    for item in items { out.append(item.name) }
                    out.insert("First", at: 0)
                    out.remove(at: 1)
                    out.removeAll(where: { $0 == "Bus" })
                    out.append(contentsOf: ["Last"])
                    return out
                }
                var body: some View {
                    VStack {
                        Text(names().joined(separator: ", "))
                        Text("\(totals["Food"] ?? 0) \(totals.count)")
                        Text(Dictionary(grouping: items, by: { $0.category }).keys.sorted().joined(separator: "+"))
                        Text("\(items.firstIndex(where: { $0.name == "Bus" }) ?? -1) \(["x", "y"].firstIndex(of: "y") ?? -1)")
                        Text("\(items.contains(where: { $0.amount > 4 })) \(items.max(by: { $0.amount < $1.amount })!.name) \(items.min(by: { $0.amount < $1.amount })!.name)")
                        Text("\(items.map(\.amount).reduce(into: 0) { $0 += $1 })")
                    }
                }
            }
            """#)
        #expect(
            texts(result) == ["First, Cake, Last", "7.75 2", "Food+Travel", "1 1", "true Cake Bus", "10.5"])
    }

    @Test func stringsJoinedWithPlusThroughParenthesesAndChoices() throws {
        let result = try lay(
            #"""
            struct V: View {
                let signed = true
                let digits = "42"
                let floating = false
                var body: some View {
                    Text((signed ? "-" : "") + String(Int(digits) ?? 0) + (floating ? "." + "5" : ""))
                }
            }
            """#)
        #expect(texts(result) == ["-42"])
    }

    @Test func theCurrentCalendarsSymbolsAreUSEnglishs() throws {
        let result = try lay(
            #"""
            HStack {
                ForEach(Calendar.current.veryShortWeekdaySymbols, id: \.self) { Text($0) }
                Text("\(Calendar.current.firstWeekday) \(Calendar.current.shortMonthSymbols[1])")
            }
            """#)
        #expect(texts(result) == ["S", "M", "T", "W", "T", "F", "S", "1 Feb"])
    }

    @Test func aBindingMadeOfAGetterIsWhatTheGetterGives() throws {
        let result = try lay(
            """
            struct V: View {
                @State private var tags: Set<String> = ["food"]
                var body: some View {
                    Toggle("Food", isOn: Binding(get: { tags.contains("food") }, set: { _ in }))
                }
            }
            """)
        #expect(texts(result) == ["Food"])
        #expect(try lua(#"Text("\(Binding(get: { 3 }, set: { _ in }).wrappedValue)")"#).contains("the getter's value"))
    }

    /// `"\(Date())"` is Swift's reference date as Swift prints it (one moment, the same width every
    /// run); `Date()` anywhere else is refused with why.
    @Test func dateInAStringIsOneMoment() throws {
        let script = try SwiftImporter.translate(source: "Text(\"Now: \\(Date())\")", fileName: "V.swift")
        #expect(script.lua.contains("\"Now: 2001-01-01 00:00:00 +0000\""))
        #expect(script.lua.contains("Date(): Swift's reference date stands in"))
        // A date in a Text is the same moment, formatted as the style shows it.
        #expect(texts(try lay("Text(Date(), style: .time)")) == ["12:00 AM"])
    }

    /// Apple's lazy grid pages make each cell's emoji with `UnicodeScalar(value)` and
    /// `String(Character(scalar))`, and its code point with `String(format: "%x", value)`.
    @Test func unicodeScalarsAndCharactersAreTheirStrings() throws {
        let swift = """
            struct Smileys: View {
                var body: some View {
                    VStack {
                        Text(String(format: "%x", 0x1f600))
                        Text(emoji(0x1f600))
                        Text(emoji(0xD800))
                        Text(String(Character("a")))
                    }
                }
                private func emoji(_ value: Int) -> String {
                    guard let scalar = UnicodeScalar(value) else { return "?" }
                    return String(Character(scalar))
                }
            }
            """
        #expect(texts(try lay(swift)) == ["1f600", "😀", "?", "a"])
    }
}
