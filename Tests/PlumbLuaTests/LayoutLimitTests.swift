import PlumbLayout
import Testing

@testable import PlumbLua

/// Hostile layout-phase scripts, in process: what layout and builders allocate counts against
/// `--max-memory`, and a stop names the phase and the view. Each tree is larger than the cap
/// allows, so the outcome never depends on the machine's speed.
@Suite("Layout under the script's limits")
struct LayoutLimitTests {
    /// Runs `source` and lays it out as `plumb run` does; the error it ends with, if any.
    func layoutError(_ source: String, limits: LuaLimits) throws -> LuaError? {
        let (_, script) = try layOutScript(
            source, chunkName: "x.lua", options: ScriptOptions(limits: limits), width: 640, height: 480)
        return script.layoutError ?? script.vm.stopError
    }

    @Test func aHundredThousandGeometryReadersStopAtTheMemoryCap() throws {
        // 1.06–1.58 GB with exit 0 before: what builders made was not counted.
        let error = try #require(
            try layoutError(
                """
                local g = GeometryReader(function(proxy)
                  return VStack { Text("one"):padding(), Text("two"):padding(), Text("three"):padding() }
                end)
                local list = {}
                for i = 1, 100000 do list[i] = g end
                return VStack(list)
                """, limits: LuaLimits(memoryBytes: 256 << 20, instructions: nil, seconds: nil)))
        #expect(error.kind == .memory)
        // The cap is crossed either by layout's own charge (told with the phase: "script stopped
        // while …") or inside a GeometryReader's Lua function (told at its line, x.lua:2): which
        // one depends on a few kilobytes of the Lua state (the bindings a release installs).
        #expect(error.message.contains("script stopped while") || error.message.hasPrefix("x.lua:2: script stopped"))
        #expect(error.message.hasSuffix("memory limit of 256 MiB exceeded (raise it with --max-memory)"))
    }

    @Test func aTextOfFourMillionLinesStopsBeforeItIsMade() throws {
        // 585 MiB with exit 0 before, under a 256 MiB cap.
        let error = try #require(
            try layoutError(
                """
                return Text(string.rep("a\\n", 4000000)):fixedSize()
                """, limits: LuaLimits(memoryBytes: 256 << 20, instructions: nil, seconds: nil)))
        #expect(error.kind == .memory)
        #expect(
            error.message
                == "x.lua:1: script stopped while making the layout nodes Text \"a a a a a a a a a a a a …\": memory limit of 256 MiB exceeded (raise it with --max-memory)"
        )
        #expect(error.line == 1)
    }

    @Test func uikitStacksStopAtTheMemoryCapWhileLaidOut() throws {
        // 200,000 small UIKit stacks grew the process to 1.3 GB under a 256 MiB cap;
        // here 60,000 under 16 MiB: their nodes pass the estimate before layout (60,001 nodes of
        // 240 bytes, 13.7 MiB), what laying them out keeps (each one's explicit guides and cache,
        // asked of a layout Plumb cannot see into) does not.
        let error = try #require(
            try layoutError(
                """
                local s = UIStackView { axis = "horizontal", spacing = 8 }
                local list = {}
                for i = 1, 60000 do list[i] = s end
                return VStack(list)
                """, limits: LuaLimits(memoryBytes: 16 << 20, instructions: nil, seconds: nil)))
        #expect(error.kind == .memory)
        #expect(error.message.hasPrefix("x.lua:4: script stopped while "))
        #expect(error.message.contains("UIStackView"))
        #expect(!error.message.contains("making the layout nodes"))
    }

    /// Before: the GeometryReader grew to 808 MB until the timeout, the EnvironmentReader died of
    /// SIGSEGV at 1.19 GB (a level of recursion per level of content).
    @Test(arguments: ["GeometryReader", "EnvironmentReader"])
    func aReaderThatHoldsItselfIsAnErrorNotACrash(reader: String) throws {
        let error = try #require(
            try layoutError(
                """
                local function reader()
                  return \(reader)(function(input) return reader():padding() end)
                end
                return reader()
                """, limits: LuaLimits()))
        #expect(error.kind == .runtime)
        // At the line the builder last returned from.
        #expect(
            error.message.hasPrefix(
                "x.lua:2: views made during layout nest more than 64 deep while building the content of \(reader)"))
    }

    @Test func chargesAreGivenBackWhenTheTreeGoes() throws {
        let script = try PlumbScript()
        let view = try script.run(source: "return VStack { Text('a'), Text('b'):padding() }", chunkName: "x.lua")
        let before = script.vm.memoryInUse
        script.withLayoutPass {
            let tree = LayoutEngine().makeTree(view)
            tree.layout(canvas: ProposedSize(width: 320, height: 200))
            _ = tree.result()
        }
        #expect(script.vm.memoryInUse == before)
        #expect(script.layoutError == nil)
    }
}
