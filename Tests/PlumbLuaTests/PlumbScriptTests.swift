import PlumbLayout
import Testing

@testable import PlumbLua

/// The Lua API through `PlumbScript`: what a script builds, lays out to, and reports.
@Suite("Plumb's Lua API")
struct PlumbScriptTests {
    func layout(_ source: String, width: Double? = 400, height: Double? = 400) throws -> (LayoutResult, PlumbScript) {
        let script = try PlumbScript()
        let view = try script.run(source: source, chunkName: "test.lua")
        let result = LayoutEngine().layout(view, canvas: ProposedSize(width: width, height: height))
        return (result, script)
    }

    func frame(_ result: LayoutResult, _ id: String) -> Rect? {
        var pending = [result.root]
        while let view = pending.popLast() {
            if view.id == id { return view.frame }
            pending += view.children
        }
        return nil
    }

    @Test func viewsAreValues() throws {
        let (result, _) = try layout(
            """
            local base = Rectangle():frame { width = 10, height = 10 }
            local padded = base:padding(5):id("padded")
            return HStack { spacing = 0, base:id("base"), padded }
            """, width: nil, height: nil)
        #expect(frame(result, "base")?.size == Size(width: 10, height: 10))
        #expect(frame(result, "padded")?.size == Size(width: 20, height: 20))
    }

    @Test func containerOptionsAndChildrenFromOneTable() throws {
        let (result, _) = try layout(
            """
            local items = {}
            for i = 1, 3 do items[i] = Rectangle():frame { width = 10 * i, height = 10 }:id("r" .. i) end
            return VStack { alignment = "trailing", spacing = 2, items }:id("stack")
            """, width: nil, height: nil)
        #expect(frame(result, "stack")?.size == Size(width: 30, height: 34))
        #expect(frame(result, "r1")?.minX == 20)
        #expect(frame(result, "r3")?.minY == 24)
    }

    @Test func customAlignmentsFromLuaAlignAcrossStacks() throws {
        let (result, _) = try layout(
            """
            local cross = VerticalAlignment("cross", function(d) return d[VerticalAlignment.bottom] end)
            return HStack { alignment = cross, spacing = 20,
              Circle():alignmentGuide(cross, function(d) return d[VerticalAlignment.center] end)
                :frame { width = 100, height = 100 }:id("circle"),
              VStack {
                Rectangle():frame { width = 100, height = 100 },
                Rectangle():alignmentGuide(cross, function(d) return d[VerticalAlignment.center] end)
                  :frame { width = 100, height = 100 }:id("second"),
              },
            }
            """, width: nil, height: nil)
        let circle = try #require(frame(result, "circle"))
        let second = try #require(frame(result, "second"))
        #expect(circle.minY + 50 == second.minY + 50)
    }

    @Test func twoDimensionalCustomAlignmentForZStack() throws {
        let (result, _) = try layout(
            """
            local h = HorizontalAlignment("h", function(d) return d.width end)
            local v = VerticalAlignment("v", function(d) return 0 end)
            return ZStack { alignment = Alignment(h, v),
              Rectangle():frame { width = 40, height = 40 }:id("big"),
              Rectangle():frame { width = 10, height = 10 }:id("small"),
            }
            """, width: nil, height: nil)
        // Both trailing edges and both tops meet at the alignment point.
        #expect(frame(result, "big")?.maxX == frame(result, "small")?.maxX)
        #expect(frame(result, "big")?.minY == frame(result, "small")?.minY)
    }

    /// iOS 16's alignments of a horizontal guide and a text baseline, by name and as members of
    /// Alignment (Apple's Alignment page overlays a box at each).
    @Test func textBaselineAlignments() throws {
        let (result, _) = try layout(
            """
            return Text("one two"):frame { width = 40, height = 100, alignment = "top" }:id("body")
              :overlay(Text("L"):id("last"), "leadingLastTextBaseline")
              :overlay(Text("F"):id("first"), Alignment.trailingFirstTextBaseline)
            """, width: 200, height: 200)
        let body = try #require(frame(result, "body"))
        // "one two" wraps into two 16-point lines at the frame's top.
        #expect(frame(result, "last")?.minY == body.minY + 16 && frame(result, "last")?.minX == body.minX)
        #expect(frame(result, "first")?.minY == body.minY && frame(result, "first")?.maxX == body.maxX)
    }

    /// An error about a value a chain's third call was given is told at that call, not at the
    /// first call of the same name (Apple's Alignment gallery's eleventh overlay was
    /// blamed on its first).
    @Test func aBadValueIsToldAtTheCallThatWasGivenIt() throws {
        let source = """
            return Color.red
              :overlay(Text("a"), "top")
              :overlay(Text("b"), "bottom")
              :overlay(Text("c"), "middleLeading")
            """
        do {
            _ = try PlumbScript().run(source: source, chunkName: "test.lua")
            Issue.record("no error")
        } catch {
            #expect(
                error.message.hasPrefix("test.lua:4: overlay: unknown alignment 'middleLeading'"), "\(error.message)")
            #expect(error.caret?.column == 4)
        }
    }

    @Test func guideErrorsAreRecordedWithTheClosuresLineAndColumn() throws {
        let (_, script) = try layout(
            """
            return VStack { alignment = "leading",
              Rectangle():frame { width = 10, height = 10 },
              Rectangle():alignmentGuide("leading", function(d)
                return nil
              end):frame { width = 10, height = 10 },
            }
            """)
        let error = try #require(script.layoutError)
        #expect(
            error.message.hasPrefix(
                "test.lua:3:41: alignmentGuide(leading): the function must return a number, got nil"))
        #expect(error.file == "test.lua" && error.line == 3 && error.caret == SourceMark(column: 41, length: 8))
    }

    @Test func runawayGuideIsStopped() throws {
        let script = try PlumbScript(options: ScriptOptions(limits: LuaLimits(instructions: 100_000, seconds: 2)))
        let view = try script.run(
            source: """
                return VStack { alignment = "leading",
                  Rectangle():alignmentGuide("leading", function(d) while true do end end),
                  Rectangle(),
                }
                """, chunkName: "loop.lua")
        _ = LayoutEngine().layout(view, canvas: ProposedSize(width: 100, height: 100))
        let error = try #require(script.layoutError)
        #expect(error.kind == .instructionLimit)
    }

    @Test func warningsCarryTheirLine() throws {
        let (_, script) = try layout("local a = 1\nreturn Rectangle():frame { width = -5 }")
        #expect(
            script.warnings.map(\.description) == [
                "test.lua:2: warning: frame: invalid frame dimension width = -5 (negative or non-finite); ignored, as SwiftUI does"
            ])
    }

    /// A warning from a line run many times is one warning with a count, and at most 100
    /// different ones are kept: a recursion making a million warned-about views held 145 MiB of
    /// warnings under a 64 MiB cap (found by the Swift fuzz family).
    @Test func repeatedWarningsAreCountedAndDifferentOnesCapped() throws {
        let (_, script) = try layout(
            "for i = 1, 1000 do Rectangle():padding(0/0) end\nreturn Rectangle():padding(0/0)")
        #expect(
            script.warnings.map(\.description) == [
                "test.lua:1: warning: padding: length = NaN is not finite; using 0 (1000 times)",
                "test.lua:2: warning: padding: length = NaN is not finite; using 0",
            ])
        let (_, many) = try layout(
            "for i = 1, 500 do Rectangle():frame { width = -i } end\nreturn Rectangle()")
        #expect(many.warnings.count == PlumbScript.maximumWarnings + 1)
        #expect(many.warnings.last?.description == "warning: more than 100 different warnings; the rest are left out")
    }

    @Test func environmentModifiersReachTheLeaves() throws {
        let (result, _) = try layout(
            "return VStack { Text('a'):id('a'), Rectangle():id('r') }:foregroundColor('red'):font('title')",
            width: nil, height: nil)
        var pending = [result.root]
        var colors: [String?] = []
        while let view = pending.popLast() {
            if view.id != nil { colors.append(view.foregroundColor) }
            pending += view.children
        }
        #expect(colors == ["red", "red"])
        // title text: 2 cells per character, 3 rows per line.
        #expect(frame(result, "a")?.size == Size(width: 16, height: 48))
    }

    @Test func aRequiredModuleIsRecorded() throws {
        // An unknown module gives a clear error naming where it looked.
        let script = try PlumbScript(options: ScriptOptions(moduleSearchPath: ["/nonexistent"]))
        #expect(throws: LuaError.self) { try script.run(source: "return require('nothing')", chunkName: "m.lua") }
        #expect(script.loadedModules.isEmpty)
    }
}

/// Apple's `layoutPriority(_:)` example as its documentation writes it, `.border` included: the
/// second text (priority 1) takes its whole width, the first shrinks into what is left.
@Suite("Apple's layoutPriority example, literally")
struct AppleLayoutPriorityExampleTests {
    @Test func theFirstTextShrinks() throws {
        let script = try PlumbScript()
        let view = try script.run(
            source: """
                return HStack {
                  Text("This is a moderately long string."):font("largeTitle"):border(Color.gray):id("first"),
                  Spacer(),
                  Text("This is a higher priority string."):font("largeTitle"):layoutPriority(1):border(Color.gray):id("second"),
                }
                """, chunkName: "apple.lua")
        let result = LayoutEngine().layout(view, canvas: ProposedSize(width: 1000, height: 400))
        var frames: [String: Rect] = [:]
        var pending = [result.root]
        while let placed = pending.popLast() {
            if let id = placed.id { frames[id] = placed.frame }
            pending += placed.children
        }
        // 33 largeTitle letters of 24 points; the Spacer keeps its 8; the first gets the rest.
        let second = try #require(frames["second"])
        let first = try #require(frames["first"])
        #expect(abs(second.width - 33 * 24) < 1e-9)
        #expect(first.width <= 1000 - second.width - 8 + 1e-9)
        #expect(first.height > second.height)  // it wraps
    }
}
