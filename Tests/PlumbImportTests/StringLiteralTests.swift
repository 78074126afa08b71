import PlumbImport
import PlumbLayout
import Testing

/// Swift's string literals, every form, drawn as the same string Swift makes of them, byte for byte,
/// or refused where they are written.
@Suite("String literals, exactly")
struct StringLiteralTests: ConstructSuite {
    /// The import of `swift` draws the strings `expected`, byte for byte: its Texts' lines are those
    /// of Texts given exactly those bytes (each a decimal escape in the Lua, so no quoting of the
    /// importer's is trusted), and nothing else is drawn.
    func expectDrawn(_ swift: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let imported = textLines(try lay(swift, width: 4000, height: 4000))
        let texts = expected.map { text in
            "Text(\""
                + text.utf8.map { "\\" + String(repeating: "0", count: 3 - String($0).count) + String($0) }
                .joined() + "\")"
        }
        let lua = "return VStack { " + texts.joined(separator: ", ") + " }"
        let written = textLines(try layOut(lua: lua, chunkName: "expected.lua", width: 4000, height: 4000))
        #expect(imported == written, sourceLocation: sourceLocation)
        #expect(imported.count == expected.count, sourceLocation: sourceLocation)
    }

    @Test func escapesAreTheCharactersTheyStandFor() throws {
        let swift = #"""
            VStack {
                Text("tab\there")
                Text("back\\slash \"quoted\" it\'s")
                Text("nul\0after")
                Text("cr\rlf")
            }
            """#
        try expectDrawn(swift, ["tab\there", "back\\slash \"quoted\" it's", "nul\0after", "cr\rlf"])
    }

    @Test func unicodeEscapesAreTheirScalars() throws {
        let swift = #"""
            VStack {
                Text("caf\u{E9}")
                Text("\u{1F600} smile")
                Text("\u{0041}\u{301}")
            }
            """#
        try expectDrawn(swift, ["caf\u{E9}", "\u{1F600} smile", "A\u{301}"])
        let lua = try lua(swift)
        #expect(lua.contains("caf\u{E9}") && lua.contains("\u{1F600} smile") && !lua.contains("u{"))
    }

    @Test func rawStringsKeepTheirBackslashesAndInterpolateWithPounds() throws {
        let swift = ##"""
            VStack {
                Text(#"C:\path\n "quoted""#)
                Text(#"sum \#(1 + 2), not \(x)"#)
                Text(##"one # and "# inside"##)
                Text(#"tab\#there"#)
            }
            """##
        try expectDrawn(swift, [#"C:\path\n "quoted""#, #"sum 3, not \(x)"#, ##"one # and "# inside"##, "tab\there"])
    }

    @Test func multiLineStringsLoseTheirIndentationAsSwiftStripsIt() throws {
        let swift = #"""
            struct V: View {
                var body: some View {
                    Text("""
                        First
                          indented two

                        after a blank line \
                        continued
                        ends here
                        """)
                }
            }
            """#
        try expectDrawn(swift, ["First\n  indented two\n\nafter a blank line continued\nends here"])
    }

    @Test func multiLineStringsInterpolateAndKeepAnEscapedFinalLineBreak() throws {
        let swift = #"""
            struct V: View {
                let n = 3
                var body: some View {
                    Text("""
                        n is \(n)
                        and a quote: \"""

                        """)
                }
            }
            """#
        try expectDrawn(swift, ["n is 3\nand a quote: \"\"\"\n"])
    }

    @Test func interpolationsWithFormatsAreFormattedAsSwiftFormatsThem() throws {
        let swift = #"""
            struct V: View {
                let price = 1234.5
                let count = 7
                var body: some View {
                    VStack {
                        Text("\(price, specifier: "%.2f") each")
                        Text("\(count, specifier: "%03d") left")
                        Text("Total: \(price, format: .currency(code: "USD"))")
                        Text("\(0.256, format: .percent) done")
                        Text("\(price, format: .number.precision(.fractionLength(0)))")
                    }
                }
            }
            """#
        try expectDrawn(swift, ["1234.50 each", "007 left", "Total: $1,234.50", "25.6% done", "1,234"])
    }

    @Test func controlCharactersBeforeDigitsStayOneCharacter() throws {
        // Lua reads up to three digits after a backslash: "\0" then "1" must not become "\01".
        let swift = #"Text("a\01\u{7}2")"#
        try expectDrawn(swift, ["a\u{0}1\u{7}2"])
    }

    @Test func anInterpolationWithAnotherFormatIsRefusedWhereItIsWritten() throws {
        let swift = #"""
            struct V: View {
                let x = 2
                var body: some View { Text("value: \(x, radix: 16)") }
            }
            """#
        let error = refusal(swift)
        #expect(error?.line == 3 && error?.column == 40, "\(String(describing: error))")
    }
}
