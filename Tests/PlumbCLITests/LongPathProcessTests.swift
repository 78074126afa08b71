import Foundation
import PlumbTestSupport
import Testing

/// A script whose path is longer than Lua's 59-byte chunk names (Lua writes "..." and the name's
/// end) still gets its errors at its full path, line and column, mapped as any other.
@Suite("Errors of scripts with long paths")
struct LongPathProcessTests {
    func deepFolder() throws -> URL {
        let folder = try temporaryFolder().appendingPathComponent(String(repeating: "a-long-folder-name/", count: 4))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aLuaHabitIsPlacedAtTheFullPath() throws {
        let file = try deepFolder().appendingPathComponent("card.lua")
        try "return VStack {\n  Text(\"a\")\n  Text(\"b\")\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let output = try runPlumb(["run", file.path])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("\(file.path):2:12: add ','"), "\(output.stderr)")
    }

    @Test func aLuaRuntimeErrorNamesTheFullPath() throws {
        let file = try deepFolder().appendingPathComponent("card.lua")
        try "local x = nil\nreturn Text(x.y)\n".write(to: file, atomically: true, encoding: .utf8)
        let output = try runPlumb(["run", file.path])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("\(file.path):2:"), "\(output.stderr)")
    }

    @Test func aWarningNamesTheFullPath() throws {
        let file = try deepFolder().appendingPathComponent("card.lua")
        try "return VStack {\n  Rectangle():frame { width = -1 },\n}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let output = try runPlumb(["run", file.path])
        #expect(output.status == 0)
        #expect(output.stderr.hasPrefix("\(file.path):2: warning: frame: invalid frame dimension"), "\(output.stderr)")
    }
}
