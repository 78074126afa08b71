import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbRun

/// `plumb run/explain/import X.swift` through `plumb-import`'s contract, with a stand-in importer
/// (a shell script that prints what the real one would), so that these tests need no swift-syntax.
@Suite("Swift files through the importer")
struct SwiftImportTests {
    static let swift = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Text("Hi")
                    .padding(4)
            }
        }
        """

    /// A folder with `View.swift` and an importer that prints `stdout` and `stderr` and exits
    /// with `status`.
    func folder(stdout: String, stderr: String = "", status: Int32 = 0) throws -> (URL, [String: String]) {
        let folder = try scriptFolder("View.swift", Self.swift)
        try stdout.write(to: folder.appendingPathComponent("out.txt"), atomically: false, encoding: .utf8)
        try stderr.write(to: folder.appendingPathComponent("err.txt"), atomically: false, encoding: .utf8)
        let importer = folder.appendingPathComponent("fake-import")
        let here = folder.path
        try "#!/bin/sh\ncat '\(here)/out.txt'\ncat '\(here)/err.txt' >&2\nexit \(status)\n".write(
            to: importer, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: importer.path)
        return (folder, ["PLUMB_IMPORT": importer.path])
    }

    @Test func aSwiftFileRunsAsTheScriptItBecomes() throws {
        let (folder, environment) = try folder(
            stdout: "return Color.red:frame { width = 16, height = 16 }\n--\n1 5:9\n")
        let output = plumb(
            ["run", "View.swift", "--canvas", "16x16", "--color", "never"], in: folder, environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "░░\n")
    }

    @Test func anErrorOfTheImportedScriptIsToldAtTheSwiftLine() throws {
        let lua = "-- imported\nlocal x = 1\nreturn Text(nil)\n--\n3 6:13\n"
        let (folder, environment) = try folder(stdout: lua)
        let output = plumb(["run", "View.swift", "--color", "never"], in: folder, environment: environment)
        #expect(output.status == 1)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("View.swift:6:13: ") == true, "\(output.stderr)")
        #expect(lines.count >= 3 && lines[1] == " 6 |             .padding(4)", "\(output.stderr)")
        #expect(lines.count >= 3 && lines[2] == "   |             ^", "\(output.stderr)")
    }

    @Test func anImportErrorPointsAtTheSwift() throws {
        let (folder, environment) = try folder(
            stdout: "", stderr: "View.swift:6:13: error: unknown modifier '.paddin' (did you mean '.padding'?)\n",
            status: 1)
        let output = plumb(["explain", "View.swift"], in: folder, environment: environment)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("View.swift:6:13: error: unknown modifier"), "\(output.stderr)")
        #expect(output.stderr.contains(" 6 |             .padding(4)\n   |             ^"), "\(output.stderr)")
    }

    @Test func importPrintsTheScript() throws {
        let (folder, environment) = try folder(stdout: "return Text('Hi')\n")
        let output = plumb(["import", "View.swift"], in: folder, environment: environment)
        #expect(output.status == 0 && output.stdout == "return Text('Hi')\n", "\(output)")
    }

    @Test func withoutTheImporterTheMessageSaysHowToBuildIt() throws {
        let folder = try scriptFolder("View.swift", Self.swift)
        for command in [["run"], ["import"], ["explain"]] {
            let output = plumb(
                command + ["View.swift"], in: folder, environment: ["PLUMB_IMPORT": "/nonexistent/plumb-import"])
            #expect(output.status == 2)
            #expect(output.stderr.contains("swift build --product plumb-import"), "\(output.stderr)")
        }
    }

    @Test func theLineMapFollowsTheLastSeparator() {
        let imported = SwiftImport.parse("-- a comment\n--\nreturn Text('x')\n--\n3 7:5\n1 1:1\n")
        #expect(imported.lua == "-- a comment\n--\nreturn Text('x')\n")
        #expect(imported.lineMap[3]?.line == 7 && imported.lineMap[3]?.column == 5)
        let plain = SwiftImport.parse("return Text('x')\n")
        #expect(plain.lua == "return Text('x')\n" && plain.lineMap.isEmpty)
        // An empty map, then the module's other files (and its JSON resources) to watch.
        let trailer = SwiftImport.parse("return Text('x')\n--\n--files\nModel.swift\nData/peaks.json\n")
        #expect(trailer.lua == "return Text('x')\n" && trailer.moduleFiles == ["Model.swift", "Data/peaks.json"])
    }
}

/// The page of `watch --serve` takes a Swift file that does not import as that failure, over the
/// last good picture (it was once a Lua script made to raise the message).
@Suite("Preview input")
struct PreviewInputTests {
    @Test func aFailureBeforeAnyScriptIsTheDocumentsErrorOverTheLastPicture() throws {
        let folder = try scriptFolder("View.swift", "")
        let document = try PreviewDocument(file: folder.appendingPathComponent("View.swift").path)
        document.apply(.source("return Color.red:frame { width = 16, height = 16 }"))
        #expect(document.error == nil)
        let failure = PreviewError(
            message: "View.swift:3:5: error: unknown modifier '.fram'", file: "View.swift", line: 3, column: 5,
            sourceLine: "    .fram(width: 2)", report: "View.swift:3:5: error: unknown modifier '.fram'")
        document.apply(.failed(failure))
        #expect(document.error == failure)
        #expect(document.picture(at: PreviewProposal(width: 16, height: 16)) != nil)
        document.apply(.missing)
        #expect(document.error?.message.hasPrefix("waiting for") == true)
    }
}
