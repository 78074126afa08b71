import CLua
import CLuaShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shared between a VM and the references it hands out; `state` becomes nil when the VM closes.
final class LuaStateAnchor {
    var state: OpaquePointer?
    /// Registry references dropped by Swift, released at the next top-level run or call. (A ref
    /// can be dropped anywhere, even inside a `__gc` during a Lua allocation, so its deinit does
    /// not touch the state.)
    var pendingUnrefs: [Int32] = []
    /// Lua functions anchored for Swift so far (`LuaCall.functionRef`): while there are none, no
    /// Swift code can call into Lua (see `LuaVM.releaseGarbageInBackground`).
    var functionRefsMade = 0
    /// The text of every chunk Plumb loaded, by chunk name (`LuaVM.loadedSources`). Kept here,
    /// where a callback that fails can read it to find its call's column (`CallSites`).
    var sources: [String: String] = [:] {
        didSet { texts = [:] }
    }
    /// Those texts read into tokens, made only when an error needs them.
    private var texts: [String: LuaSourceText] = [:]
    /// The caret and underlines of the last error a Swift callback raised, with its message:
    /// the message travels through Lua as a string, and the marks join it again when it comes
    /// back out of the top-level call unchanged.
    var lastMarks: (message: String, caret: SourceMark, underlines: [SourceMark])?
    /// Views pushed for Lua get the place of the call that made them (`View.source`; the
    /// browser preview's click-to-source). Off unless `ScriptOptions.recordsViewSources`.
    var recordsViewSources = false

    /// The tokens of a chunk Plumb loaded; nil for any other chunk, and for one larger than
    /// `LuaSourceText.largest` (generated, not written by hand: its tokens would take more
    /// memory than the script is worth).
    func sourceText(_ chunk: String) -> LuaSourceText? {
        if let text = texts[chunk] { return text }
        guard let source = sources[chunk], source.utf8.count <= LuaSourceText.largest else { return nil }
        let text = LuaSourceText(source)
        texts[chunk] = text
        return text
    }

    /// The anchor of the VM that owns `state`.
    static func of(_ state: OpaquePointer) -> LuaStateAnchor? {
        luashim_owner(state).map { Unmanaged<LuaStateAnchor>.fromOpaque($0).takeUnretainedValue() }
    }

    /// `text` with every loaded chunk's name put back where Lua shortened it: a chunk name longer
    /// than 59 bytes is written "..." and its last 56 bytes (`luaO_chunkid`, LUA_IDSIZE 60).
    func restoringChunkNames(_ text: String) -> String {
        guard text.contains("...") else { return text }
        var result = text
        for name in sources.keys where name.utf8.count > 59 {
            let shortened = "..." + String(decoding: name.utf8.suffix(56), as: UTF8.self)
            result = result.replacing(shortened, with: name)
        }
        return result
    }
}

/// A Swift closure callable from Lua; retained by the userdata that is the trampoline's upvalue.
final class LuaFunctionBox {
    let body: (LuaCall) throws(LuaError) -> Int32

    init(_ body: @escaping (LuaCall) throws(LuaError) -> Int32) {
        self.body = body
    }
}

/// A Lua function anchored in the registry of its VM. It becomes invalid when the VM is gone;
/// releasing it afterwards is safe.
public final class LuaFunctionRef {
    let ref: Int32
    let anchor: LuaStateAnchor

    init(ref: Int32, anchor: LuaStateAnchor) {
        self.ref = ref
        self.anchor = anchor
        anchor.functionRefsMade += 1
    }

    /// False once the VM that created the reference has been closed.
    public var isValid: Bool { anchor.state != nil }

    deinit {
        if anchor.state != nil { anchor.pendingUnrefs.append(ref) }
    }
}

/// A Lua 5.4 state with Plumb's sandbox, limits and Swift bridge. Not Sendable: use one VM per
/// thread. Deinit closes the state (running `__gc` of the remaining objects).
public final class LuaVM {
    /// The lua_State*, for binding code. Only call non-raising API on it from Swift.
    public let state: OpaquePointer
    public let limits: LuaLimits
    public let unsafeLibraries: Bool
    /// Files loaded through the sandbox's `require` (absolute paths, in load order), for watch
    /// mode. A file is recorded as soon as it is found, even if it then fails to compile or run.
    public private(set) var loadedModules: [String] = []
    /// Files `require` looked for, found or not (absolute paths): watch mode watches them, so a
    /// module that is missing now is picked up when it comes back.
    public private(set) var attemptedModules: [String] = []
    /// The text of every chunk Plumb itself loaded (the script and its modules), by the name
    /// messages use for it ("card.lua"). Only these are ever shown as source lines.
    public var loadedSources: [String: String] { anchor.sources }
    /// Folders `require` searches, in order: "<dir>/<name with dots as slashes>.lua", then
    /// "<dir>/<name as path>/init.lua".
    public var moduleSearchPath: [String] = []
    /// Whether views made by the bindings record where the script made them (`View.source`).
    public var recordsViewSources: Bool {
        get { anchor.recordsViewSources }
        set { anchor.recordsViewSources = newValue }
    }

    private let anchor: LuaStateAnchor
    private var entryDepth = 0
    private var modulesInProgress: [String] = []

    public init(limits: LuaLimits = LuaLimits(), unsafeLibraries: Bool = false) throws(LuaError) {
        let anchor = LuaStateAnchor()
        let cap = limits.memoryBytes > 0 ? limits.memoryBytes : 0
        guard
            let state = luashim_newstate(
                cap,
                { state, box in LuaVM.dispatch(state, box) },
                { object in LuaVM.release(object) },
                Unmanaged.passUnretained(anchor).toOpaque())
        else {
            throw LuaError(kind: .memory, message: "could not create a Lua state")
        }
        let status = luashim_open_libraries(state, unsafeLibraries ? 1 : 0)
        if status != LUA_OK {
            let message = LuaCall(state: state).errorMessage(at: -1)
            luashim_close(state)
            throw LuaError(kind: .memory, message: "could not open the Lua libraries: \(message)")
        }
        let budget = limits.instructions.map { Int64(max($0, 0)) } ?? -1
        // What is left of the deadline (never 0, which would mean none).
        let seconds = limits.seconds.map { $0 > 0 ? max($0 - limits.spentSeconds, 1e-6) : 0 } ?? 0
        luashim_set_limits(
            state, budget, seconds, limits.instructionMessage, limits.timeMessage,
            limits.memoryMessage)
        anchor.state = state
        self.state = state
        self.anchor = anchor
        self.limits = limits
        self.unsafeLibraries = unsafeLibraries
        setGlobalFunction("require") { [unowned self] call throws(LuaError) -> Int32 in
            try self.require(call)
        }
    }

    deinit {
        anchor.state = nil
        luashim_close(state)
    }

    // MARK: - Bridge

    /// A view of the main thread's stack (e.g. to read the results of `run`).
    public var stack: LuaCall {
        luashim_finish_collection(state)
        return LuaCall(state: state)
    }

    /// Bytes currently allocated by Lua.
    public var memoryInUse: Int { luashim_memory_in_use(state) }

    /// Runs a full garbage collection.
    public func collectGarbage() { _ = luashim_gc(state, LUA_GCCOLLECT, 0) }

    /// Bytes Lua's collector counts (its objects, without the host's charges).
    public var heapBytes: Int { Int(luashim_gc(state, LUA_GCCOUNT, 0)) << 10 }

    /// Starts what `releaseGarbage` does on a thread of its own, where it is safe, and returns
    /// whether it did (else nothing was done). The run's next step, making the layout nodes from
    /// the Swift views, touches neither the state nor Lua's memory, so the two run side by side
    /// (7 ms at flat 10⁵, on the other core). Until `finishBackgroundCollection`, the
    /// state is the collector's: a run, a call, `stack`, a collection or the VM's close wait for
    /// it first, and the host's charges wait beside it (see "Collecting beside the host" in
    /// `CLuaShims`). The Swift objects whose userdata it frees are released on the host's thread,
    /// at the next `collectGarbage` or when the VM closes, never on the collector's.
    ///
    /// Safe when no Swift code can call into Lua meanwhile and the collector runs no Lua: no Lua
    /// function has been anchored for Swift (a builder, a `ForEach` row, a guide, a `Layout` written
    /// in Lua, a style: any of them could be called while the nodes are made), and the sandbox's
    /// finalizers are the only ones (`--unsafe` lets scripts set their own).
    public func releaseGarbageInBackground() -> Bool {
        guard !unsafeLibraries, anchor.functionRefsMade == 0 else { return false }
        return luashim_collect_in_background(state) != 0
    }

    /// Says that the process ends with this VM open (it is never closed: a one-shot run): the
    /// Swift objects a background collection frees are then left to the process's exit, as the
    /// state's other objects are, instead of being kept in a list for a close that never comes.
    public func keepUntilExit() { luashim_keep_until_exit(state) }

    /// Whether a collection started by `releaseGarbageInBackground` has not been waited for.
    public var isCollectingInBackground: Bool { luashim_is_collecting(state) != 0 }

    /// Waits for the collection `releaseGarbageInBackground` started, if it is still running, and
    /// counts the charges made meanwhile. Returns whether one was running.
    @discardableResult
    public func finishBackgroundCollection() -> Bool { luashim_finish_collection(state) != 0 }

    /// Makes every thread of the process allocate from one malloc arena: call at the start of the
    /// process, before any thread. A script, its layout and its output run on a thread
    /// of their own (for its large stack), and glibc gives each new thread an arena that grows by
    /// one `mprotect` call per page: 1,930 calls and 5 ms of a 10⁵-view run, where the main arena
    /// grows by `brk` in steps of 128 KiB. Plumb's threads seldom allocate at the same time (the
    /// watcher, the limit's clock, the preview's connections), so sharing one arena costs nothing
    /// measurable.
    public static func shareOneMallocArena() { luashim_share_one_malloc_arena() }

    /// Collects the script's garbage and gives the memory it held back to the system:
    /// two full collections (a userdata with a finalizer is freed by the one after the one that
    /// finalizes it), then Lua's emptied pages of small blocks (see the allocator in
    /// `CLuaShims`). Returns the bytes given back.
    @discardableResult
    public func releaseGarbage() -> Int {
        collectGarbage()
        collectGarbage()
        return luashim_release_free_pages(state)
    }

    /// Registers a global Lua function backed by a Swift closure (stored raw in `_G`). The closure
    /// reads its arguments through `LuaCall`, pushes its results and returns how many. A thrown
    /// `LuaError` becomes a Lua error raised by the C trampoline after the closure has returned:
    /// "<chunk>:<line>: <message>" when the error's `file` is nil, the message as it is otherwise.
    public func setGlobalFunction(
        _ name: String, _ body: @escaping (LuaCall) throws(LuaError) -> Int32
    ) {
        pushFunction(body)
        luashim_rawsetglobal(state, name)
    }

    /// Same as `setGlobalFunction`, but pushes the function value on the stack.
    public func pushFunction(_ body: @escaping (LuaCall) throws(LuaError) -> Int32) {
        guard lua_checkstack(state, 4) != 0 else { return }
        luashim_pushfunction(state, Unmanaged.passRetained(LuaFunctionBox(body)).toOpaque())
    }

    /// Pops the value on top of the stack into the global `name` (raw).
    public func setGlobal(_ name: String) {
        luashim_rawsetglobal(state, name)
    }

    /// Registers (or extends) the metatable for userdata objects pushed with
    /// `LuaCall.push(object:metatable:)`. Methods become the `__index` table; names starting with
    /// "__" (`__tostring`, `__eq`, `__call`, ...) go into the metatable itself. `__gc` is reserved:
    /// it releases the Swift object. `getmetatable(obj)` returns false in Lua.
    public func registerClass(
        _ metatableName: String, methods: [String: (LuaCall) throws(LuaError) -> Int32]
    ) {
        guard lua_checkstack(state, 8) != 0 else { return }
        luashim_pushclass(state, metatableName)
        luashim_pushmethods(state, -1)
        let stack = LuaCall(state: state, argumentCount: 0)
        for (name, body) in methods.sorted(by: { $0.key < $1.key })
        where name != "__gc" && name != "__metatable" {
            pushFunction(body)
            stack.setField(name, tableIndex: name.hasPrefix("__") ? -3 : -2)
        }
        lua_settop(state, -3)
    }

    /// The names of the methods registered on `metatableName` (`registerClass`), sorted; for the
    /// test that holds the script API's registry equal to the bindings.
    public func methodNames(ofClass metatableName: String) -> [String] {
        guard lua_checkstack(state, 8) != 0 else { return [] }
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        luashim_pushclass(state, metatableName)
        luashim_pushmethods(state, -1)
        return keys(ofTableAt: lua_gettop(state))
    }

    /// The names of the globals, sorted.
    public func globalNames() -> [String] {
        guard lua_checkstack(state, 8) != 0 else { return [] }
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        luashim_pushglobaltable(state)
        return keys(ofTableAt: lua_gettop(state))
    }

    /// The string keys of the table at `index` (an absolute index), read raw.
    private func keys(ofTableAt index: Int32) -> [String] {
        guard lua_type(state, index) == LUA_TTABLE else { return [] }
        var names: [String] = []
        lua_pushnil(state)
        while lua_next(state, index) != 0 {
            if lua_type(state, -2) == LUA_TSTRING, let name = lua_tolstring(state, -2, nil) {
                names.append(String(cString: name))
            }
            lua_settop(state, -2)
        }
        return names.sorted()
    }

    // MARK: - Running

    /// Runs a text chunk (binary chunks are refused) named like a file: "card.lua" becomes the
    /// chunk name "@card.lua", so messages read "card.lua:3: ...". Runs under lua_pcall with a
    /// traceback handler and the limits. Returns the number of results left on the stack
    /// (`results`, or all of them for LUA_MULTRET); on error the stack is restored.
    @discardableResult
    public func run(source: String, chunkName: String, results: Int32 = 1) throws(LuaError) -> Int32 {
        luashim_finish_collection(state)
        let top = lua_gettop(state)
        guard lua_checkstack(state, 4) != 0 else {
            throw LuaError(kind: .runtime, message: "Lua stack overflow")
        }
        let name = chunkName.hasPrefix("@") || chunkName.hasPrefix("=") ? chunkName : "@" + chunkName
        let outermost = enterWindow()
        defer { leaveWindow() }
        luashim_clear_positions(state)
        if outermost { anchor.lastMarks = nil }
        if name.hasPrefix("@") {
            let chunk = String(name.dropFirst())
            if let refused = keepSource(source, chunk: chunk) { throw limits.readingStop(chunk: chunk, bytes: refused) }
        }
        var status = Self.load(state, source, chunkName: name)
        if status == LUA_ERRSYNTAX, name.hasPrefix("@"), let explained = explainSyntax(chunk: String(name.dropFirst()))
        {
            lua_settop(state, top)
            throw explained
        }
        if status == LUA_OK { status = luashim_pcall(state, 0, results, 1) }
        try check(status, top: top, outermost: outermost)
        return lua_gettop(state) - top
    }

    /// Calls a stored Lua function with the arguments pushed by `pushArgs` (which returns how
    /// many it pushed) and returns its first result when it is a number.
    public func call(_ function: LuaFunctionRef, pushArgs: (LuaCall) -> Int32) throws(LuaError)
        -> Double?
    {
        let top = lua_gettop(state)
        try invoke(function, results: 1, pushArgs: pushArgs)
        defer { lua_settop(state, top) }
        return LuaCall(state: state).number(at: -1)
    }

    /// Like `call`, but leaves `results` results (LUA_MULTRET: all) on the stack and returns
    /// their number.
    @discardableResult
    public func invoke(
        _ function: LuaFunctionRef, results: Int32 = 1, pushArgs: (LuaCall) -> Int32
    ) throws(LuaError) -> Int32 {
        guard function.anchor === anchor, anchor.state != nil else {
            throw LuaError(kind: .runtime, message: "the Lua function belongs to another Lua state")
        }
        luashim_finish_collection(state)
        let top = lua_gettop(state)
        guard lua_checkstack(state, 4) != 0 else {
            throw LuaError(kind: .runtime, message: "Lua stack overflow")
        }
        lua_rawgeti(state, luashim_registryindex(), lua_Integer(function.ref))
        let count = pushArgs(LuaCall(state: state, argumentCount: 0))
        let pushed = lua_gettop(state) - top - 1
        guard count == pushed else {
            lua_settop(state, top)
            throw LuaError(
                kind: .runtime, message: "pushArgs returned \(count) but pushed \(pushed) values")
        }
        let outermost = enterWindow()
        defer { leaveWindow() }
        let status = luashim_pcall(state, count, results, 1)
        try check(status, top: top, outermost: outermost)
        return lua_gettop(state) - top
    }

    /// Runs `body` inside one limit window: every run and call made inside it (a whole layout
    /// pass with its guide closures, say) shares one instruction budget, one deadline and one
    /// Ctrl-C, instead of each call starting afresh. Nested windows join the outer one. A stop
    /// tripped inside (by a guide, or by `charge`) is reported by `stopError`.
    public func withLimitWindow<T>(_ body: () throws -> T) rethrows -> T {
        _ = enterWindow()
        defer { leaveWindow() }
        return try body()
    }

    /// The stop of the current (or last) window, as an error: deadline, budget, memory or
    /// Ctrl-C; nil when the run was not stopped.
    public var stopError: LuaError? {
        luashim_stop_kind(state) == LUASHIM_STOP_NONE ? nil : makeError(status: LUA_ERRRUN)
    }

    /// Counts `bytes` that Swift holds for the script against the memory cap (negative: gives
    /// them back). Past the cap the run is stopped: inside a callback the stop is raised when the
    /// callback returns; elsewhere `stopError` reports it. Returns false when stopped.
    @discardableResult
    public func charge(_ bytes: Int) -> Bool {
        luashim_charge(state, Int64(clamping: bytes)) == LUASHIM_STOP_NONE
    }

    /// Tells the watchdog what Swift does now (`"laying out the view"`), at the script's return
    /// line, for its message should the deadline pass while that work cannot be interrupted.
    public func notePhase(_ what: String) {
        luashim_note_phase(state, what)
    }

    /// Checks the deadline, the budget and Ctrl-C now (for long Swift work inside a window).
    /// Returns false when the run is stopped.
    public func checkLimits() -> Bool {
        luashim_check_limits(state) == LUASHIM_STOP_NONE
    }

    /// "card.lua", 9: the line of the script's last `return` (or of the outermost function that
    /// returned last on the main thread); nil when unknown.
    public var returnPosition: (file: String, line: Int)? {
        LuaError.position(in: String(cString: luashim_return_where(state))).map { ($0.file, $0.line) }
    }

    /// Starts the process-wide watchdog: when a window's deadline is `grace` seconds past (the
    /// script is stuck inside a C library function, which the count hook cannot interrupt) or a
    /// Ctrl-C goes unanswered for 0.25 s, `action` is called on the watchdog's thread with the
    /// message and the stop kind. It must end or restart the process.
    public static func startWatchdog(grace: Double, action: @convention(c) (UnsafePointer<CChar>?, Int32) -> Void) {
        luashim_set_watchdog(action, grace)
    }

    // MARK: - Explaining errors

    /// Explains a compile error (its message on top of the stack) of a chunk Plumb loaded, by
    /// reading the chunk's text again: returns the error to report instead, or nil to keep
    /// Lua's. Set by `PlumbScript` (`SwiftHabits`).
    var explainSyntaxError: ((_ message: String, _ chunk: String, _ text: LuaSourceText) -> LuaError?)?
    /// Explains a runtime error Lua raised (a call of something that is not a function): the
    /// error to report instead, or nil. Set by `PlumbScript`.
    var explainRuntimeError: ((LuaError) -> LuaError?)?

    /// The chunk's source text, read into tokens (for error messages only).
    func sourceText(_ chunk: String) -> LuaSourceText? { anchor.sourceText(chunk) }

    private func explainSyntax(chunk: String) -> LuaError? {
        guard let explain = explainSyntaxError, let text = anchor.sourceText(chunk) else { return nil }
        return explain(restoringChunkNames(LuaCall(state: state).errorMessage(at: -1)), chunk, text)
    }

    /// `text` with the loaded chunks' full names where Lua shortened them (see
    /// `LuaStateAnchor.restoringChunkNames`), so that a position names its file and is mapped like
    /// any other (a Swift file's deep path, a module's).
    func restoringChunkNames(_ text: String) -> String { anchor.restoringChunkNames(text) }

    // MARK: - Internals

    /// Starts a limit window unless one is already open (nested run or call from a callback).
    private func enterWindow() -> Bool {
        entryDepth += 1
        guard entryDepth == 1 else { return false }
        if !anchor.pendingUnrefs.isEmpty, lua_checkstack(state, 2) != 0 {
            for ref in anchor.pendingUnrefs { luaL_unref(state, luashim_registryindex(), ref) }
            anchor.pendingUnrefs.removeAll()
        }
        luashim_begin(state)
        luashim_set_interruptible(state)
        return true
    }

    private func leaveWindow() {
        entryDepth -= 1
        if entryDepth == 0 {
            luashim_set_interruptible(nil)
            luashim_end(state)
        }
    }

    /// Stops the script running in whichever VM is inside a top-level run or call, with an
    /// `.interrupted` error. Safe to call from a signal handler (a C function pointer, for
    /// `PlumbWatch.setInterruptHook`).
    public static let interruptRunningScript: @convention(c) () -> Void = { luashim_interrupt_running() }

    /// Throws for a failed status, or for a stop tripped during an outermost window even when
    /// the pcall itself returned normally.
    private func check(_ status: Int32, top: Int32, outermost: Bool) throws(LuaError) {
        let stopped = outermost && luashim_stop_kind(state) != LUASHIM_STOP_NONE
        guard status != LUA_OK || stopped else { return }
        let error = makeError(status: status)
        lua_settop(state, top)
        if outermost && error.kind == .memory { collectGarbage() }
        throw error
    }

    private func makeError(status: Int32) -> LuaError {
        let traceback = luashim_last_traceback(state).map { restoringChunkNames(String(cString: $0)) }
        let stop = luashim_stop_kind(state)
        if stop != LUASHIM_STOP_NONE {
            var message = restoringChunkNames(String(cString: luashim_stop_message(state)))
            // Stopped inside a chunk the script loaded itself (load(code, "@/etc/passwd")): the
            // line of the script (or module) that led there comes first.
            let named = LuaError.position(in: message).map { loadedSources[$0.file] != nil } ?? false
            if !named, let raisedAt = raisePosition(traceback: traceback) { message = raisedAt + message }
            switch stop {
            case LUASHIM_STOP_INSTRUCTIONS:
                return LuaError(kind: .instructionLimit, parsing: message, traceback: traceback)
            case LUASHIM_STOP_TIME:
                return LuaError(kind: .timeLimit, parsing: message, traceback: traceback)
            case LUASHIM_STOP_INTERRUPT:
                return LuaError(kind: .interrupted, parsing: message, traceback: traceback)
            default:
                return LuaError(kind: .memory, parsing: message)
            }
        }
        var message = restoringChunkNames(LuaCall(state: state).errorMessage(at: -1))
        switch status {
        case LUA_ERRSYNTAX: return LuaError(kind: .syntax, parsing: message)
        case LUA_ERRMEM: return LuaError(kind: .memory, parsing: message)
        default:
            // Errors raised with a table, or with a message that names no chunk Plumb loaded
            // (error("boom", 0), "attempt to yield from outside a coroutine", a made-up
            // "/etc/passwd:1:"), get the position of the Lua line that raised them.
            let named = LuaError.position(in: message).map { loadedSources[$0.file] != nil } ?? false
            if !named, let raisedAt = raisePosition(traceback: traceback) { message = raisedAt + message }
            var error = LuaError(kind: .runtime, parsing: message, traceback: traceback)
            if let marks = anchor.lastMarks, marks.message == message {
                error.caret = marks.caret
                error.underlines = marks.underlines
            } else if let explained = explainRuntimeError?(error) {
                error = explained
            }
            return error
        }
    }

    /// "card.lua:3: ": the innermost line of a chunk Plumb loaded (the script or a module) on the
    /// stack of the last error, from its traceback; else the innermost Lua line at all.
    private func raisePosition(traceback: String?) -> String? {
        for frame in (traceback ?? "").split(separator: "\n") {
            let text = frame.drop { $0 == "\t" || $0 == " " }
            if let (file, line, _) = LuaError.position(in: String(text)), loadedSources[file] != nil {
                return "\(file):\(line): "
            }
        }
        let innermost = String(cString: luashim_error_where(state))
        return innermost.isEmpty ? nil : innermost
    }

    /// Compiles text (a leading "#!" line is commented out) under the memory cap, the deadline
    /// and Ctrl-C, read in place (`luashim_load`): a stop while compiling is reported at the line
    /// the compiler had reached.
    static func load(_ state: OpaquePointer, _ text: String, chunkName: String) -> Int32 {
        var text = text
        return text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                luashim_load(state, $0.baseAddress, $0.count, chunkName, "t")
            }
        }
    }

    /// Keeps the text of a chunk Plumb loads (`loadedSources`) and charges its bytes to the memory
    /// cap for as long as the state holds it. Returns the text's size instead when it does not fit
    /// in what is left under the cap (nothing is kept or charged then).
    private func keepSource(_ text: String, chunk: String) -> Int? {
        let size = text.utf8.count
        let previous = anchor.sources[chunk]?.utf8.count ?? 0
        let cap = limits.memoryBytes
        if cap > 0, size - previous > 0, size - previous > cap - min(cap, memoryInUse) { return size }
        anchor.sources[chunk] = text
        _ = charge(size - previous)
        return nil
    }

    /// The size of the regular file at `path` in bytes, nil when it cannot be read.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    static func dispatch(_ state: OpaquePointer?, _ box: UnsafeMutableRawPointer?) -> Int32 {
        guard let state, let box else { return LUASHIM_RAISE }
        let call = LuaCall(state: state)
        do throws(LuaError) {
            // The box is read in place: the trampoline's upvalue keeps it for the call (it and its
            // closure were retained and released on every call from Lua).
            return try Unmanaged<LuaFunctionBox>.fromOpaque(box).withGuaranteedRef { function throws(LuaError) in
                try function.body(call)
            }
        } catch {
            // An error without a position goes to the call at fault, with its column (Lua alone
            // would give the line where the call's chain starts).
            let error = error.file == nil ? CallSites.place(error, call) ?? error : error
            if let caret = error.caret, let anchor = LuaStateAnchor.of(state) {
                anchor.lastMarks = (error.message, caret, error.underlines)
            }
            call.push(error.message)
            return error.file == nil ? LUASHIM_RAISE : LUASHIM_RAISE_RAW
        }
    }

    /// Releases Lua's reference to a Swift object; returns 1 when this was its last reference
    /// (the object goes away now, and the bytes charged with its userdata are given back).
    static func release(_ object: UnsafeMutableRawPointer?) -> Int32 {
        guard let object else { return 0 }
        var value: AnyObject = Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
        return isKnownUniquelyReferenced(&value) ? 1 : 0
    }

    // MARK: - require

    /// The longest module name `require` takes, in bytes: a path component holds at most 255
    /// bytes and a whole path 4,096, so no longer name names a file. Checked before the name is
    /// copied: a name of hundreds of megabytes once became gigabytes of Swift strings
    /// (search paths, messages) that no memory cap saw.
    public static let maximumModuleNameLength = 1_024

    private func require(_ call: LuaCall) throws(LuaError) -> Int32 {
        let length = call.stringLength(at: 1)
        guard length <= Self.maximumModuleNameLength else {
            throw call.error(
                "require: a module name of \(length) bytes is too long (at most \(Self.maximumModuleNameLength)): modules are files named NAME.lua or NAME/init.lua"
            )
        }
        guard let name = call.string(at: 1) else {
            throw call.error("require: module name must be a string, got \(call.typeName(at: 1))")
        }
        let state = call.state
        lua_settop(state, 1)
        _ = lua_getfield(state, luashim_registryindex(), "plumb.loaded")  // the registry has no metatable
        let cache: Int32 = 2
        if call.field(name, in: cache) != .nil { return 1 }
        call.pop(1)
        guard Self.isValidModuleName(name) else {
            throw call.error("require: invalid module name '\(name)'")
        }
        if modulesInProgress.contains(name) {
            let chain = (modulesInProgress + [name]).joined(separator: " -> ")
            throw call.error("require: module '\(name)' requires itself (\(chain))")
        }
        for folder in moduleSearchPath {
            for candidate in Self.candidates(for: name, in: folder) {
                let absolute = Self.absolutePath(candidate.path)
                if !attemptedModules.contains(absolute) { attemptedModules.append(absolute) }
            }
        }
        guard let found = findModule(name) else {
            if unsafeLibraries { return try fallbackRequire(call, name) }
            let looked = moduleSearchPath.flatMap { Self.candidates(for: name, in: $0).map(\.path) }
            let list = looked.isEmpty ? "no folders: the search path is empty" : looked.joined(separator: ", ")
            throw call.error("require: module '\(name)' not found (looked in: \(list))")
        }
        let absolute = Self.absolutePath(found.path)
        if !loadedModules.contains(absolute) { loadedModules.append(absolute) }
        // Modules stay inside: a file reached through a link (or `..` in a folder of the path)
        // whose real path is outside every folder of the search path is refused, before a byte
        // of it is read, so that nothing of it can be shown.
        guard let real = Self.realPath(found.path), Self.isInside(real, folders: moduleSearchPath) else {
            throw call.error(
                "require: module '\(name)' (\(found.display)) leads outside the script's folder and the module path; Plumb loads modules only from inside them"
            )
        }
        let size = Self.fileSize(real) ?? 0
        let cap = limits.memoryBytes
        if cap > 0, size > cap - min(cap, memoryInUse) {
            throw call.error(
                "require: module '\(name)' (\(found.display)) is \(LuaLimits.formatBytes(size)), more than is left under the memory limit of \(LuaLimits.formatBytes(cap)) (raise it with --max-memory)"
            )
        }
        guard let bytes = Self.readFile(real) else {
            throw call.error("require: cannot read '\(found.path)'")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let refused = keepSource(text, chunk: found.display) {
            throw call.error(
                "require: module '\(name)' (\(found.display)) is \(LuaLimits.formatBytes(refused)), more than is left under the memory limit of \(LuaLimits.formatBytes(cap)) (raise it with --max-memory)"
            )
        }
        let status = Self.load(state, text, chunkName: "@" + found.display)
        if status == LUA_ERRSYNTAX, let explained = explainSyntax(chunk: found.display) { throw explained }
        if status != LUA_OK {
            let message = call.errorMessage(at: -1)
            throw LuaError(kind: status == LUA_ERRMEM ? .memory : .syntax, parsing: message)
        }
        modulesInProgress.append(name)
        defer { modulesInProgress.removeLast() }
        call.push(name)
        call.push(found.display)
        let runStatus = luashim_pcall(state, 2, 1, 1)
        if runStatus != LUA_OK {
            throw LuaError(kind: .runtime, parsing: call.errorMessage(at: -1))
        }
        if call.type(at: -1) == .nil {
            call.pop(1)
            call.push(true)
        }
        call.pushValue(at: -1)
        call.setField(name, tableIndex: cache)
        return 1
    }

    /// With the full standard libraries, names not found on our path go to Lua's own require.
    private func fallbackRequire(_ call: LuaCall, _ name: String) throws(LuaError) -> Int32 {
        let state = call.state
        guard lua_getfield(state, luashim_registryindex(), "plumb.require.fallback") == LUA_TFUNCTION
        else {
            throw call.error("require: module '\(name)' not found")
        }
        call.push(name)
        if luashim_pcall(state, 1, 1, 0) != LUA_OK {
            throw LuaError(kind: .runtime, parsing: call.errorMessage(at: -1))
        }
        return 1
    }

    private func findModule(_ name: String) -> (path: String, display: String)? {
        for folder in moduleSearchPath {
            for candidate in Self.candidates(for: name, in: folder)
            where Self.isRegularFile(candidate.path) {
                return candidate
            }
        }
        return nil
    }

    /// Candidate files for `name` in `folder`, with the name used in the chunk name: the path as
    /// given when `folder` is relative; for an absolute folder, the path relative to the current
    /// directory when the file is inside it, else relative to the folder ("ui/card.lua").
    static func candidates(for name: String, in folder: String) -> [(path: String, display: String)] {
        let relative = name.split(separator: ".").joined(separator: "/")
        return [relative + ".lua", relative + "/init.lua"].map { file in
            let path = folder.isEmpty ? file : folder.hasSuffix("/") ? folder + file : folder + "/" + file
            var display = path
            if folder.hasPrefix("/") {
                let cwd = currentDirectory()
                display = cwd.map { path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : file } ?? file
            }
            while display.hasPrefix("./") { display.removeFirst(2) }
            return (path, display)
        }
    }

    static func isValidModuleName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
            && !name.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }

    /// The real path of `path` (links and `..` resolved), nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether the real path `file` is inside one of `folders` (each resolved to its real path).
    static func isInside(_ file: String, folders: [String]) -> Bool {
        folders.contains { folder in
            guard let root = realPath(folder.isEmpty ? "." : folder) else { return false }
            return file.hasPrefix(root == "/" ? "/" : root + "/")
        }
    }

    static func currentDirectory() -> String? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` made absolute against the current directory, with "." and ".." removed lexically.
    static func absolutePath(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (currentDirectory() ?? "") + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
