import CLua
import CLuaShims

/// The type of a Lua value, as seen by Swift callbacks.
public enum LuaType: Sendable, Equatable {
    case none, `nil`, boolean, number, string, table, function, userdata, other

    init(code: Int32) {
        switch code {
        case LUA_TNONE: self = .none
        case LUA_TNIL: self = .nil
        case LUA_TBOOLEAN: self = .boolean
        case LUA_TNUMBER: self = .number
        case LUA_TSTRING: self = .string
        case LUA_TTABLE: self = .table
        case LUA_TFUNCTION: self = .function
        case LUA_TUSERDATA: self = .userdata
        default: self = .other  // light userdata, thread
        }
    }
}

/// A view of the Lua stack during one callback (or between runs, via `LuaVM.stack`).
///
/// Every accessor here is safe to call from Swift: none of them raises a Lua error. Reads use
/// only non-raising API; pushes may allocate, which is fine because the memory cap is relaxed
/// while Swift is the innermost frame. Table access is raw (no metamethods); use
/// `protectedField` to go through `__index`.
public struct LuaCall {
    public let state: OpaquePointer
    /// Number of arguments of the call (the stack height when the callback started).
    public var argumentCount: Int32

    /// A view of the current stack of `state`; `argumentCount` is its height.
    public init(state: OpaquePointer) {
        self.state = state
        self.argumentCount = lua_gettop(state)
    }

    init(state: OpaquePointer, argumentCount: Int32) {
        self.state = state
        self.argumentCount = argumentCount
    }

    // MARK: Reading values

    public var top: Int32 { lua_gettop(state) }

    public func type(at index: Int32) -> LuaType { LuaType(code: lua_type(state, index)) }

    /// "number", "string", "table", "nil", "no value", ...; for userdata the `__name` of its
    /// metatable (the metatable name given to `registerClass`).
    public func typeName(at index: Int32) -> String {
        String(cString: luashim_typename(state, index))
    }

    /// The value when it is a real number (strings are not coerced).
    public func number(at index: Int32) -> Double? {
        lua_type(state, index) == LUA_TNUMBER ? lua_tonumberx(state, index, nil) : nil
    }

    /// The value when it is a number with an exact integer representation.
    public func integer(at index: Int32) -> Int? {
        guard lua_type(state, index) == LUA_TNUMBER else { return nil }
        var isInteger: Int32 = 0
        let value = lua_tointegerx(state, index, &isInteger)
        return isInteger != 0 ? Int(value) : nil
    }

    /// The value when it is a string (numbers are not converted).
    public func string(at index: Int32) -> String? {
        var length = 0
        guard let pointer = luashim_tolstring(state, index, &length) else { return nil }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// The byte length of a string value, 0 for anything else.
    public func stringLength(at index: Int32) -> Int {
        lua_type(state, index) == LUA_TSTRING ? Int(lua_rawlen(state, index)) : 0
    }

    public func boolean(at index: Int32) -> Bool? {
        lua_type(state, index) == LUA_TBOOLEAN ? lua_toboolean(state, index) != 0 : nil
    }

    /// The Swift object in a userdata whose metatable is `metatable`.
    public func object(at index: Int32, metatable: String) -> AnyObject? {
        guard let pointer = luashim_toobject(state, index, metatable) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Anchors the Lua function at `index` in the registry; nil when it is not a function.
    public func functionRef(at index: Int32) -> LuaFunctionRef? {
        lua_type(state, index) == LUA_TFUNCTION ? valueRef(at: index) : nil
    }

    /// Anchors any Lua value at `index` in the registry (a `Layout`'s cache, a ForEach's list);
    /// nil for nil. The reference is released by the VM when the Swift object goes.
    public func valueRef(at index: Int32) -> LuaFunctionRef? {
        guard lua_type(state, index) != LUA_TNIL, lua_type(state, index) != LUA_TNONE,
            let owner = luashim_owner(state)
        else { return nil }
        let anchor = Unmanaged<LuaStateAnchor>.fromOpaque(owner).takeUnretainedValue()
        guard anchor.state != nil, lua_checkstack(state, 1) != 0 else { return nil }
        lua_pushvalue(state, index)
        let ref = luaL_ref(state, luashim_registryindex())
        guard ref >= 0 else { return nil }
        return LuaFunctionRef(ref: ref, anchor: anchor)
    }

    // MARK: Tables (raw access)

    /// Pushes `t[key]` (raw) and returns its type; pushes nil when the value is not a table.
    @discardableResult
    public func field(_ key: String, in tableIndex: Int32) -> LuaType {
        let table = lua_absindex(state, tableIndex)
        guard ensureStack(2) else { return .none }
        guard lua_type(state, table) == LUA_TTABLE else {
            lua_pushnil(state)
            return .nil
        }
        pushBytes(key)
        return LuaType(code: lua_rawget(state, table))
    }

    /// Pushes `t[i]` (raw) and returns its type; pushes nil when the value is not a table.
    @discardableResult
    public func element(_ i: Int, in tableIndex: Int32) -> LuaType {
        guard ensureStack(1) else { return .none }
        guard lua_type(state, tableIndex) == LUA_TTABLE else {
            lua_pushnil(state)
            return .nil
        }
        return LuaType(code: lua_rawgeti(state, tableIndex, lua_Integer(i)))
    }

    /// `#t` without metamethods (lua_rawlen); 0 for values that are not tables or strings.
    public func arrayLength(of tableIndex: Int32) -> Int {
        switch lua_type(state, tableIndex) {
        case LUA_TTABLE, LUA_TSTRING, LUA_TUSERDATA: return Int(lua_rawlen(state, tableIndex))
        default: return 0
        }
    }

    /// Calls `body` with the bytes of each string key of the table (raw traversal; the bytes are
    /// valid only during the call) until it returns false; returns whether it went through all.
    /// Keys that are not strings are skipped.
    public func forEachStringKey(of tableIndex: Int32, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        let table = lua_absindex(state, tableIndex)
        guard lua_type(state, table) == LUA_TTABLE, ensureStack(3) else { return true }
        lua_pushnil(state)
        while lua_next(state, table) != 0 {
            // The key's type is checked first: lua_tolstring would turn a number key into a
            // string in place and confuse lua_next.
            if lua_type(state, -2) == LUA_TSTRING {
                var length = 0
                let pointer = lua_tolstring(state, -2, &length)
                if !body(UnsafeRawBufferPointer(start: pointer, count: length)) {
                    lua_settop(state, -3)  // the value and the key
                    return false
                }
            }
            lua_settop(state, -2)  // pop the value, keep the key for lua_next
        }
        return true
    }

    /// All string keys of the table, sorted (raw traversal).
    public func stringKeys(of tableIndex: Int32) -> [String] {
        let table = lua_absindex(state, tableIndex)
        guard lua_type(state, table) == LUA_TTABLE, ensureStack(3) else { return [] }
        var keys: [String] = []
        lua_pushnil(state)
        while lua_next(state, table) != 0 {
            if let key = string(at: -2) { keys.append(key) }
            lua_settop(state, -2)  // pop the value, keep the key for lua_next
        }
        return keys.sorted()
    }

    /// Pushes `t[key]`, running `__index` metamethods under protection. On error nothing is
    /// left on the stack and the error is thrown.
    @discardableResult
    public func protectedField(_ key: String, in tableIndex: Int32) throws(LuaError) -> LuaType {
        guard ensureStack(4) else { throw error("stack overflow") }
        let status = luashim_pgetfield(state, tableIndex, key)
        if status != LUA_OK {
            let message = errorMessage(at: -1)
            pop(1)
            throw LuaError(kind: status == LUA_ERRMEM ? .memory : .runtime, parsing: message)
        }
        return type(at: -1)
    }

    // MARK: Stack

    public func pop(_ n: Int32) { lua_settop(state, -n - 1) }

    public func push(_ value: Double) {
        if ensureStack(1) { lua_pushnumber(state, value) }
    }

    public func push(_ value: Int) {
        if ensureStack(1) { lua_pushinteger(state, lua_Integer(value)) }
    }

    public func push(_ value: String) {
        if ensureStack(1) { pushBytes(value) }
    }

    public func push(_ value: Bool) {
        if ensureStack(1) { lua_pushboolean(state, value ? 1 : 0) }
    }

    public func pushNil() {
        if ensureStack(1) { lua_pushnil(state) }
    }

    /// Pushes a copy of the value at `index`.
    public func pushValue(at index: Int32) {
        if ensureStack(1) { lua_pushvalue(state, index) }
    }

    /// Pushes a userdata holding `object` (retained; released by `__gc`). A metatable `name` that
    /// was not registered with `registerClass` is created without methods. (Views, whose Swift
    /// bytes count against the memory cap, go through `LuaBindings.pushView`.)
    public func push(object: AnyObject, metatable: String) {
        guard ensureStack(3) else { return }
        _ = luashim_newobject(state, Unmanaged.passRetained(object).toOpaque(), metatable, 0)
    }

    /// Pushes the function anchored by `function`; pushes nil when its VM is gone.
    public func push(function: LuaFunctionRef) {
        guard ensureStack(1) else { return }
        if function.isValid {
            lua_rawgeti(state, luashim_registryindex(), lua_Integer(function.ref))
        } else {
            lua_pushnil(state)
        }
    }

    public func newTable(arrayCount: Int32 = 0, fieldCount: Int32 = 0) {
        if ensureStack(1) { lua_createtable(state, arrayCount, fieldCount) }
    }

    /// Pops a value and stores it as `t[key]` (raw).
    public func setField(_ key: String, tableIndex: Int32) {
        let table = lua_absindex(state, tableIndex)
        guard lua_type(state, table) == LUA_TTABLE, ensureStack(1) else { return pop(1) }
        pushBytes(key)
        lua_rotate(state, -2, 1)  // value, key -> key, value
        lua_rawset(state, table)
    }

    /// Pops a value and stores it as `t[i]` (raw).
    public func setElement(_ i: Int, tableIndex: Int32) {
        let table = lua_absindex(state, tableIndex)
        guard lua_type(state, table) == LUA_TTABLE else { return pop(1) }
        lua_rawseti(state, table, lua_Integer(i))
    }

    // MARK: Errors and positions

    /// A runtime error to throw from a callback; Lua sees "<chunk>:<line>: <message>".
    public func error(_ message: String) -> LuaError {
        LuaError(kind: .runtime, message: message)
    }

    /// File and line of the Lua code at `level` (1 = the Lua code that called this callback).
    public func whereInfo(level: Int32) -> (file: String, line: Int)? {
        var buffer = [CChar](repeating: 0, count: 256)
        let line = luashim_where(state, level, &buffer, buffer.count)
        guard line > 0 else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let file = String(decoding: bytes, as: UTF8.self)
        // A long chunk name comes back shortened: the whole name is the one Plumb loaded.
        guard file.hasPrefix("..."), let anchor = LuaStateAnchor.of(state) else { return (file, Int(line)) }
        return (anchor.restoringChunkNames(file), Int(line))
    }

    /// A readable message for an error value (strings as they are).
    func errorMessage(at index: Int32) -> String {
        switch lua_type(state, index) {
        case LUA_TSTRING: return LuaError.cut(message: self, at: index)
        case LUA_TNUMBER:
            if let value = integer(at: index) { return String(value) }
            return number(at: index).map { "\($0)" } ?? ""
        case LUA_TNIL: return "nil"
        case LUA_TBOOLEAN: return boolean(at: index) == true ? "true" : "false"
        case LUA_TTABLE: return "error raised with a table: " + readable(at: index, depth: 0)
        default: return "error raised with a \(typeName(at: index)) value"
        }
    }

    /// A table as Lua source, read raw: `{code = 42, msg = "bad"}`, at most 8 entries per table
    /// and 2 levels deep; other values by their type name.
    func readable(at index: Int32, depth: Int) -> String {
        let index = lua_absindex(state, index)
        switch lua_type(state, index) {
        case LUA_TSTRING:
            let text = string(at: index) ?? ""
            let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
            return "\"" + shown.replacingBackslashesAndQuotes() + "\""
        case LUA_TNUMBER, LUA_TBOOLEAN, LUA_TNIL: return errorMessage(at: index)
        case LUA_TTABLE:
            guard depth < 2, ensureStack(4) else { return "{…}" }
            var parts: [String] = []
            lua_pushnil(state)
            while lua_next(state, index) != 0 {
                if parts.count == 8 {
                    lua_settop(state, -3)
                    parts.append("…")
                    break
                }
                let key: String
                if lua_type(state, -2) == LUA_TSTRING, let name = string(at: -2), name.isLuaName {
                    key = name
                } else {
                    key = "[" + readable(at: -2, depth: depth + 1) + "]"
                }
                parts.append(key + " = " + readable(at: -1, depth: depth + 1))
                lua_settop(state, -2)
            }
            return "{" + parts.joined(separator: ", ") + "}"
        default: return typeName(at: index)
        }
    }

    // MARK: Helpers

    func ensureStack(_ n: Int32) -> Bool { lua_checkstack(state, n) != 0 }

    private func pushBytes(_ value: String) {
        var value = value
        value.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress, chars.count > 0 {
                    _ = lua_pushlstring(state, base, chars.count)
                } else {
                    _ = lua_pushstring(state, "")
                }
            }
        }
    }
}

extension String {
    fileprivate func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }

    /// A Lua identifier (usable as `name = …` in a table constructor).
    fileprivate var isLuaName: Bool {
        guard let first = utf8.first, first == UInt8(ascii: "_") || (first | 0x20 >= 97 && first | 0x20 <= 122)
        else { return false }
        return utf8.allSatisfy {
            $0 == UInt8(ascii: "_") || ($0 | 0x20 >= 97 && $0 | 0x20 <= 122) || ($0 >= 48 && $0 <= 57)
        }
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` for a body that throws a `LuaError` (the standard library's
    /// rethrows an untyped error): runs `body` with the object, not retained. For what Lua holds
    /// for the whole call (a function's box, a view passed as an argument, the script).
    func withGuaranteedRef<Result>(_ body: (Instance) throws(LuaError) -> Result) throws(LuaError) -> Result {
        var failure: LuaError?
        let made = _withUnsafeGuaranteedRef { instance -> Result? in
            do throws(LuaError) { return try body(instance) } catch {
                failure = error
                return nil
            }
        }
        guard let made else { throw failure! }
        return made
    }
}
