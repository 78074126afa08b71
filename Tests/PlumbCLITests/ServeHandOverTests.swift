import Foundation
import PlumbTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--serve` through the real binaries: `plumb` links no server (FlyingFox brings
/// FoundationNetworking, which would cost every `plumb` process its start-up), so `plumb watch
/// --serve` replaces itself by `plumb-serve` with the same arguments, which draws in the terminal
/// and serves the page.
@Suite("plumb --serve, end to end", .watchdog())
struct ServeHandOverTests {
    @Test func watchServeHandsTheProcessOverToPlumbServeWhichDrawsAndServes() async throws {
        let project = try WatchProject(["card.lua": "return Text(\"served\")\n"])
        let watch = try WatchProcess(
            ["--serve", "--port", "0", "card.lua", "--color", "never", "--canvas", "320x64"], in: project.folder)
        let pid = watch.process.processIdentifier
        let frame = try #require(watch.nextFrame(timeout: 60))
        #expect(frame.ran && frame.body.contains("served"), "\(frame)")
        #if os(Linux)
            // The same process (exec, not a child), now running the companion.
            let image = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
            #expect(image.hasSuffix("/plumb-serve"), "\(image)")
        #endif
        let url = try #require(Self.servedURL(watch), "stderr: \(watch.standardError)")
        let (body, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("card.lua"))
        #expect(watch.stop() == 0)
    }

    @Test func aMissingPlumbServeIsNamedWithHowToBuildIt() throws {
        let folder = try scriptFolder("card.lua", "return Text(\"served\")\n")
        for command in [["serve", "card.lua"], ["watch", "--serve", "card.lua"]] {
            let output = try runPlumb(
                command + ["--port", "0"], in: folder, environment: ["PLUMB_SERVE": "/nonexistent/plumb-serve"])
            #expect(output.status == 2, "\(output)")
            #expect(output.stdout.isEmpty, "\(output)")
            #expect(
                output.stderr.contains("--serve needs plumb-serve")
                    && output.stderr.contains("swift build --product plumb-serve"), "\(output)")
        }
    }

    /// The URL `plumb-serve` prints on standard error ("plumb: serving card.lua at http://…/"),
    /// waited for (standard error and output are separate pipes).
    static func servedURL(_ watch: WatchProcess) -> URL? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let line = watch.standardError.split(separator: "\n").first(where: { $0.contains(" at http://") }),
                let start = line.range(of: "http://")
            {
                return URL(string: String(line[start.lowerBound...]))
            }
            usleep(10_000)
        }
        return nil
    }
}
