import PlumbLua
import Testing

/// Compiling is a phase of the run like any other: the memory cap, the deadline and the text's
/// own size count while a chunk is compiled, and a stop there names the chunk and the line the
/// compiler had reached.
@Suite("Limits while compiling")
struct CompileLimitTests {
    /// Lines of code enough to compile for far more than a microsecond on any machine.
    static let longSource = String(repeating: "local a = { 1, 2, 3, 'four', five = 6 }\n", count: 200_000)

    @Test func theDeadlineStopsACompileAtTheLineItReached() throws {
        let vm = try LuaVM(limits: LuaLimits(memoryBytes: 256 << 20, instructions: nil, seconds: 1e-6))
        let error = try #require(throws: LuaError.self) { try vm.run(source: Self.longSource, chunkName: "long.lua") }
        #expect(error.kind == .timeLimit, "\(error)")
        #expect(error.file == "long.lua", "\(error)")
        #expect((error.line ?? 0) >= 1 && (error.line ?? 0) <= 200_000, "\(error)")
    }

    @Test func memoryExhaustedWhileCompilingNamesTheLine() throws {
        let vm = try LuaVM(limits: LuaLimits(memoryBytes: 8 << 20))
        let source = "local a = 1\nlocal b = 2\nlocal s = [[" + String(repeating: "x", count: 6 << 20) + "]]\nreturn s"
        let error = try #require(throws: LuaError.self) { try vm.run(source: source, chunkName: "card.lua") }
        #expect(error.kind == .memory, "\(error)")
        #expect(
            error.message.hasPrefix("card.lua:3: script stopped: memory limit of 8 MiB exceeded"), "\(error.message)")
    }

    @Test func aSourceLargerThanTheCapIsRefusedAtItsFirstLine() throws {
        let vm = try LuaVM(limits: LuaLimits(memoryBytes: 4 << 20))
        let source = "-- " + String(repeating: "x", count: 5 << 20) + "\nreturn 1"
        let error = try #require(throws: LuaError.self) { try vm.run(source: source, chunkName: "card.lua") }
        #expect(error.kind == .memory)
        #expect(error.message.hasPrefix("card.lua:1: script stopped while reading the script (5.0 MiB)"), "\(error)")
    }

    @Test func theSourceIsChargedWhileTheStateKeepsIt() throws {
        let vm = try LuaVM(limits: LuaLimits(memoryBytes: 64 << 20))
        let before = vm.memoryInUse
        try vm.run(source: "-- " + String(repeating: "x", count: 1 << 20) + "\nreturn 1", chunkName: "card.lua")
        #expect(vm.memoryInUse - before >= 1 << 20)
    }

    @Test func aShebangLineIsStillACommentWhenCompiledInPlace() throws {
        let vm = try LuaVM()
        try vm.run(source: "#!/usr/bin/env plumb\nreturn 42", chunkName: "card.lua")
        #expect(vm.stack.number(at: -1) == 42)
    }

    @Test func syntaxErrorsKeepTheirLines() throws {
        let vm = try LuaVM()
        let error = try #require(throws: LuaError.self) {
            try vm.run(
                source: "local x = 1\n" + String(repeating: "\n", count: 70_000) + "local y = \nreturn 1",
                chunkName: "card.lua")
        }
        #expect(error.kind == .syntax)
        #expect(error.line == 70_003, "\(error)")
    }

    @Test func aMessageOfMegabytesIsCutBeforeSwiftReadsIt() throws {
        let vm = try LuaVM()
        let error = try #require(throws: LuaError.self) {
            try vm.run(source: "error(('A'):rep(4 * 1024 * 1024))", chunkName: "card.lua")
        }
        #expect(error.message.utf8.count < LuaError.maximumMessageBytes + 100)
        #expect(error.message.hasPrefix("card.lua:1: AAAA"))
        #expect(error.message.hasSuffix("… (message cut: 4.0 MiB in all)"), "\(error.message.suffix(60))")
    }
}
