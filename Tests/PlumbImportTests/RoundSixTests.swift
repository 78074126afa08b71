import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// The constructs round 6's snippets found (Sources/PlumbImport/README.md, "Sixth round"), each
/// imported and run on its own.
struct RoundSixTests {
    func lay(_ swift: String, width: Double = 400, height: Double = 600) throws -> LayoutResult {
        try layOut(swift: swift, width: width, height: height).0
    }

    func importError(_ swift: String) -> ImportError? {
        #expect(throws: ImportError.self) { _ = try SwiftImporter.translate(source: swift, fileName: "View.swift") }
        do {
            _ = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        } catch {
            return error
        }
        return nil
    }

    /// The Swift position a run-time error of the imported script is told at.
    func runtimeErrorPosition(_ swift: String) throws -> SwiftPosition? {
        let script = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "View.swift", width: 400, height: 600)
        } catch let error as LuaError {
            return error.line.flatMap { script.swiftPosition(ofLuaLine: $0) }
        }
        Issue.record("expected a Lua error")
        return nil
    }

    /// A modifier on a line of its own starts a Lua line of its own, so an error it raises while
    /// the script runs is told at its Swift line and column, not at the view the chain starts with
    /// (round 6: `.pickerStyle(.segmented)` was told at the Form's `}` two lines above).
    @Test func aModifiersRunTimeErrorIsToldAtItsOwnLine() throws {
        let swift = """
            struct Card: View {
                var body: some View {
                    Text("Badge")
                        .padding(6)
                        .pickerStyle(.segmented)
                }
            }
            """
        #expect(try runtimeErrorPosition(swift) == SwiftPosition(line: 5, column: 13))
        // After a container's closing brace, on the brace's line.
        let stack = """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("a")
                    }
                    .frame(width: "wide")
                }
            }
            """
        #expect(try runtimeErrorPosition(stack) == SwiftPosition(line: 6, column: 9))
    }
}
