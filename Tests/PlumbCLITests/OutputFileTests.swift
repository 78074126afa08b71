import Foundation
import Testing

/// `plumb run` writes its output as it makes it, to standard output or `--output FILE`; a file
/// is replaced whole, and only by a run that succeeds.
@Suite("Streamed output")
struct OutputFileTests {
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

    @Test(arguments: ["json", "svg", "diagram"])
    func theFileHoldsWhatStandardOutputWouldShow(_ format: String) throws {
        // 4,000 views: several chunks of output.
        let folder = try scriptFolder("a.lua", Self.flat(4_000))
        let out = folder.appendingPathComponent("out.txt")
        try "old contents\n".write(to: out, atomically: true, encoding: .utf8)
        let options = ["--format", format, "--canvas", "640x384", "--color", "never", "--timeout", "60"]
        let printed = try runPlumb(["run", "a.lua"] + options, in: folder)
        let written = try runPlumb(["run", "a.lua", "--output", "out.txt"] + options, in: folder)
        #expect(printed.status == 0 && written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        let contents = try Data(contentsOf: out)
        #expect(contents == Data(printed.stdout.utf8))
        if format == "json" { #expect(contents.count > 4 * 65_536) }
        #expect(try Self.leftovers(in: folder, besides: ["a.lua", "out.txt"]).isEmpty)
    }

    @Test func aFailedRunLeavesTheFileAsItWas() throws {
        let folder = try scriptFolder("a.lua", "local x = 1\nreturn Text(nil)")
        let out = folder.appendingPathComponent("out.txt")
        try "precious\n".write(to: out, atomically: true, encoding: .utf8)
        let output = try runPlumb(["run", "a.lua", "--output", "out.txt"], in: folder)
        #expect(output.status == 1)
        #expect(try String(contentsOf: out, encoding: .utf8) == "precious\n")
        #expect(try Self.leftovers(in: folder, besides: ["a.lua", "out.txt"]).isEmpty)
        // No file is made for a run that fails.
        let missing = try runPlumb(["run", "a.lua", "--output", "new.txt"], in: folder)
        #expect(missing.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.txt").path))
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
            try "old\n".write(to: out, atomically: true, encoding: .utf8)
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
            while waitpid(pid, &status, WNOHANG) == 0, Date() < deadline,
                try Self.leftovers(in: folder, besides: ["a.lua", "out.json", "whole.json"]).isEmpty
            {
                usleep(1_000)
            }
            kill(pid, signal)
            waitpid(pid, &status, 0)
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

    @Test func theFileKeepsItsPermissionsAndLinksAreFollowed() throws {
        let folder = try scriptFolder("a.lua", "return Color.red")
        let real = folder.appendingPathComponent("real.txt")
        try "old\n".write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "real.txt")
        let output = try runPlumb(["run", "a.lua", "--canvas", "16x16", "--output", "link.txt"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path)
                == "real.txt")
        #expect(try String(contentsOf: real, encoding: .utf8) == "░░\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try Self.leftovers(in: folder, besides: ["a.lua", "real.txt", "link.txt"]).isEmpty)
    }

    @Test func aFullDiskIsReported() throws {
        let folder = try scriptFolder("a.lua", "return Color.red")
        let process = Process()
        process.executableURL = plumbBinary
        process.arguments = ["run", "a.lua", "--canvas", "16x16"]
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr.hasPrefix("plumb: cannot write standard output: No space left on device"), "\(stderr)")
    }

    /// JSON streamed to its destination is never held whole, so it is not refused for its size;
    /// held whole (`--variants`), it still is.
    @Test func onlyJSONHeldInMemoryIsRefusedForItsSize() throws {
        // About 30 MB by the estimate (a tree 1,000 levels deep), over a 16 MiB cap.
        let folder = try scriptFolder(
            "card.lua", "local v = Text('x')\nfor i = 1, 1000 do v = v:padding(1) end\nreturn v")
        let streamed = try runPlumb(
            ["run", "card.lua", "--format", "json", "--max-memory", "16", "--timeout", "60", "--output", "out.json"],
            in: folder,
            timeout: 60)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        let size =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("out.json").path)[.size]
            as? Int
        #expect((size ?? 0) > 16 << 20)
        let held = try runPlumb(
            ["run", "card.lua", "--format", "json", "--max-memory", "16", "--variants", "width=320"], in: folder,
            timeout: 60)
        #expect(held.status == 1)
        #expect(held.stderr.hasPrefix("card.lua:3: the JSON output would take about"), "\(held.stderr)")
    }
}
