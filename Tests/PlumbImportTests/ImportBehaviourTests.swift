import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// The importer's list of stand-ins, placeholders, parts left out and refusals against the
/// importer itself, and docs/import.md's table against the list.
@Suite("What the importer does instead")
struct ImportBehaviourTests {
    /// What running the import's script warned, as `plumb run` tells it.
    func runtimeWarnings(_ lua: String) throws -> [String] {
        let script = try PlumbScript(options: ScriptOptions())
        let view = try script.run(source: lua, chunkName: "View.swift")
        script.withLayoutPass {
            let tree = LayoutEngine().makeTree(view, environment: EnvironmentValues())
            tree.layout(canvas: ProposedSize(width: 390, height: 844))
        }
        return script.warnings.map(\.message)
    }

    @Test(arguments: ImportBehaviour.all.indices)
    func eachEntryIsWhatTheImporterDoes(_ index: Int) throws {
        let entry = ImportBehaviour.all[index]
        let module = [SwiftSource(path: "View.swift", text: entry.example)]
        if entry.kind == .refused {
            let error = #expect(throws: ImportError.self) {
                _ = try SwiftImporter.translate(module: module, vocabulary: .registry)
            }
            #expect(error?.message.contains(entry.evidence) == true, "\(String(describing: error))")
            return
        }
        let script = try SwiftImporter.translate(module: module, vocabulary: .registry)
        let warnings = script.warnings.map(\.message) + (try runtimeWarnings(script.lua))
        switch entry.kind {
        case .standIn:
            #expect(script.lua.contains(entry.evidence), "\(script.lua)")
        default:
            #expect(warnings.contains { $0.contains(entry.evidence) }, "\(warnings)\n\(script.lua)")
        }
    }

    @Test func theImportDocTableIsMadeFromTheList() throws {
        let file = packageFolder.appendingPathComponent("docs/import.md")
        let readme = try String(contentsOf: file, encoding: .utf8)
        let (begin, end) = ImportBehaviour.readmeMarkers
        guard let start = readme.range(of: begin), let stop = readme.range(of: end) else {
            Issue.record("docs/import.md has no import table between \(begin) and \(end)")
            return
        }
        let expected = readme.replacingCharacters(
            in: start.lowerBound..<stop.upperBound, with: ImportBehaviour.markdownTable())
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDENS"] == "1", readme != expected {
            try expected.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(
            readme == expected,
            "docs/import.md's import table is not ImportBehaviour.all: run PLUMB_UPDATE_GOLDENS=1 swift test --filter ImportBehaviourTests"
        )
    }
}
