import Foundation
import PlumbTestSupport
import Testing

/// A guide function that returns no number is shown where it was written: the script, the
/// line and column of its `function`, and a caret under it.
@Suite("Guide functions that return no number", .watchdog())
struct GuideFunctionErrorTests {
    @Test func aGuideFunctionReturningAStringIsShownAtItsFunction() throws {
        let source = """
            return VStack { alignment = "leading",
              Rectangle():frame { width = 100, height = 50 },
              Rectangle()
                :alignmentGuide(HorizontalAlignment.leading, function(d)
                  return "20"
                end)
                :frame { width = 100, height = 50 },
            }
            """
        let output = try runScript("guide.lua", source)
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix(
                "guide.lua:4:50: alignmentGuide(leading): the function must return a number, got the string \"20\" (tonumber turns it into a number)\n"
            ), "\(output.stderr)")
        #expect(output.stderr.contains(" 4 |     :alignmentGuide(HorizontalAlignment.leading, function(d)"))
        #expect(caretColumn(in: output.stderr) == 50, "\(output.stderr)")
    }

    @Test func aCustomAlignmentsDefaultReturningAStringIsShownAtItsFunction() throws {
        // Two functions on the line: the caret goes under the one given to the alignment.
        let source = """
            local half = function(d) return d.width / 2 end; local third = HorizontalAlignment("third", function(d) return d.width .. "/3" end)
            return VStack { alignment = third, Rectangle():frame { width = 90, height = 50 }, Text("a") }
            """
        let output = try runScript("custom.lua", source)
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix(
                "custom.lua:1:93: HorizontalAlignment(\"third\") default: the function must return a number, got the string \"90.0/3\"\n"
            ), "\(output.stderr)")
        #expect(caretColumn(in: output.stderr) == 93, "\(output.stderr)")
        let nothing = try runScript(
            "nothing.lua",
            "return VStack { alignment = \"leading\",\n  Text('a'):alignmentGuide(HorizontalAlignment.leading, function(d) end) }"
        )
        #expect(
            nothing.stderr.hasPrefix(
                "nothing.lua:2:57: alignmentGuide(leading): the function must return a number, got nil\n"),
            "\(nothing.stderr)")
    }
}
