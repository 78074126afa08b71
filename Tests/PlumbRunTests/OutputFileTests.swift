import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbRun

/// `plumb run` writes its output as it makes it, to standard output or `--output FILE`; a file
/// is replaced whole, and only by a run that succeeds.
@Suite("Streamed output")
struct OutputFileTests {
    /// An output dropped half-written (a write that threw, a run that never finished) removes its
    /// temporary file and leaves the old file as it was (AddressSanitizer found its name leaked).
    @Test func anOutputDroppedHalfWrittenLeavesNothing() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("out.txt")
        try "old".write(to: file, atomically: false, encoding: .utf8)
        do {
            let output = AtomicFileOutput(path: file.path)
            try Array("new".utf8).withUnsafeBytes { try output.write($0) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    }

    /// A path that is not a regular file (a named pipe here; `/dev/null` alike) is written in
    /// place: renaming a temporary file over it would replace the device with a file.
    @Test func aNamedPipeIsWrittenToAndStaysAPipe() throws {
        let folder = try temporaryFolder()
        let pipe = folder.appendingPathComponent("out.fifo").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let output = fileOutput(path: pipe)
        #expect(output is DeviceOutput)
        let received = ReceivedText()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() ?? Data()
            received.text = String(decoding: data, as: UTF8.self)
            done.signal()
        }
        try Array("drawn".utf8).withUnsafeBytes { try output.write($0) }
        try output.commit()
        done.wait()
        #expect(received.text == "drawn")
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.fifo"])
    }

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
        try "old contents\n".write(to: out, atomically: false, encoding: .utf8)
        let options = ["--format", format, "--canvas", "640x384", "--color", "never", "--timeout", "60"]
        let printed = plumb(["run", "a.lua"] + options, in: folder)
        let written = plumb(["run", "a.lua", "--output", "out.txt"] + options, in: folder)
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
        try "precious\n".write(to: out, atomically: false, encoding: .utf8)
        let output = plumb(["run", "a.lua", "--output", "out.txt"], in: folder)
        #expect(output.status == 1)
        #expect(try String(contentsOf: out, encoding: .utf8) == "precious\n")
        #expect(try Self.leftovers(in: folder, besides: ["a.lua", "out.txt"]).isEmpty)
        // No file is made for a run that fails.
        let missing = plumb(["run", "a.lua", "--output", "new.txt"], in: folder)
        #expect(missing.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.txt").path))
    }

    @Test func theFileKeepsItsPermissionsAndLinksAreFollowed() throws {
        let folder = try scriptFolder("a.lua", "return Color.red")
        let real = folder.appendingPathComponent("real.txt")
        try "old\n".write(to: real, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "real.txt")
        let output = plumb(["run", "a.lua", "--canvas", "16x16", "--output", "link.txt"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path)
                == "real.txt")
        #expect(try String(contentsOf: real, encoding: .utf8) == "░░\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try Self.leftovers(in: folder, besides: ["a.lua", "real.txt", "link.txt"]).isEmpty)
    }

    /// JSON streamed to its destination is never held whole, so it is not refused for its size;
    /// held whole (`--variants`), it still is.
    @Test func onlyJSONHeldInMemoryIsRefusedForItsSize() throws {
        // About 17.3 MB (ten chains 2,000 views deep, nearly all at the deepest indentation;
        // 17.5 MiB by the estimate), over a 16 MiB cap.
        let folder = try scriptFolder(
            "card.lua",
            """
            local chains = {}
            for c = 1, 10 do local v = Text('x') for i = 1, 2000 do v = v:padding(1) end chains[c] = v end
            return HStack(chains)
            """)
        let streamed = plumb(
            ["run", "card.lua", "--format", "json", "--max-memory", "16", "--timeout", "60", "--output", "out.json"],
            in: folder)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        let size =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("out.json").path)[.size]
            as? Int
        #expect((size ?? 0) > 16 << 20)
        let held = plumb(
            ["run", "card.lua", "--format", "json", "--max-memory", "16", "--variants", "width=320"], in: folder)
        #expect(held.status == 1)
        #expect(held.stderr.hasPrefix("card.lua:3: the JSON output would take about"), "\(held.stderr)")
    }
}

/// What the reader of a named pipe received, written on its thread before it signals.
private final class ReceivedText: @unchecked Sendable {
    var text = ""
}
