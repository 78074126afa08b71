import Foundation
import PlumbTestSupport
import Testing

/// `plumb test`: snapshots of users' scripts, through the real binary.
@Suite("plumb test")
struct SnapshotTestCommandTests {
    static let card = """
        -- plumb: --canvas 320x160
        return VStack { spacing = 8,
          Rectangle():frame { width = 120, height = 40 }:id("box"),
          Text("Caption"),
        }
        """

    func lessons() throws -> URL {
        let folder = try scriptFolder("card.lua", Self.card)
        let nested = folder.appendingPathComponent("more")
        try FileManager.default.createDirectory(
            at: nested.appendingPathComponent("modules"), withIntermediateDirectories: true)
        try "-- plumb: --variants width=160,320\nreturn HStack { Text('a'), Spacer(), Text('b') }".write(
            to: nested.appendingPathComponent("row.lua"), atomically: false, encoding: .utf8)
        // Modules are not scripts.
        try "return {}".write(
            to: nested.appendingPathComponent("modules/helper.lua"), atomically: false, encoding: .utf8)
        return folder
    }

    @Test func recordsThenPassesThenFailsOnAMovedViewThenReRecords() throws {
        let folder = try lessons()
        let first = plumb(["test"], in: folder)
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stdout.contains("+ card.lua: no snapshot yet: recorded ./__snapshots__/card.snap"), "\(first.stdout)")
        #expect(first.stdout.contains("+ more/row.lua: no snapshot yet"), "\(first.stdout)")
        #expect(first.stdout.hasSuffix("0 passed, 0 failed, 2 recorded\n"), "\(first.stdout)")
        let snapshot = try String(
            contentsOf: folder.appendingPathComponent("more/__snapshots__/row.snap"), encoding: .utf8)
        #expect(
            snapshot.contains("== diagram (width=160)") && snapshot.contains("== frames (width=320)"), "\(snapshot)")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("more/modules/__snapshots__").path))

        let second = plumb(["test"], in: folder)
        #expect(second.status == 0)
        #expect(
            second.stdout.contains("✓ card.lua") && second.stdout.hasSuffix("2 passed, 0 failed\n"), "\(second.stdout)")

        try Self.card.replacingOccurrences(of: "width = 120", with: "width = 160").write(
            to: folder.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let third = plumb(["test", "--junit", "report.xml"], in: folder)
        #expect(third.status == 1)
        #expect(third.stdout.contains("✗ card.lua"), "\(third.stdout)")
        #expect(
            third.stdout.contains("VStack/frame#box[0] moved by (−20, 0) to (80, 48), resized 120×40 → 160×40"),
            "\(third.stdout)")
        #expect(third.stdout.contains("diagram, snapshot on the left, now on the right"), "\(third.stdout)")
        #expect(third.stdout.contains("≠"), "\(third.stdout)")
        #expect(third.stdout.contains("plumb test --record card.lua"), "\(third.stdout)")
        #expect(third.stdout.hasSuffix("1 passed, 1 failed\n"), "\(third.stdout)")
        let junit = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites tests=\"2\" failures=\"1\""), "\(junit)")
        #expect(junit.contains("<testcase classname=\".\" name=\"card.lua\""), "\(junit)")
        #expect(junit.contains("<failure message=\"VStack moved by (−20, 0) to (80, 48)"), "\(junit)")

        let recorded = plumb(["test", "--record", "card.lua"], in: folder)
        #expect(recorded.status == 0 && recorded.stdout.contains("+ card.lua: recorded"), "\(recorded.stdout)")
        let fourth = plumb(["test"], in: folder)
        #expect(fourth.status == 0 && fourth.stdout.hasSuffix("2 passed, 0 failed\n"), "\(fourth.stdout)")
    }

    @Test func aScriptErrorFailsWithItsPosition() throws {
        let folder = try scriptFolder("broken.lua", "local x = 1\nreturn Text(nil)")
        let output = plumb(["test"], in: folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("✗ broken.lua\n    broken.lua:2: Text: expected a string"), "\(output.stdout)")
    }

    @Test func aMissingPathIsReported() throws {
        let output = plumb(["test", "nowhere"], in: try scriptFolder("a.lua", "return Text('a')"))
        #expect(output.status == 2 && output.stderr.contains("cannot read nowhere"), "\(output)")
    }
}

/// `-- plumb:` lines: what a script declares about its canvas, read by run and test alike.
@Suite("Script declarations")
struct ScriptDeclarationTests {
    @Test func runReadsTheDeclaredCanvasAndTheCommandLineWins() throws {
        let folder = try scriptFolder("a.lua", "-- A note\n-- plumb: --canvas 160x32\nreturn Color.red")
        let declared = plumb(["run", "a.lua", "--format", "json"], in: folder)
        #expect(
            declared.stdout.contains("\"width\" : 160") || declared.stdout.contains("\"width\": 160"),
            "\(declared.stdout)")
        let overridden = plumb(["run", "a.lua", "--format", "json", "--canvas", "80x16"], in: folder)
        #expect(overridden.stdout.contains("80"), "\(overridden.stdout)")
        #expect(!overridden.stdout.contains("160"), "\(overridden.stdout)")
    }

    @Test func aScriptCannotDeclareItsOwnLimits() throws {
        let folder = try scriptFolder("a.lua", "-- plumb: --unsafe --timeout 99\nreturn Text('x')")
        let output = plumb(["run", "a.lua"], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("a.lua:1: a script may not declare '--unsafe'"), "\(output.stderr)")
        #expect(output.stderr.contains(" 1 | -- plumb: --unsafe"), "\(output.stderr)")
    }
}
