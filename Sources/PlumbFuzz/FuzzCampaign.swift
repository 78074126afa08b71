import Foundation

/// Runs a seeded range of generated scripts through `FuzzRunner`, `jobs` at a time, and keeps
/// every defect as a script file (the regression corpus, `Tests/PlumbCLITests/FuzzRegressions`).
public final class FuzzCampaign: @unchecked Sendable {
    public struct Summary: Sendable {
        public var scripts = 0
        public var drawn = 0
        public var clearErrors = 0
        public var defects: [(seed: UInt64, family: String, verdict: String)] = []
        public var slowest = 0.0
        /// The seed of the run that took the most CPU time.
        public var slowestSeed: UInt64?
        public var peakMemoryMiB = 0.0
        /// The seed of the run with the highest peak RSS.
        public var peakMemorySeed: UInt64?
        public var byFamily: [String: Int] = [:]
        /// What each family's scripts came to.
        public var verdictsByFamily: [String: FamilyCounts] = [:]
    }

    /// One family's runs by verdict, its slowest run (CPU seconds) and its largest (MiB).
    public struct FamilyCounts: Sendable {
        public var drawn = 0
        public var clearErrors = 0
        public var defects = 0
        public var slowest = 0.0
        public var peakMemoryMiB = 0.0
    }

    let generator: ScriptGenerator
    let runner: FuzzRunner
    let workFolder: String
    let lock = NSLock()
    var summary = Summary()

    public init(generator: ScriptGenerator, runner: FuzzRunner, workFolder: String) {
        self.generator = generator
        self.runner = runner
        self.workFolder = workFolder
    }

    /// Runs seeds `first ..< first + count`. Defects are written to `defectFolder` (when given)
    /// as `seed-<n>.lua`, with the verdict as a comment on the first line.
    public func run(
        first: UInt64, count: Int, jobs: Int, defectFolder: String?, progress: (@Sendable (Summary) -> Void)? = nil
    ) -> Summary {
        let next = Counter(first: first, last: first + UInt64(count))
        let group = DispatchGroup()
        for job in 0..<max(1, jobs) {
            group.enter()
            Thread.detachNewThread { [self] in
                let folder = "\(workFolder)/job-\(job)"
                while let seed = next.take() {
                    let (family, source) = generator.script(seed: seed)
                    let outcome = runner.run(source, in: folder, swift: family.isSwift)
                    record(seed: seed, family: family, source: source, outcome: outcome, defectFolder: defectFolder)
                    if let progress, seed % 100 == 0 { progress(snapshot()) }
                }
                group.leave()
            }
        }
        group.wait()
        return snapshot()
    }

    func snapshot() -> Summary {
        lock.lock()
        defer { lock.unlock() }
        return summary
    }

    func record(
        seed: UInt64, family: ScriptGenerator.Family, source: String, outcome: FuzzOutcome, defectFolder: String?
    ) {
        lock.lock()
        defer { lock.unlock() }
        summary.scripts += 1
        summary.byFamily[family.rawValue, default: 0] += 1
        if outcome.seconds > summary.slowest {
            (summary.slowest, summary.slowestSeed) = (outcome.seconds, seed)
        }
        if outcome.peakMemoryMiB > summary.peakMemoryMiB {
            (summary.peakMemoryMiB, summary.peakMemorySeed) = (outcome.peakMemoryMiB, seed)
        }
        var counts = summary.verdictsByFamily[family.rawValue] ?? FamilyCounts()
        counts.slowest = max(counts.slowest, outcome.seconds)
        counts.peakMemoryMiB = max(counts.peakMemoryMiB, outcome.peakMemoryMiB)
        defer { summary.verdictsByFamily[family.rawValue] = counts }
        switch outcome.verdict {
        case .drawn:
            summary.drawn += 1
            counts.drawn += 1
        case .clearError:
            summary.clearErrors += 1
            counts.clearErrors += 1
        case .defect(let why):
            counts.defects += 1
            summary.defects.append((seed, family.rawValue, why))
            if let defectFolder {
                // A Swift defect is kept as Swift, its header a Swift comment.
                let comment = family.isSwift ? "//" : "--"
                let header =
                    "\(comment) fuzz seed \(seed) (\(family.rawValue)): \(why.replacingOccurrences(of: "\n", with: " "))\n"
                // A file mutated inside its app keeps the line that names the app first.
                let kept =
                    FuzzRunner.modulePlacement(source) != nil
                    ? source.replacingOccurrences(
                        of: "\n", with: "\n" + header, range: source.range(of: "\n"))
                    : header + source
                _ = FileManager.default.createFile(
                    atPath: "\(defectFolder)/seed-\(seed).\(family.isSwift ? "swift" : "lua")",
                    contents: Data(kept.utf8))
            }
        }
    }

    final class Counter: @unchecked Sendable {
        var current: UInt64
        let last: UInt64
        let lock = NSLock()
        init(first: UInt64, last: UInt64) {
            current = first
            self.last = last
        }
        func take() -> UInt64? {
            lock.lock()
            defer { lock.unlock() }
            guard current < last else { return nil }
            defer { current += 1 }
            return current
        }
    }
}

/// The scripts under `Scripts/` (and `Scripts/Lessons/`), the corpus mutations start from.
public func exampleScripts(in repository: String) -> [String] {
    var scripts: [String] = []
    for folder in ["Scripts", "Scripts/Lessons"] {
        let path = repository + "/" + folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() where name.hasSuffix(".lua") {
            if let text = try? String(contentsOfFile: path + "/" + name, encoding: .utf8) { scripts.append(text) }
        }
    }
    return scripts
}

/// The repository's own Swift, the corpus the Swift family mutates: every `.swift` and
/// `.swift.txt` file under `Tests/PlumbImportTests` (its fixtures, its tests, and the whole apps
/// under `Apps/`, written for Plumb) and every `.swift` file under `Scripts/`, in the order of
/// their paths. A folder that is missing adds nothing.
public func exampleSwiftSnippets(in repository: String) -> [String] {
    swiftFiles(under: repository, ["Tests/PlumbImportTests", "Scripts"]).compactMap { path in
        try? String(contentsOfFile: repository + "/" + path, encoding: .utf8)
    }
}

/// The Swift files of the whole apps under `Tests/PlumbImportTests/Apps`, for mutation inside
/// their module: each app's folder (relative to `repository`), a file's path in it, its text.
public func exampleSwiftModuleFiles(in repository: String) -> [ScriptGenerator.ModuleFile] {
    let apps = "Tests/PlumbImportTests/Apps"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repository + "/" + apps)) ?? []
    var files: [ScriptGenerator.ModuleFile] = []
    for name in names.sorted() where !name.hasPrefix(".") {
        let app = apps + "/" + name
        for path in swiftFiles(under: repository + "/" + app, [""]) where path.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: repository + "/" + app + "/" + path, encoding: .utf8)
            else { continue }
            files.append(ScriptGenerator.ModuleFile(app: app, file: path, text: text))
        }
    }
    return files
}

/// The paths (relative to `root`, sorted) of the `.swift` and `.swift.txt` files under each of
/// `folders` (relative to `root`; "" for `root` itself), through subfolders; symbolic links are
/// not followed.
func swiftFiles(under root: String, _ folders: [String]) -> [String] {
    var paths: [String] = []
    for folder in folders {
        let base = folder.isEmpty ? root : root + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") || relative.hasSuffix(".swift.txt") else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            paths.append(folder.isEmpty ? relative : folder + "/" + relative)
        }
    }
    return paths.sorted()
}
