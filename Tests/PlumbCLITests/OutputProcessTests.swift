import Foundation
import PlumbTestSupport
import Testing

/// `plumb run` writes its output as it makes it, to standard output or `--output FILE`; a file
/// is replaced whole, and only by a run that succeeds.
@Suite("Streamed output, as a process", .watchdog())
struct OutputProcessTests {
    /// A flat script of `count` views.
    static func flat(_ count: Int) -> String {
        """
        local row = {}
        for i = 1, \(count) do row[i] = Color.red:frame { width = 10, height = 10 }:id("v" .. i) end
        return HStack(row):frame { maxWidth = 500 }
        """
    }

    /// Files in `folder` other than the script and the output: what a write left behind.
    static func leftovers(in folder: URL, besides names: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !names.contains($0) }
    }

    /// An output of many chunks is written on a second thread (`BackgroundWriter`): standard
    /// output and `--output` get the same bytes, whole and in order.
    @Test func aLargeOutputArrivesWholeAndInOrder() throws {
        let folder = try scriptFolder("a.lua", Self.flat(5_000))
        let streamed = try runPlumb(["run", "a.lua", "--format", "json"], in: folder)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        let filed = try runPlumb(["run", "a.lua", "--format", "json", "--output", "out.json"], in: folder)
        #expect(filed.status == 0, "\(filed.stderr)")
        let file = try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(streamed.stdout.utf8.count > 16 * 65_536, "many chunks: \(streamed.stdout.utf8.count) bytes")
        #expect(file == streamed.stdout)
        // Every view, in order.
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        let frame = try #require(document["root"] as? [String: Any])
        let stack = try #require((frame["children"] as? [[String: Any]])?.first)
        let ids = (stack["children"] as? [[String: Any]] ?? []).map { $0["id"] as? String }
        #expect(ids == (1...5_000).map { "v\($0)" })
    }

    @Test func aRunStoppedWhileWritingNeverLeavesHalfAFile() throws {
        // Ended while it writes: the file is the old one (or the whole new one, had it just finished).
        let folder = try scriptFolder("a.lua", Self.flat(40_000))
        let out = folder.appendingPathComponent("out.json")
        let whole = try runPlumb(
            ["run", "a.lua", "--format", "json", "--max-memory", "1024", "--timeout", "120", "--output", "whole.json"],
            in: folder,
            timeout: 120)
        #expect(whole.status == 0, "\(whole.stderr)")
        let expected = try Data(contentsOf: folder.appendingPathComponent("whole.json"))
        for signal in [SIGKILL, SIGTERM, SIGINT] {
            try "old\n".write(to: out, atomically: false, encoding: .utf8)
            let pid = try Self.spawnWithSignalsUnblocked(
                plumbBinary.path,
                [
                    "run", folder.appendingPathComponent("a.lua").path, "--format", "json", "--max-memory", "1024",
                    "--timeout", "120",
                    "--output", out.path,
                ])
            // Once the temporary file exists, the output is being written.
            let deadline = Date().addingTimeInterval(60)
            var status: Int32 = 0
            var reaped = false
            while Date() < deadline {
                reaped = waitpid(pid, &status, WNOHANG) == pid
                let writing = try !Self.leftovers(in: folder, besides: ["a.lua", "out.json", "whole.json"]).isEmpty
                if reaped || writing { break }
                usleep(1_000)
            }
            // A reaped child's pid may name another process by now: signal only a child still there.
            if !reaped {
                kill(pid, signal)
                waitpid(pid, &status, 0)
            }
            let contents = try Data(contentsOf: out)
            #expect(contents == Data("old\n".utf8) || contents == expected, "signal \(signal): \(contents.count) bytes")
            // Ended by a signal it can catch, plumb removes its temporary file.
            if signal != SIGKILL {
                #expect(try Self.leftovers(in: folder, besides: ["a.lua", "out.json", "whole.json"]).isEmpty)
            }
            for file in try Self.leftovers(in: folder, besides: ["a.lua", "out.json", "whole.json"]) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
        }
    }

    /// Starts `path` with `arguments`, output to /dev/null and no signal blocked (`Process` starts
    /// its children from a dispatch queue, whose threads block SIGINT and SIGTERM; its children
    /// would never see the signals these tests send).
    static func spawnWithSignalsUnblocked(_ path: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return pid
    }

    @Test func aFullDiskIsReported() throws {
        let folder = try scriptFolder("a.lua", "return Color.red")
        let outcome = try ChildProcess.run(
            plumbBinary.path, ["run", "a.lua", "--canvas", "16x16"], in: folder,
            standardOutput: try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")), seconds: 60)
        let stderr = outcome.stderr
        #expect(outcome.status == 2 && !outcome.timedOut)
        #expect(stderr.hasPrefix("plumb: cannot write standard output: No space left on device"), "\(stderr)")
    }
}
