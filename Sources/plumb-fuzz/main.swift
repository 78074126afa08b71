// plumb-fuzz: the long fuzz run (the bounded sample runs in `swift test`).
//
//   swift build -c release && swift run -c release plumb-fuzz --count 10000 --jobs 2
//
// Options: --count N (scripts, default 10000), --seed S (first seed, default 1), --jobs J (parallel
// runs, default 2), --binary PATH (default .build/release/plumb), --defects DIR (where defect
// scripts are written, default Tests/PlumbCLITests/FuzzRegressions), --timeout S, --max-memory MiB,
// --write-scripts DIR (write the seeds' scripts as DIR/seed-N.lua, with their family on the first
// line, and run nothing: the watch soak, Tools/watch-soak.py, saves them one after another),
// --family F1,F2 (only these families: `--family swiftImport` runs Swift files, imported by the
// plumb-import beside the binary, which must be built: `swift build -c release`).
//
// The Swift family at 10,000, from the repository's root (its corpus is the repository's own
// Swift: Tests/PlumbImportTests, with the apps under Apps/ mutated inside their modules, and
// Scripts/):
//
//   swift build -c release && swift run -c release plumb-fuzz --family swiftImport --count 10000 --jobs 2
//
// `swift test` runs a small seeded sample of it (FuzzSwiftFamilyTests; PLUMB_FUZZ_SWIFT_COUNT=N
// for more).
import Foundation
import PlumbFuzz

var count = 10_000
var seed: UInt64 = 1
var jobs = 2
var binary = ".build/release/plumb"
var defects = "Tests/PlumbCLITests/FuzzRegressions"
var timeout = 1.0
var memory = 64
var scriptsFolder: String?
var families: [ScriptGenerator.Family] = ScriptGenerator.Family.allCases
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch option {
    case "--count": count = Int(value) ?? count
    case "--seed": seed = UInt64(value) ?? seed
    case "--jobs": jobs = Int(value) ?? jobs
    case "--binary": binary = value
    case "--defects": defects = value
    case "--timeout": timeout = Double(value) ?? timeout
    case "--max-memory": memory = Int(value) ?? memory
    case "--write-scripts": scriptsFolder = value
    case "--family":
        // Only these families (comma-separated): `--family swiftImport` for a Swift campaign.
        families = value.split(separator: ",").compactMap { ScriptGenerator.Family(rawValue: String($0)) }
        if families.isEmpty {
            FileHandle.standardError.write(Data("plumb-fuzz: unknown family \(value)\n".utf8))
            exit(64)
        }
    default:
        FileHandle.standardError.write(Data("plumb-fuzz: unknown option \(option)\n".utf8))
        exit(64)
    }
}
let repository = FileManager.default.currentDirectoryPath
var generator = ScriptGenerator(corpus: exampleScripts(in: repository))
generator.swiftCorpus = exampleSwiftSnippets(in: repository)
generator.swiftModuleCorpus = exampleSwiftModuleFiles(in: repository)
generator.families = families
if let scriptsFolder {
    try? FileManager.default.createDirectory(atPath: scriptsFolder, withIntermediateDirectories: true)
    for n in seed..<(seed + UInt64(count)) {
        let (family, source) = generator.script(seed: n)
        let text = "\(family.isSwift ? "//" : "--") fuzz seed \(n) (\(family.rawValue))\n" + source + "\n"
        _ = FileManager.default.createFile(
            atPath: "\(scriptsFolder)/seed-\(n).\(family.isSwift ? "swift" : "lua")", contents: Data(text.utf8))
    }
    exit(0)
}
var runner = FuzzRunner(binary: URL(fileURLWithPath: binary).standardizedFileURL.path)
runner.timeout = timeout
runner.maxMemoryMiB = memory
runner.repository = repository
let work = NSTemporaryDirectory() + "plumb-fuzz-\(getpid())"
try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
try? FileManager.default.createDirectory(atPath: defects, withIntermediateDirectories: true)
let campaign = FuzzCampaign(generator: generator, runner: runner, workFolder: work)
let started = Date()
let summary = campaign.run(first: seed, count: count, jobs: jobs, defectFolder: defects) { s in
    print("\(s.scripts) scripts, \(s.drawn) drawn, \(s.clearErrors) clear errors, \(s.defects.count) defects")
}
try? FileManager.default.removeItem(atPath: work)
print(
    """
    seeds \(seed)..<\(seed + UInt64(count)): \(summary.scripts) scripts in \(Int(Date().timeIntervalSince(started))) s
    drawn \(summary.drawn), clear errors \(summary.clearErrors), defects \(summary.defects.count)
    by family: \(summary.byFamily.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    most CPU time in one run \(String(format: "%.2f", summary.slowest)) s (seed \(summary.slowestSeed.map(String.init) ?? "-")), peak memory \(Int(summary.peakMemoryMiB)) MiB (seed \(summary.peakMemorySeed.map(String.init) ?? "-"); ceiling \(Int(runner.memoryCeilingMiB)) MiB)
    """)
print("family          scripts   drawn  clear errors  defects  slowest (CPU s)  peak (MiB)")
for (family, counts) in summary.verdictsByFamily.sorted(by: { $0.key < $1.key }) {
    let scripts = counts.drawn + counts.clearErrors + counts.defects
    let cells = [
        family.padding(toLength: 14, withPad: " ", startingAt: 0), String(format: "%8d", scripts),
        String(format: "%7d", counts.drawn), String(format: "%13d", counts.clearErrors),
        String(format: "%8d", counts.defects), String(format: "%16.2f", counts.slowest),
        String(format: "%11.0f", counts.peakMemoryMiB),
    ]
    print(cells.joined(separator: "  "))
}
for defect in summary.defects { print("seed \(defect.seed) (\(defect.family)): \(defect.verdict)") }
exit(summary.defects.isEmpty ? 0 : 1)
