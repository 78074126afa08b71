import Foundation

/// What one run cost, stage by stage (`--stats`, `--stats-json`): the end-to-end benchmark
/// (`Tools/bench-e2e.py`) reads the JSON form, people read the line on stderr.
///
/// The stages follow the pipeline: the script builds views (`script`), the views are checked
/// (`check`: depth, size), instantiated as layout nodes (`tree`), laid out (`layout`), read back
/// as plain values (`result`), turned into output (`output`) and written (`write`).
final class RunStats {
    private(set) var stages: [(name: String, seconds: Double)] = []
    /// The process's peak resident bytes when each stage (last) ended: where memory goes.
    private(set) var peaks: [(name: String, bytes: Int)] = []
    private let start: UInt64
    /// Views the script returned, counting every use of a shared view.
    var views = 0
    /// Bytes the Lua state held at the end of the script (its allocator's count).
    var luaBytes = 0

    init() { start = Self.now() }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body`, adding its time to `stage` (a stage run twice, as when a terminal-sized
    /// diagram is laid out again to fit, counts both times).
    func measure<T, Failure: Error>(_ stage: String, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let begin = Self.now()
        defer { add(stage, seconds: Double(Self.now() - begin) / 1e9) }
        return try body()
    }

    func add(_ stage: String, seconds: Double) {
        let peak = Self.peakResidentBytes
        if let index = stages.firstIndex(where: { $0.name == stage }) {
            stages[index].seconds += seconds
            peaks[index].bytes = peak
        } else {
            stages.append((stage, seconds))
            peaks.append((stage, peak))
        }
    }

    /// Seconds since the stats began (the process's start, near enough).
    var elapsed: Double { Double(Self.now() - start) / 1e9 }

    /// The process's peak resident memory so far, in bytes.
    static var peakResidentBytes: Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_maxrss * 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss
        #endif
    }

    /// One line for people: `plumb: script 812 ms · tree 95 ms · … · total 1.11 s · peak 235 MB · 200,002 views`.
    func summary() -> String {
        func time(_ seconds: Double) -> String {
            seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
        }
        var parts = stages.map { "\($0.name) \(time($0.seconds))" }
        parts.append("total \(time(elapsed))")
        parts.append(String(format: "peak %.1f MB", Double(Self.peakResidentBytes) / 1e6))
        parts.append("\(views) view\(views == 1 ? "" : "s")")
        return "plumb: " + parts.joined(separator: " · ")
    }

    /// The same as a JSON object: seconds per stage, total seconds, peak bytes, views.
    func json() -> String {
        let stageFields = stages.map { "\"\($0.name)\": \($0.seconds)" }.joined(separator: ", ")
        let peakFields = peaks.map { "\"\($0.name)\": \($0.bytes)" }.joined(separator: ", ")
        return
            "{\"stages\": {\(stageFields)}, \"total\": \(elapsed), \"peak_bytes\": \(Self.peakResidentBytes), \"peak_bytes_after\": {\(peakFields)}, \"views\": \(views), \"lua_bytes\": \(luaBytes)}"
    }
}

extension Optional where Wrapped == RunStats {
    /// `body`, timed as `stage` when there are stats to keep.
    func measure<T, Failure: Error>(_ stage: String, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        guard let stats = self else { return try body() }
        return try stats.measure(stage, body)
    }
}
