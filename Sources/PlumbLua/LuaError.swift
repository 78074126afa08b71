import CLua
import CLuaShims

/// Limits applied to every top-level `LuaVM.run` and `LuaVM.call` (nested runs and calls made
/// from inside a Swift callback share the window of the outer one).
public struct LuaLimits: Sendable {
    /// Cap on Lua allocations plus the bytes Swift holds for the script (`LuaVM.charge`: strings
    /// given to Text, views), in bytes; `<= 0` means no cap. Lua allocations are refused only while
    /// Lua code is running (allocations made by Swift callbacks are never refused); a charge past
    /// the cap stops the run when the callback returns.
    public var memoryBytes: Int
    /// Budget of VM instructions, counted every `LUASHIM_HOOK_PERIOD` (10,000) instructions;
    /// nil means unlimited.
    public var instructions: Int?
    /// Wall-clock deadline, checked every 10,000 instructions; nil (or `<= 0`) means none.
    public var seconds: Double?
    /// Seconds of `seconds` spent on the run before the script starts (importing a Swift file):
    /// the script gets what is left, and a stop still names the whole limit.
    public var spentSeconds: Double = 0

    public init(
        memoryBytes: Int = 256 << 20, instructions: Int? = 1_000_000_000, seconds: Double? = 5
    ) {
        self.memoryBytes = memoryBytes
        self.instructions = instructions
        self.seconds = seconds
    }

    var instructionMessage: String { "script stopped: " + stopReason(.instructionLimit) }
    var timeMessage: String { "script stopped: " + stopReason(.timeLimit) }
    var memoryMessage: String { "script stopped: " + stopReason(.memory) }

    /// Why a run of this kind stopped, after "script stopped: " (or "script stopped while …: ").
    public func stopReason(_ kind: LuaError.Kind) -> String {
        switch kind {
        case .instructionLimit:
            return "exceeded the instruction budget of \(instructions ?? 0) (raise it with --max-instructions)"
        case .timeLimit:
            let s = seconds ?? 0
            let text = s == s.rounded() && abs(s) < 1e15 ? String(Int(s)) : String(s)
            return "ran longer than \(text) s (raise it with --timeout)"
        case .memory:
            return "memory limit of \(Self.formatBytes(memoryBytes)) exceeded (raise it with --max-memory)"
        case .interrupted:
            return "interrupted (Ctrl-C)"
        case .syntax, .runtime:
            return "stopped"
        }
    }

    /// The stop of a script whose text (`bytes` of it) does not fit under the memory cap, at its
    /// first line: refused before it is read (`plumb run` looks at the file's size) or compiled.
    public func readingStop(chunk: String, bytes: Int) -> LuaError {
        LuaError(
            kind: .memory,
            parsing:
                "\(chunk):1: script stopped while reading the script (\(Self.formatBytes(bytes))): \(stopReason(.memory))"
        )
    }

    public static func formatBytes(_ bytes: Int) -> String {
        func scaled(_ unit: Int, _ name: String) -> String {
            if bytes % unit == 0 { return "\(bytes / unit) \(name)" }
            let tenths = Int((Double(bytes) * 10 / Double(unit)).rounded())
            return "\(tenths / 10).\(tenths % 10) \(name)"
        }
        if bytes >= 1 << 30 { return scaled(1 << 30, "GiB") }
        if bytes >= 1 << 20 { return scaled(1 << 20, "MiB") }
        if bytes >= 1 << 10 { return scaled(1 << 10, "KiB") }
        return "\(bytes) bytes"
    }
}

/// A stretch of one source line that an error points at: `length` Unicode scalars from
/// `column` (1-based).
public struct SourceMark: Sendable, Hashable {
    public var column: Int
    public var length: Int

    public init(column: Int, length: Int) {
        self.column = column
        self.length = max(1, length)
    }
}

/// An error from loading or running Lua code, or thrown by a Swift callback.
public struct LuaError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable { case syntax, runtime, memory, instructionLimit, timeLimit, interrupted }

    public var kind: Kind
    /// The message, with the "file:line: " prefix when Lua knows the position.
    public var message: String
    /// The file parsed from the message's "file:line:" prefix.
    public var file: String?
    public var line: Int?
    /// luaL_traceback text ("stack traceback:\n\t...") for runtime errors and stops.
    public var traceback: String?
    /// Where on `line` the error points (the call at fault, a habit's token), when known; the
    /// caret goes under it.
    public var caret: SourceMark?
    /// Other stretches of `line` to underline (the option of the call that is wrong).
    public var underlines: [SourceMark] = []
    /// A hint about a Swift habit: once placed (see `CallSites`), its message names the column
    /// too ("card.lua:2:12: …").
    var isHint = false

    public var description: String { message }

    /// The most bytes of an error message read from Lua (`error(("A"):rep(2e7))`, a syntax error
    /// near a string of megabytes): a longer one is cut before Swift reads it, so that neither
    /// placing nor showing it takes time or memory in proportion to what the script raised.
    public static let maximumMessageBytes = 4_096

    /// The string at `index` as a message: cut after `maximumMessageBytes`, saying how long it was.
    static func cut(message call: LuaCall, at index: Int32) -> String {
        let length = call.stringLength(at: index)
        guard length > maximumMessageBytes else { return call.string(at: index) ?? "" }
        var size = 0
        guard let pointer = luashim_tolstring(call.state, index, &size) else { return "" }
        let kept = pointer.withMemoryRebound(to: UInt8.self, capacity: maximumMessageBytes) {
            String(decoding: UnsafeBufferPointer(start: $0, count: maximumMessageBytes), as: UTF8.self)
        }
        return kept + "… (message cut: \(LuaLimits.formatBytes(length)) in all)"
    }

    /// Builds an error; `file` and `line` are kept as given (nil: the message has no position).
    /// A Swift callback that throws an error whose `file` is nil gets the position of the
    /// calling Lua code prefixed to the message.
    public init(
        kind: Kind, message: String, file: String? = nil, line: Int? = nil, traceback: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.traceback = traceback
    }

    /// Builds an error and fills `file` and `line` from a "file:line: " prefix of the message
    /// (and the caret's column from a "file:line:column: " one).
    public init(kind: Kind, parsing message: String, traceback: String? = nil) {
        let position = Self.position(in: message)
        self.init(
            kind: kind, message: message, file: position?.file, line: position?.line,
            traceback: traceback)
        if let column = position?.column { caret = SourceMark(column: column, length: 1) }
    }

    /// The "file:line:" prefix of a Lua message: the first ":<digits>:" on the first line, and
    /// the column when digits and a colon follow at once ("card.lua:2:12: ", a hint's).
    static func position(in message: String) -> (file: String, line: Int, column: Int?)? {
        let bytes = Array(message.utf8.prefix { $0 != UInt8(ascii: "\n") })
        let colon = UInt8(ascii: ":")
        /// The number at `j` and where it ends.
        func number(at j: Int) -> (Int, Int) {
            var j = j
            var value = 0
            while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), value < 100_000_000 {
                value = value * 10 + Int(bytes[j] - UInt8(ascii: "0"))
                j += 1
            }
            return (value, j)
        }
        var i = 1
        while i < bytes.count {
            if bytes[i] == colon {
                let (line, j) = number(at: i + 1)
                if j > i + 1, j < bytes.count, bytes[j] == colon {
                    let (column, k) = number(at: j + 1)
                    let hasColumn = k > j + 1 && k < bytes.count && bytes[k] == colon && column > 0
                    return (String(decoding: bytes[..<i], as: UTF8.self), line, hasColumn ? column : nil)
                }
            }
            i += 1
        }
        return nil
    }
}
