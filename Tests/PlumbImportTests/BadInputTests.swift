import Foundation
import PlumbImport
import PlumbLua
import Testing

/// Bad input: a clear error at the Swift position, never a crash, a hang or a silently different layout.
struct BadInputTests {
    @Test func notSwift() throws {
        let e = try #require(
            importError("Dear diary,\nToday I wrote a { paragraph ] that is not code.\n", fileName: "Bad.swift"))
        #expect(e.message.contains("does not parse"))
        #expect(e.description.hasPrefix("Bad.swift:"))
    }

    @Test func luaIsNotSwift() throws {
        let e = try #require(importError("return VStack {\n  Text(\"a\"),\n  Text(\"b\"),\n}\n"))
        #expect(e.line == 1 || e.line == 2)
        #expect(e.message.contains("parse") || e.message.contains("statement"))
    }

    @Test func swiftThatDoesNotParse() throws {
        let e = try #require(importError("VStack {\n    Text(\"a\"\n    Text(\"b\")\n}\n"))
        #expect(e.line == 2)  // the ')' missing after line 2's argument
        #expect(e.message.contains("expected ')'"))
    }

    @Test func unknownViewWithDidYouMean() throws {
        let e = try #require(importError("VStack {\n    Txet(\"a\")\n}\n", fileName: "Bad.swift"))
        #expect((e.line, e.column) == (2, 5))
        #expect(e.suggestion == "did you mean 'Text'?")
        #expect(e.description == "Bad.swift:2:5: error: unknown view 'Txet' (did you mean 'Text'?)")
    }

    @Test func unknownModifierWithDidYouMean() throws {
        let e = try #require(importError("Text(\"a\")\n    .paddng(8)\n"))
        #expect((e.line, e.column) == (2, 6))
        #expect(e.suggestion == "did you mean '.padding'?")
    }

    @Test func swiftUINamePlumbLacks() throws {
        let e = try #require(importError("Text(\"a\").searchable(text: .constant(\"\"))\n"))
        #expect(e.message == ".searchable is not in Plumb")
        let c = try #require(importError("ColorPicker(\"Tint\", selection: .constant(.red))\n"))
        #expect(c.message == "ColorPicker is not in Plumb")
    }

    @Test func unknownAlignment() throws {
        let e = try #require(importError("HStack(alignment: .centre) { Text(\"a\") }\n"))
        #expect(e.suggestion == "did you mean '.center'?")
    }

    @Test func unknownPropertyOfAView() throws {
        let swift =
            "struct Card: View {\n    var title = \"x\"\n    var body: some View { Text(title) }\n}\nCard(titel: \"y\")\n"
        let e = try #require(importError(swift))
        #expect((e.line, e.column) == (5, 6))
        #expect(e.suggestion == "did you mean 'title'?")
    }

    @Test func aViewThatRecurses() throws {
        let swift = """
            struct Tree: View {
                var depth = 3
                var body: some View {
                    VStack { Text("node"); Tree(depth: depth - 1) }
                }
            }
            """
        let e = try #require(importError(swift))
        #expect((e.line, e.column) == (4, 32))
        #expect(e.message.contains("contains itself"))
    }

    @Test func mutualRecursion() throws {
        let swift = """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A() } }
            """
        let e = try #require(importError(swift))
        #expect(e.message.contains("contains itself"))
    }

    @Test func megabytesAreRefusedBeforeParsing() throws {
        let line = "// " + String(repeating: "x", count: 1000) + "\n"
        let big = String(repeating: line, count: 5000) + "Text(\"a\")\n"
        let e = try #require(importError(big))
        #expect((e.line, e.column) == (1, 1))
        #expect(e.message.contains("more than \(SwiftImporter.maximumSourceBytes) bytes"))
    }

    @Test func deepNestingErrsInsteadOfOverflowing() throws {
        let n = 3000
        let deep = String(repeating: "VStack { ", count: n) + "Text(\"a\")" + String(repeating: " }", count: n)
        let e = try #require(importError(deep))
        #expect(e.line == 1)
        let deepExpression = String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        #expect(importError("Text(\"\\(\(deepExpression))\")") != nil)
    }

    @Test func thousandsOfModifiersErrInsteadOfOverflowing() throws {
        let chain = "Text(\"a\")" + String(repeating: ".padding()", count: 20000)
        let e = try #require(importError(chain))
        #expect(e.message.contains("nested more than"))
        let long = "Text(\"a\")" + String(repeating: ".padding()", count: 600)
        #expect(importError(long)?.message.contains("nested more than") == true)
    }

    @Test func aLongExpressionErrs() throws {
        let sum = "let x = " + Array(repeating: "1", count: 50000).joined(separator: " + ") + "\nText(\"\\(x)\")\n"
        let e = try #require(importError(sum))
        #expect((e.line, e.column) == (1, 9))
    }

    @Test func nestingWithinTheLimitsImports() throws {
        let n = 30
        let deep = String(repeating: "VStack { ", count: n) + "Text(\"a\")" + String(repeating: " }", count: n)
        #expect(importError(deep) == nil)
    }

    @Test func unknownNameWithDidYouMean() throws {
        let e = try #require(importError("let spacing = 8.0\nVStack(spacing: spacng) { Text(\"a\") }\n"))
        #expect(e.suggestion == "did you mean 'spacing'?")
    }

    @Test func forLoopAmongViews() throws {
        let e = try #require(importError("VStack {\n    for i in 0..<3 { Text(\"\\(i)\") }\n}\n"))
        #expect(e.line == 2)
        #expect(e.suggestion?.contains("ForEach") == true)
    }

    /// A view's own inits are translated, a call picking one by its labels; a failable one is
    /// refused at the init.
    @Test func aFailableInitOfAViewIsRefused() throws {
        let swift = """
            struct Row: View {
                var title: String
                init(_ t: String) { title = t.uppercased() }
                init?(count: Int) { title = "\\(count)" }
                var body: some View { Text(title) }
            }
            """
        let e = try #require(importError(swift))
        #expect(e.construct == "init?")
        #expect(e.line == 4)
    }

    @Test func viewNotInTheFile() throws {
        let e = try #require(
            importError("struct CardView: View { var body: some View { Text(\"a\") } }\n", view: "Cardview"))
        #expect(e.suggestion == "did you mean 'CardView'?")
    }

    /// Runs with their own fonts measure differently: refused (runs that only draw differently are joined).
    @Test func textConcatenationWithAFontIsRefused() throws {
        let e = try #require(importError("Text(\"a\").font(.title) + Text(\"b\")\n"))
        #expect(e.construct == "Text + Text")
    }
}

/// The line map takes a Lua line back to the Swift it came from.
@Test func lineMapPointsAtTheSwift() throws {
    let swift = """
        struct Card: View {
            var body: some View {
                VStack {
                    Text("a first line of text that is long")
                    Text("b")
                        .padding()
                }
            }
        }
        """
    let script = try SwiftImporter.translate(source: swift, fileName: "Card.swift")
    let lines = script.lua.split(separator: "\n", omittingEmptySubsequences: false)
    let textB = try #require(lines.firstIndex { $0.contains("Text(\"b\")") })
    #expect(script.swiftPosition(ofLuaLine: textB + 1) == SwiftPosition(line: 5, column: 13))
    let function = try #require(lines.firstIndex { $0.contains("local function Card") })
    #expect(script.swiftPosition(ofLuaLine: function + 1) == SwiftPosition(line: 1, column: 1))
}

/// A runtime error in the generated Lua is reported at the Swift position through the line map.
@Test func runtimeErrorMapsBackToSwift() throws {
    let swift = "struct Card: View {\n    var body: some View {\n        Text(\"a\").frame(width: \"wide\")\n    }\n}\n"
    let script = try SwiftImporter.translate(source: swift, fileName: "Card.swift")
    do {
        _ = try layOut(lua: script.lua, chunkName: "Card.swift", width: 100, height: 100)
        Issue.record("expected a Lua error")
    } catch let error as LuaError {
        let line = try #require(error.line)
        #expect(script.swiftPosition(ofLuaLine: line)?.line == 3)
    }
}
