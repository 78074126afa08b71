import Testing

@testable import PlumbLua

/// Limits that hold across many calls, Swift-side memory, handlers and C functions.
@Suite struct LimitWindowTests {
    @Test func oneWindowGivesManyCallsOneDeadline() throws {
        let vm = try LuaVM(limits: LuaLimits(seconds: 0.2))
        try vm.run(
            source: "return function() local x = 0 for i = 1, 2e5 do x = x + i end return 0 end", chunkName: "w.lua")
        let slow = try #require(vm.stack.functionRef(at: -1))
        let started = ContinuousClock.now
        var stopped: LuaError?
        vm.withLimitWindow {
            for _ in 0..<2000 {
                do throws(LuaError) {
                    _ = try vm.call(slow) { _ in 0 }
                } catch {
                    stopped = error
                    break
                }
            }
        }
        #expect(stopped?.kind == .timeLimit)
        #expect(stopped?.message.hasPrefix("w.lua:1: script stopped: ran longer than 0.2 s") == true)
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func swiftSideChargesCountAgainstTheCap() throws {
        let vm = try LuaVM(limits: LuaLimits(memoryBytes: 8 << 20))
        vm.setGlobalFunction("hold") { [unowned vm] call throws(LuaError) -> Int32 in
            _ = vm.charge(1 << 20)  // a megabyte held by Swift for the script
            return 0
        }
        let error = try #require(stopError(vm, "for i = 1, 100 do hold() end"))
        #expect(error.kind == .memory)
        #expect(error.message == "x.lua:1: script stopped: memory limit of 8 MiB exceeded (raise it with --max-memory)")
    }

    @Test func aLoopingMessageHandlerIsStopped() throws {
        let vm = try LuaVM(limits: LuaLimits(seconds: 0.1))
        let started = ContinuousClock.now
        let error = try #require(
            stopError(vm, "xpcall(function() while true do end end, function(m) while true do end end)"))
        #expect(error.kind == .timeLimit)
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func libraryCallsCheckTheDeadline() throws {
        let vm = try LuaVM(limits: LuaLimits(seconds: 0.1))
        let started = ContinuousClock.now
        let error = try #require(stopError(vm, "while true do local s = ('ab'):rep(1.5e7) end"))
        #expect(error.kind == .timeLimit || error.kind == .memory)
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func printShowsControlCharacters() throws {
        // print goes to stdout; here only that it exists and runs without raising.
        let vm = try LuaVM()
        try vm.run(source: "print('ok\\27')", chunkName: "p.lua", results: 0)
    }
}

private func stopError(_ vm: LuaVM, _ source: String) -> LuaError? {
    do {
        let n = try vm.run(source: source, chunkName: "x.lua")
        vm.stack.pop(n)
        return nil
    } catch {
        return error
    }
}
