import CLua
import PlumbLua
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts deinits of the objects that reference it (one per test: tests run in parallel).
private final class DeinitCounter {
    var count = 0
}

private final class Counter {
    let tracker: DeinitCounter
    var value: Double

    init(_ value: Double, tracker: DeinitCounter) {
        self.value = value
        self.tracker = tracker
    }

    deinit { tracker.count += 1 }
}

/// Runs `source` and returns its single result as a number.
private func number(_ vm: LuaVM, _ source: String, chunk: String = "x.lua") throws -> Double? {
    let n = try vm.run(source: source, chunkName: chunk)
    defer { vm.stack.pop(n) }
    return vm.stack.number(at: -1)
}

private func string(_ vm: LuaVM, _ source: String, chunk: String = "x.lua") throws -> String? {
    let n = try vm.run(source: source, chunkName: chunk)
    defer { vm.stack.pop(n) }
    return vm.stack.string(at: -1)
}

private func runError(_ vm: LuaVM, _ source: String, chunk: String = "x.lua") -> LuaError? {
    do {
        let n = try vm.run(source: source, chunkName: chunk)
        vm.stack.pop(n)
        return nil
    } catch {
        return error
    }
}

@Test func runReturnsNumberAndLeavesStackClean() throws {
    let vm = try LuaVM()
    #expect(try number(vm, "local a = 20\nreturn a * 2 + 2") == 42)
    #expect(lua_gettop(vm.state) == 0)
    let n = try vm.run(source: "return 1, 'two', true", chunkName: "m.lua", results: LUA_MULTRET)
    #expect(n == 3)
    #expect(vm.stack.integer(at: 1) == 1)
    #expect(vm.stack.string(at: 2) == "two")
    #expect(vm.stack.boolean(at: 3) == true)
    vm.stack.pop(n)
    #expect(lua_gettop(vm.state) == 0)
}

@Test func syntaxErrorHasKindFileAndLine() throws {
    let vm = try LuaVM()
    let error = try #require(runError(vm, "local a = 1\nlocal = 2\n"))
    #expect(error.kind == .syntax)
    #expect(error.file == "x.lua")
    #expect(error.line == 2)
    #expect(error.message.hasPrefix("x.lua:2: "))
    #expect(lua_gettop(vm.state) == 0)
}

@Test func runtimeErrorHasPositionAndTraceback() throws {
    let vm = try LuaVM()
    let error = try #require(runError(vm, "local t = nil\n\nreturn t.x", chunk: "card.lua"))
    #expect(error.kind == .runtime)
    #expect(error.message.hasPrefix("card.lua:3: attempt to index a nil value"))
    #expect(error.file == "card.lua")
    #expect(error.line == 3)
    #expect(error.traceback?.contains("stack traceback:") == true)
    #expect(error.traceback?.contains("card.lua:3") == true)
}

@Test func swiftErrorIsRaisedAtTheCallingLine() throws {
    let vm = try LuaVM()
    vm.setGlobalFunction("frame") { call throws(LuaError) -> Int32 in
        guard let width = call.number(at: 1) else {
            throw call.error("frame: width must be a number, got \(call.typeName(at: 1))")
        }
        call.push(width * 2)
        return 1
    }
    let error = try #require(runError(vm, "local w = 'wide'\nreturn frame(w)"))
    #expect(error.message == "x.lua:2: frame: width must be a number, got string")
    #expect(error.kind == .runtime)
    #expect(error.file == "x.lua")
    #expect(error.line == 2)
    // Lua code can catch it like any error, and the VM stays usable.
    let caught = try string(vm, "local ok, e = pcall(function()\n frame({}) end)\nreturn e")
    #expect(caught == "x.lua:2: frame: width must be a number, got table")
    #expect(try number(vm, "return frame(21)") == 42)
}

@Test func wrongArgumentTypesNeverCrashAndAreNotCoerced() throws {
    let vm = try LuaVM()
    var seen: [String] = []
    vm.setGlobalFunction("probe") { call throws(LuaError) -> Int32 in
        seen = [
            String(describing: call.number(at: 1)), String(describing: call.integer(at: 2)),
            String(describing: call.string(at: 3)), String(describing: call.boolean(at: 4)),
            "\(call.object(at: 5, metatable: "Counter") == nil)",
            String(describing: call.integer(at: 6)), call.typeName(at: 7), "\(call.type(at: 7))",
            "\(call.functionRef(at: 1) == nil)",
        ]
        // string(at:) must not have converted the number in place.
        call.push(call.type(at: 3) == .number)
        return 1
    }
    let result = try number(vm, "return probe('12', 2.5, 7, 0, {}, 3.0) and 1 or 0")
    #expect(result == 1)
    #expect(
        seen == ["nil", "nil", "nil", "nil", "true", "Optional(3)", "no value", "none", "true"])
}

@Test func userdataRoundTripMethodsAndGarbageCollection() throws {
    let tracker = DeinitCounter()
    do {
        let vm = try LuaVM()
        vm.registerClass(
            "Counter",
            methods: [
                "add": { call throws(LuaError) -> Int32 in
                    guard let counter = call.object(at: 1, metatable: "Counter") as? Counter else {
                        throw call.error("add: expected a Counter, got \(call.typeName(at: 1))")
                    }
                    counter.value += call.number(at: 2) ?? 1
                    call.pushValue(at: 1)  // chaining: return self
                    return 1
                },
                "value": { call throws(LuaError) -> Int32 in
                    call.push((call.object(at: 1, metatable: "Counter") as? Counter)?.value ?? -1)
                    return 1
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    call.push("Counter(\((call.object(at: 1, metatable: "Counter") as? Counter)?.value ?? -1))")
                    return 1
                },
            ])
        var kept: Counter?
        vm.setGlobalFunction("Counter") { call throws(LuaError) -> Int32 in
            let counter = Counter(call.number(at: 1) ?? 0, tracker: tracker)
            if kept == nil { kept = counter }
            call.push(object: counter, metatable: "Counter")
            return 1
        }
        vm.setGlobalFunction("unwrap") { call throws(LuaError) -> Int32 in
            call.push(call.object(at: 1, metatable: "Counter") === kept)
            return 1
        }
        #expect(try number(vm, "first = Counter(10)\nreturn first:add(1):add(2.5):value()") == 13.5)
        #expect(kept?.value == 13.5)
        #expect(
            try string(vm, "return tostring(Counter(4)) .. ' ' .. type(getmetatable(Counter(1)))")
                == "Counter(4.0) boolean")
        // The userdata gives back the very Swift object that was pushed.
        #expect(try string(vm, "return tostring(unwrap(first))") == "true")
        let error = try #require(runError(vm, "local c = Counter(1)\nc.add({})"))
        #expect(error.message == "x.lua:2: add: expected a Counter, got table")
        // The three garbage counters are released by collectgarbage; `first` is still a global.
        _ = try vm.run(source: "collectgarbage() collectgarbage()", chunkName: "gc.lua", results: 0)
        #expect(tracker.count == 3)
        kept = nil
        #expect(tracker.count == 3)
    }
    // Closing the VM releases everything that was left.
    #expect(tracker.count == 4)
}

@Test func objectsAreReleasedWhenTheVMCloses() throws {
    let tracker = DeinitCounter()
    do {
        let vm = try LuaVM()
        vm.setGlobalFunction("make") { call throws(LuaError) -> Int32 in
            call.push(object: Counter(1, tracker: tracker), metatable: "Counter")
            return 1
        }
        _ = try vm.run(source: "keep = {} for i = 1, 100 do keep[i] = make() end", chunkName: "k.lua")
        #expect(tracker.count == 0)
    }
    #expect(tracker.count == 100)
}

@Test func storedFunctionRefReportsErrorsWithTheClosureLine() throws {
    let vm = try LuaVM()
    var stored: LuaFunctionRef?
    vm.setGlobalFunction("guide") { call throws(LuaError) -> Int32 in
        stored = call.functionRef(at: 1)
        return 0
    }
    _ = try vm.run(
        source: """
            guide(function(d)
              if d.width > 10 then error("too wide: " .. d.width) end
              return d.width / 2
            end)
            """, chunkName: "guide.lua", results: 0)
    let ref = try #require(stored)
    func push(width: Double) -> (LuaCall) -> Int32 {
        { call in
            call.newTable()
            call.push(width)
            call.setField("width", tableIndex: -2)
            return 1
        }
    }
    #expect(try vm.call(ref, pushArgs: push(width: 8)) == 4)
    do {
        _ = try vm.call(ref, pushArgs: push(width: 12))
        Issue.record("expected an error")
    } catch {
        #expect(error.kind == .runtime)
        #expect(error.message == "guide.lua:2: too wide: 12.0")
        #expect(error.file == "guide.lua")
        #expect(error.line == 2)
    }
    #expect(try vm.call(ref, pushArgs: push(width: 3)) == 1.5)
    #expect(lua_gettop(vm.state) == 0)
}

@Test func functionRefOutlivesItsVMSafely() throws {
    var ref: LuaFunctionRef?
    do {
        let vm = try LuaVM()
        vm.setGlobalFunction("keep") { call throws(LuaError) -> Int32 in
            ref = call.functionRef(at: 1)
            return 0
        }
        _ = try vm.run(source: "keep(function() return 1 end)", chunkName: "k.lua", results: 0)
        #expect(ref?.isValid == true)
    }
    #expect(ref?.isValid == false)
    ref = nil  // deinit after lua_close must not touch the closed state
}

@Test func infiniteLoopIsStoppedEvenInsidePcall() throws {
    let vm = try LuaVM(limits: LuaLimits(instructions: 1_000_000, seconds: nil))
    let sources = [
        "local n = 0\nwhile true do n = n + 1 end",
        "for i = 1, 3 do\n  pcall(function() while true do end end)\nend\nreturn 1",
        "local ok = xpcall(function() while true do end end, function(e) return e end)\nreturn 1",
        "while true do\n  coroutine.resume(coroutine.create(function() while true do end end))\nend",
        "local f = coroutine.wrap(function() while true do end end)\nwhile true do pcall(f) end",
    ]
    for source in sources {
        let error = try #require(runError(vm, source))
        #expect(error.kind == .instructionLimit, "\(source)")
        #expect(error.message.hasPrefix("x.lua:"), "\(error.message)")
        #expect(
            error.message.hasSuffix(
                "script stopped: exceeded the instruction budget of 1000000 (raise it with --max-instructions)"
            ))
        #expect(error.line != nil)
    }
    // The VM is usable afterwards, with a fresh budget.
    #expect(try number(vm, "local s = 0 for i = 1, 1000 do s = s + i end return s") == 500500)
}

@Test func deadlineStopsWhileTrue() throws {
    // An endless loop: only the deadline can end it, so its error is the deadline's doing.
    let vm = try LuaVM(limits: LuaLimits(instructions: nil, seconds: 0.05))
    let error = try #require(runError(vm, "pcall(function()\n  while true do end\nend)"))
    #expect(error.kind == .timeLimit)
    #expect(error.message == "x.lua:2: script stopped: ran longer than 0.05 s (raise it with --timeout)")
    #expect(try number(vm, "return 7") == 7)
}

/// A Swift file's import spends part of `--timeout`; the script gets what is left, and a stop
/// names the whole limit. (An hour's limit with all but 10 ms spent: without the remainder, the
/// loop would run for the hour, and the time limit trait ends the test. The trait is generous:
/// in the whole suite on a loaded 2-core machine this test once waited 111 s to start its run.)
@Test(.timeLimit(.minutes(10))) func theScriptGetsWhatIsLeftOfTheDeadline() throws {
    var limits = LuaLimits(instructions: nil, seconds: 3600)
    limits.spentSeconds = 3600 - 0.01
    let vm = try LuaVM(limits: limits)
    let error = try #require(runError(vm, "while true do end"))
    #expect(error.kind == .timeLimit)
    #expect(error.message == "x.lua:1: script stopped: ran longer than 3600 s (raise it with --timeout)")
}

@Test func memoryBombIsStoppedAndTheVMStaysUsable() throws {
    let vm = try LuaVM(limits: LuaLimits(memoryBytes: 8 << 20))
    let bomb = "local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end"
    for source in [bomb, "pcall(function() \(bomb) end) return 1", "while true do pcall(function() \(bomb) end) end"] {
        let error = try #require(runError(vm, source))
        #expect(error.kind == .memory)
        // The position is where the script was when the cap first refused an allocation.
        #expect(error.message == "x.lua:1: script stopped: memory limit of 8 MiB exceeded (raise it with --max-memory)")
        #expect(vm.memoryInUse < 1 << 20)
    }
    #expect(try number(vm, "local t = {} for i = 1, 1000 do t[i] = i end return #t") == 1000)
}

@Test func hugeStringRepIsRefusedNotCrashing() throws {
    let vm = try LuaVM()
    // 1 GB: refused by the 256 MiB cap before anything is allocated.
    let error = try #require(runError(vm, "local s = string.rep('x', 1e9)\nreturn #s"))
    #expect(error.kind == .memory)
    #expect(
        error.message == "x.lua:1: script stopped: memory limit of 256 MiB exceeded (raise it with --max-memory)")
    // 3e9 is above Lua 5.4's own string size limit (INT_MAX): a plain runtime error.
    let tooLarge = try #require(runError(vm, "return #string.rep('x', 3e9)"))
    #expect(tooLarge.kind == .runtime)
    #expect(tooLarge.message == "x.lua:1: resulting string too large")
    #expect(try number(vm, "return #string.rep('ab', 10)") == 20)
}

@Test func sandboxHidesDangerousLibraries() throws {
    let vm = try LuaVM()
    let types = try string(
        vm,
        """
        return table.concat({type(io), type(os.execute), type(package), type(debug), type(dofile),
          type(loadfile), type(string.dump), type(os.getenv), type(os.clock), type(os.time),
          type(require), type(load)}, ",")
        """)
    #expect(types == "nil,nil,nil,nil,nil,nil,nil,nil,function,function,function,function")
    // load accepts text only.
    let binary = try string(vm, "local f, e = load('\\27Lua\\84\\0 fake') return e")
    #expect(binary?.contains("attempt to load a binary chunk") == true)
    #expect(try number(vm, "return load('return 1 + 1')()") == 2)
    #expect(try number(vm, "local env = {y = 5} return load('return y', 'c', 'b', env)()") == 5)
    let gc = try #require(runError(vm, "collectgarbage('stop')"))
    #expect(gc.message.contains("not available in the sandbox"))
    #expect(try number(vm, "return collectgarbage('count') > 0 and 1 or 0") == 1)
    // Finalizers run with hooks off (a looping __gc could never be stopped): refused.
    let finalizer = try #require(runError(vm, "setmetatable({}, {__gc = function() end})"))
    #expect(finalizer.message == "x.lua:1: setmetatable: __gc metamethods are not allowed in the sandbox")
    #expect(try number(vm, "return getmetatable(setmetatable({}, {__index = {a = 3}})).__index.a") == 3)
    // C loops that neither allocate nor run Lua code are guarded.
    #expect(try string(vm, "return '[' .. string.rep('', 1e15) .. ']'") == "[]")
    #expect(runError(vm, "table.move({}, 1, 1e12, 1)")?.message.contains("is not allowed") == true)
}

@Test func coroutinesCanYieldAcrossTheSandboxPcall() throws {
    let vm = try LuaVM()
    let source = """
        local co = coroutine.wrap(function()
          local ok, v = pcall(coroutine.yield, 1)
          local ok2, w = xpcall(coroutine.yield, debug and debug.traceback or tostring, v + 1)
          return w * 10
        end)
        local a = co()
        local b = co(5)
        return a + b + co(7)
        """
    #expect(try number(vm, source) == 1 + 6 + 70)
}

@Test func aStopSwallowedBySwiftIsRaisedAgain() throws {
    let vm = try LuaVM(limits: LuaLimits(instructions: 100_000, seconds: nil))
    var ref: LuaFunctionRef?
    var inner: LuaError?
    vm.setGlobalFunction("keep") { call throws(LuaError) -> Int32 in
        ref = call.functionRef(at: 1)
        return 0
    }
    vm.setGlobalFunction("callIt") { [unowned vm] call throws(LuaError) -> Int32 in
        do throws(LuaError) {
            _ = try vm.call(ref!, pushArgs: { _ in 0 })
        } catch {
            inner = error  // swallowed on purpose
        }
        return 0
    }
    let error = try #require(runError(vm, "keep(function()\n while true do end end)\ncallIt()\nreturn 1"))
    #expect(inner?.kind == .instructionLimit)
    #expect(error.kind == .instructionLimit)
    #expect(error.message.hasPrefix("x.lua:2: script stopped: exceeded the instruction budget"))
    #expect(error.traceback?.contains("in function 'callIt'") == true)
}

@Test func unsafeLibrariesOpenEverything() throws {
    let vm = try LuaVM(unsafeLibraries: true)
    #expect(try string(vm, "return type(io) .. type(os.getenv) .. type(debug)") == "tablefunctiontable")
}

@Test func requireLoadsSiblingModulesAndRecordsThem() throws {
    let folder = try TempFolder()
    try folder.write("util.lua", "loads = (loads or 0) + 1\nreturn { twice = function(x) return 2 * x end }")
    try folder.write("ui/init.lua", "return { name = 'ui' }")
    try folder.write("ui/card.lua", "local u = require('util')\nreturn { w = u.twice(5) }")
    try folder.write("broken.lua", "local x = \n\nerror('broken module')")
    let vm = try LuaVM()
    vm.moduleSearchPath = ["/nonexistent-plumb", folder.path]
    let result = try string(
        vm,
        """
        local u = require('util')
        assert(require('util') == u)
        local card = require('ui.card')
        return require('ui').name .. ' ' .. u.twice(21) .. ' ' .. card.w .. ' ' .. loads
        """)
    #expect(result == "ui 42 10 1")
    #expect(
        vm.loadedModules == [
            folder.path + "/util.lua", folder.path + "/ui/card.lua", folder.path + "/ui/init.lua",
        ])
    let error = try #require(runError(vm, "return require('broken')"))
    #expect(error.message == "broken.lua:3: broken module")
    #expect(vm.loadedModules.last == folder.path + "/broken.lua")
}

@Test func missingModuleGivesAClearError() throws {
    let vm = try LuaVM()
    vm.moduleSearchPath = ["/nonexistent-plumb"]
    let error = try #require(runError(vm, "local m = require('nope.deep')"))
    #expect(
        error.message
            == "x.lua:1: require: module 'nope.deep' not found (looked in: /nonexistent-plumb/nope/deep.lua, /nonexistent-plumb/nope/deep/init.lua)"
    )
    #expect(error.file == "x.lua")
    #expect(error.line == 1)
}

/// A module name of 100 MB was copied into search paths and messages (760 MiB of
/// Swift strings no cap saw). It is refused by its length before any copy, within the cap.
@Test func aHugeModuleNameIsRefusedBeforeItIsCopied() throws {
    let vm = try LuaVM(limits: LuaLimits(memoryBytes: 256 << 20, instructions: 1_000_000_000, seconds: 60))
    vm.moduleSearchPath = ["/nonexistent-plumb"]
    let error = try #require(runError(vm, "return require(string.rep('a', 100000000))"))
    #expect(
        error.message
            == "x.lua:1: require: a module name of 100000000 bytes is too long (at most 1024): modules are files named NAME.lua or NAME/init.lua"
    )
    #expect(vm.attemptedModules.isEmpty)
    let longest = try #require(runError(vm, "return require(string.rep('a', 1024))"))
    #expect(longest.message.contains("not found"), "\(longest.message)")
}

@Test func whereInfoAndProtectedField() throws {
    let vm = try LuaVM()
    var position: (file: String, line: Int)?
    var viaIndex: Double?
    vm.setGlobalFunction("warnHere") { call throws(LuaError) -> Int32 in
        position = call.whereInfo(level: 1)
        try call.protectedField("size", in: 1)
        viaIndex = call.number(at: -1)
        call.pop(1)
        #expect(call.stringKeys(of: 1) == ["a", "b"])
        #expect(call.field("size", in: 1) == .nil)  // raw access skips __index
        call.pop(1)
        return 0
    }
    _ = try vm.run(
        source: "\n\nwarnHere(setmetatable({a = 1, b = 2}, {__index = function() return 9 end}))",
        chunkName: "w.lua", results: 0)
    #expect(position?.file == "w.lua")
    #expect(position?.line == 3)
    #expect(viaIndex == 9)
}

/// A temporary folder removed on deinit.
private final class TempFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/plumb-lua-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw LuaError(kind: .runtime, message: "mkdtemp") }
        path = String(cString: made)
    }

    func write(_ name: String, _ text: String) throws {
        let full = path + "/" + name
        if let slash = full.lastIndex(of: "/") { mkdir(String(full[..<slash]), 0o755) }
        guard let file = fopen(full, "wb") else { throw LuaError(kind: .runtime, message: "fopen") }
        defer { fclose(file) }
        _ = fputs(text, file)
    }

    deinit {
        var stack = [path]
        var directories: [String] = []
        while let folder = stack.popLast() {
            directories.append(folder)
            guard let dir = opendir(folder) else { continue }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let full = folder + "/" + name
                if entry.pointee.d_type == UInt8(DT_DIR) { stack.append(full) } else { unlink(full) }
            }
            closedir(dir)
        }
        for folder in directories.reversed() { rmdir(folder) }
    }
}

// MARK: - The allocator of Lua's small blocks (CLuaShims)

/// Blocks that grow and shrink across the small-block size classes and past the largest keep
/// their bytes: strings built a character at a time and tables whose parts are resized.
@Test func blocksKeepTheirBytesAcrossSizeClasses() throws {
    let vm = try LuaVM()
    let script = """
        local t, s = {}, ""
        for i = 1, 600 do
          s = s .. string.char(65 + i % 26)
          t[i] = s
        end
        for i = 600, 1, -1 do t[i] = nil end
        for i = 1, 600 do t[i] = i * 2 end
        local sum = 0
        for i = 1, 600 do sum = sum + t[i] end
        return #s .. " " .. s:sub(1, 5) .. " " .. s:sub(596, 600) .. " " .. sum
        """
    #expect(try string(vm, script) == "600 BCDEF YZABC 360600")
}

/// A script's garbage in small blocks is whole pages once collected, and `releaseGarbage` gives
/// them back; what is still reachable stays intact.
@Test func releasedGarbageGivesPagesBackAndKeepsWhatIsLive() throws {
    let vm = try LuaVM()
    _ = try vm.run(
        source: """
            kept = {}
            for i = 1, 1000 do kept[i] = { i, tostring(i) } end
            local garbage = {}
            for i = 1, 200000 do garbage[i] = { i } end
            """, chunkName: "garbage.lua", results: 0)
    let before = vm.memoryInUse
    let released = vm.releaseGarbage()
    #expect(released >= 1 << 20, "released \(released) bytes")
    #expect(vm.memoryInUse < before / 2)
    #expect(try string(vm, "return kept[1][2] .. kept[1000][2] .. #kept") == "110001000")
    // The pages given back are used again.
    #expect(
        try string(vm, "local t = {} for i = 1, 100000 do t[i] = { i } end return tostring(t[100000][1])") == "100000")
}

/// The garbage collected beside the host's work (`releaseGarbageInBackground`) comes to the same
/// count as collected in place, and what is still reachable stays intact.
@Test func garbageCollectedBesideTheHostEndsAsInPlace() throws {
    let source = """
        kept = {}
        for i = 1, 1000 do kept[i] = { i, tostring(i) } end
        local garbage = {}
        for i = 1, 200000 do garbage[i] = { i } end
        """
    let inPlace = try LuaVM()
    _ = try inPlace.run(source: source, chunkName: "garbage.lua", results: 0)
    inPlace.releaseGarbage()
    let beside = try LuaVM()
    _ = try beside.run(source: source, chunkName: "garbage.lua", results: 0)
    #expect(beside.releaseGarbageInBackground())
    #expect(beside.isCollectingInBackground)
    #expect(beside.finishBackgroundCollection())
    #expect(!beside.isCollectingInBackground)
    #expect(!beside.finishBackgroundCollection(), "nothing left to wait for")
    #expect(beside.memoryInUse == inPlace.memoryInUse)
    #expect(try string(beside, "return kept[1][2] .. kept[1000][2] .. #kept") == "110001000")
}

/// Counts the deinits of the `ThreadNoting` objects that point to it, and those that ran on
/// another thread than the one that made it.
private final class ThreadNotes {
    let expected = pthread_self()
    var count = 0
    var elsewhere = 0
}

private final class ThreadNoting {
    let notes: ThreadNotes

    init(_ notes: ThreadNotes) { self.notes = notes }

    deinit {
        notes.count += 1
        if pthread_equal(pthread_self(), notes.expected) == 0 { notes.elsewhere += 1 }
    }
}

/// The collector beside the host releases no Swift object: those whose userdata it finalizes
/// are released on the host's thread, at its next full collection or when the state closes (a
/// release from the collector's core took the cache line of a view the host was reading).
@Test func theCollectorLeavesTheReleasesToTheHost() throws {
    for ending in ["collection", "close"] {
        let notes = ThreadNotes()
        do {
            let vm = try LuaVM()
            vm.setGlobalFunction("make") { call throws(LuaError) -> Int32 in
                call.push(object: ThreadNoting(notes), metatable: "Noting")
                return 1
            }
            _ = try vm.run(
                source: "local dropped = {} for i = 1, 1000 do dropped[i] = make() end", chunkName: "d.lua",
                results: 0)
            #expect(vm.releaseGarbageInBackground())
            #expect(vm.finishBackgroundCollection())
            #expect(notes.count == 0, "held back for the host")
            if ending == "collection" {
                vm.collectGarbage()
                #expect(notes.count == 1000)
            }
        }
        #expect(notes.count == 1000, "released by the \(ending)")
        #expect(notes.elsewhere == 0, "every release on the host's thread")
    }
}

/// A VM the process keeps until it exits (a one-shot run) keeps no list of what the collector
/// freed: those objects are left to the exit, as the state's other objects are.
@Test func aVMKeptUntilExitLeavesTheCollectorsObjectsToTheExit() throws {
    let notes = ThreadNotes()
    do {
        let vm = try LuaVM()
        vm.keepUntilExit()
        vm.setGlobalFunction("make") { call throws(LuaError) -> Int32 in
            call.push(object: ThreadNoting(notes), metatable: "Noting")
            return 1
        }
        _ = try vm.run(
            source: "local dropped = {} for i = 1, 1000 do dropped[i] = make() end", chunkName: "d.lua", results: 0)
        #expect(vm.releaseGarbageInBackground())
        vm.collectGarbage()
        // (Closing it anyway, as this test does, leaves them for ever: the VM was told it would not
        // be closed.)
    }
    #expect(notes.count == 0)
}

/// Using the state waits for the collector: a run started while it works sees the state whole.
@Test func aRunWaitsForTheCollector() throws {
    let vm = try LuaVM()
    _ = try vm.run(source: "local g = {} for i = 1, 300000 do g[i] = { i } end", chunkName: "g.lua", results: 0)
    #expect(vm.releaseGarbageInBackground())
    #expect(try string(vm, "local t = {} for i = 1, 1000 do t[i] = i end return tostring(#t)") == "1000")
    #expect(!vm.isCollectingInBackground)
}

/// The host's charges made while the collector works count as if made after it: a charge that
/// fits once the garbage is gone does not stop the run, however much garbage there was; one that
/// does not fit stops it, with the memory limit's message.
@Test func chargesMadeBesideTheCollectorCountAsAfterIt() throws {
    let garbage = "local g = {} for i = 1, 200000 do g[i] = { i } end"
    let cap = 24 << 20
    let fits = try LuaVM(limits: LuaLimits(memoryBytes: cap))
    _ = try fits.run(source: garbage, chunkName: "g.lua", results: 0)
    let garbageBytes = fits.memoryInUse
    #expect(garbageBytes > 8 << 20, "the garbage is \(garbageBytes) bytes")
    #expect(fits.releaseGarbageInBackground())
    // Over the cap with the garbage, well under it without.
    #expect(fits.charge(cap - garbageBytes + (1 << 20)))
    #expect(fits.charge(-(1 << 20)))
    fits.finishBackgroundCollection()
    #expect(fits.stopError == nil)

    let over = try LuaVM(limits: LuaLimits(memoryBytes: cap))
    _ = try over.run(source: garbage, chunkName: "g.lua", results: 0)
    #expect(over.releaseGarbageInBackground())
    #expect(!over.charge(cap))
    #expect(!over.isCollectingInBackground, "a charge that may not fit waits for the collector")
    #expect(over.stopError?.kind == .memory)
}

/// Where Swift may call into Lua (a Lua function was anchored for it) or a script may have set
/// finalizers of its own (`--unsafe`), the garbage is not collected beside the host.
@Test func noCollectorWhereLuaMightRunMeanwhile() throws {
    let anchored = try LuaVM()
    _ = try anchored.run(source: "f = function() end", chunkName: "f.lua", results: 0)
    lua_getglobal(anchored.state, "f")
    let function = anchored.stack.functionRef(at: -1)
    anchored.stack.pop(1)
    #expect(function != nil)
    #expect(!anchored.releaseGarbageInBackground())

    let unsafe = try LuaVM(unsafeLibraries: true)
    #expect(!unsafe.releaseGarbageInBackground())
}
