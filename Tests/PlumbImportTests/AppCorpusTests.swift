import Foundation
import PlumbImport
import PlumbLayout
import PlumbSwiftModule
import Testing

/// The app corpus (`Apps/`, apps written here with the shapes real apps have): every view file
/// imported in place with its module, as `plumb run` reads it, and laid out on a phone's canvas.
@Suite("The app corpus, every view file in place")
struct AppCorpusTests {
    static let apps = testsFolder.appendingPathComponent("Apps")

    /// Every `.swift` file of the corpus that declares a view, outside test folders, by its path
    /// under `Apps/`.
    static let viewFiles: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: apps.path) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.split(separator: "/").contains(where: { $0.hasSuffix("Tests") }),
                let text = try? String(contentsOf: apps.appendingPathComponent(path), encoding: .utf8),
                text.contains(": View {") || text.contains(": View,")
            else { continue }
            files.append(path)
        }
        return files.sorted()
    }()

    /// The file's module as `plumb-import` reads it: the file first, named as under `Apps/`.
    static func module(_ path: String) throws -> (sources: [SwiftSource], found: SwiftModuleSources) {
        let file = apps.appendingPathComponent(path).path
        let found = try SwiftModuleFinder.module(containing: file)
        let root = try #require(URL(fileURLWithPath: apps.path).resolvingSymlinksInPath().path) + "/"
        func shown(_ p: String) -> String { p.hasPrefix(root) ? String(p.dropFirst(root.count)) : p }
        let entry = try #require(found.entryFile)
        let others = found.files.filter { $0.path != found.entry }
        return (
            [SwiftSource(path: path, text: entry.text)]
                + others.map { SwiftSource(path: shown($0.path), text: $0.text) },
            found
        )
    }

    /// Whether the module leaves the file out (`exclude:` in its manifest): it is not one of the
    /// app's view files.
    static func isExcluded(_ found: SwiftModuleSources) -> Bool {
        found.warnings.contains { $0.path.contains("/Apps/") && $0.message.hasPrefix("no target of the package") }
    }

    static func run(_ path: String) throws -> (LayoutResult, ImportedScript)? {
        let (sources, found) = try Self.module(path)
        if Self.isExcluded(found) { return nil }
        let script = try SwiftImporter.translate(module: sources, vocabulary: .registry)
        return (try layOut(lua: script.lua, chunkName: path, width: 390, height: 844), script)
    }

    @Test func theCorpusHoldsEightAppsAndSixtyViewFiles() {
        let apps = Set(Self.viewFiles.map { $0.split(separator: "/")[0] })
        #expect(apps.count >= 8 && Self.viewFiles.count >= 60, "\(apps.sorted()) \(Self.viewFiles.count)")
    }

    /// What running one view file in place gave.
    enum Outcome: Sendable {
        /// The module's manifest leaves the file out.
        case excluded
        case drawn(rootType: String, width: Double)
        case failed(String)
    }

    /// Every view file run once, shared by the tests that read them all (a file's import reads its
    /// whole module, so running each file once per test doubled the suite's time).
    static let outcomes: [String: Outcome] = {
        var outcomes: [String: Outcome] = [:]
        for path in viewFiles {
            do {
                guard let (result, _) = try run(path) else {
                    outcomes[path] = .excluded
                    continue
                }
                outcomes[path] = .drawn(rootType: result.root.type, width: result.root.frame.size.width)
            } catch {
                outcomes[path] = .failed("\(error)")
            }
        }
        return outcomes
    }()

    /// Each view file imports with its module and runs: a picture, whatever the importer could not
    /// translate.
    @Test(arguments: viewFiles)
    func eachViewFileRunsInPlace(_ path: String) throws {
        switch Self.outcomes[path] {
        case .excluded: return
        case .drawn(_, let width): #expect(width > 0)
        case .failed(let message): Issue.record("\(path): \(message)")
        case nil: Issue.record("\(path) was not run")
        }
    }

    /// Most view files draw their own views: not one placeholder standing for the whole view (a
    /// floor under the share measured, so that a change that loses pictures fails).
    @Test func mostViewFilesDrawTheirOwnViews() throws {
        var drawn = 0
        var total = 0
        var standing: [String] = []
        for path in Self.viewFiles {
            guard case .drawn(let rootType, _) = Self.outcomes[path] else { continue }
            total += 1
            if rootType == "Placeholder" { standing.append(path) } else { drawn += 1 }
        }
        #expect(Double(drawn) / Double(total) >= 0.65, "\(drawn) of \(total); a placeholder for: \(standing)")
    }

    /// Files whose pictures say what the corpus's README says they show.
    @Test(arguments: [
        ("Huddle/Huddle/Views/HuddleBoardView.swift", ["Morning Sync", "Design Review", "Release Triage"]),
        ("Larder/Larder/Views/IngredientRowView.swift", ["Pearl barley", "300 g"]),
        ("Quietude/Quietude/Views/ProfileSummaryRow.swift", ["Noor Haddad", "noor@example.com"]),
        ("Fieldnotes/Sources/UI/Views/StatsColumnView.swift", ["Species seen", "142"]),
        ("Porchlight/Porchlight/Sources/PorchlightFeature/Views/RoomCard.swift", ["Living Room", "4 devices"]),
        ("FlashcardCourse/Lesson01_HelloCard.swift", ["What is the capital of Peru?"]),
        ("Tally/StreakBadge.swift", ["0 days", "1 day", "12 days"]),
        ("Meridian/Meridian/Views/StatusTagCloud.swift", ["Beacon Hill", "Harrow Ridge"]),
    ])
    func aFileShowsWhatTheAppShows(_ path: String, _ shown: [String]) throws {
        let (result, script) = try #require(try Self.run(path))
        let all = texts(result)
        for text in shown { #expect(all.contains { $0.contains(text) }, "\(text) not in \(all)\n\(script.warnings)") }
    }

    @Test func aFileTheManifestExcludesIsNotReadWithItsTarget() throws {
        let (sources, found) = try Self.module("Fieldnotes/Sources/UI/Views/SightingRow.swift")
        #expect(!Self.isExcluded(found))
        #expect(!sources.contains { $0.path.contains("Archive") })
    }
}
