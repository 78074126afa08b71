import Foundation
import PlumbImport
import PlumbLayout
import PlumbTestSupport
import Testing

/// Defects the Swift fuzz family found, each with the script that showed it.
struct SwiftFuzzRegressionTests {
    /// `Double.nan` reached the script as the name `Double`, which Plumb does not have.
    @Test func numericTypeConstantsAreLuaNumbers() throws {
        let swift = """
            VStack {
                Rectangle().padding(.horizontal, Double.nan)
                Rectangle().frame(width: CGFloat.greatestFiniteMagnitude, height: .pi)
                Text("\\(Int.max) \\(Int.min)")
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift", view: nil)
        #expect(script.lua.contains("padding(\"horizontal\", (0 / 0))"))
        #expect(script.lua.contains("width = 1.7976931348623157e308, height = math.pi"))
        #expect(script.lua.contains("math.maxinteger") && script.lua.contains("math.mininteger"))
        #expect(!script.lua.contains("Double") && !script.lua.contains("CGFloat"))
        // It runs: a NaN padding is a warning, not a failure.
        _ = try layOut(lua: script.lua, chunkName: "V.swift", width: 400, height: 600)
    }

    @Test func otherNumericTypeMembersAreRefusedWhereWritten() throws {
        let error = #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(
                source: "Rectangle().frame(width: Double.ulpOfOne)\n", fileName: "V.swift", view: nil)
        }
        #expect(error.map { "\($0.line):\($0.column)" } == "1:26")
        #expect(error?.message == "Double.ulpOfOne is not translated")
    }

    /// A snippet cut off after `#Preview` crashed plumb-import (a nil body unwrapped).
    @Test func aPreviewWithoutItsBracesIsAnError() throws {
        let swift = "Text(\"x\").padding()\n#Preview\n"
        let error = #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(source: swift, fileName: "V.swift", view: nil)
        }
        #expect(error.map { "\($0.line):\($0.column)" } == "2:1")
        #expect(error?.message == "#Preview has no view to show")
    }

    /// A Lua hint's own column is not kept after the Swift line (`card.swift:2:1:42: …`): the view
    /// that raised it is drawn as a placeholder, warned at the Swift line.
    @Test func aLuaHintIsToldAtTheSwiftPositionOnly() throws {
        let plumb = try #require(MemoryCapTests.executable("plumb"), "plumb is built by `swift build`")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // `CGFloat` on its own is passed through as a name; Plumb's hint names its Lua column.
        try "Rectangle().frame(width: CGFloat)\n".write(
            to: folder.appendingPathComponent("Hint.swift"), atomically: false, encoding: .utf8)
        let outcome = try ChildProcess.run(
            plumb, ["run", "Hint.swift", "--color", "never"], in: folder, standardOutput: FileHandle.nullDevice)
        let text = outcome.stderr
        #expect(outcome.status == 0 && !outcome.timedOut)
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first.hasPrefix(
                "Hint.swift:1: warning: the last expression is drawn as a placeholder: Plumb does not have CGFloat"),
            "\(text)")
    }
}
