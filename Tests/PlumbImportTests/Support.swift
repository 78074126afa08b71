import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

extension SwiftImporter {
    /// The importer with Plumb's registry, as `plumb-import` runs it.
    static func translate(source: String, fileName: String, view: String? = nil) throws(ImportError)
        -> ImportedScript
    {
        try translate(source: source, fileName: fileName, view: view, vocabulary: .registry)
    }
}

/// The folder of this test target's files.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let packageFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

func snippet(_ name: String) throws -> String {
    try String(contentsOf: testsFolder.appendingPathComponent("Snippets/\(name)"), encoding: .utf8)
}

/// The error the import of `swift` stops at, or nil when it imports.
func importError(_ swift: String, fileName: String = "View.swift", view: String? = nil) -> ImportError? {
    do {
        _ = try SwiftImporter.translate(source: swift, fileName: fileName, view: view)
        return nil
    } catch {
        return error
    }
}

/// Runs a Plumb script and lays it out on the canvas, as `plumb run` does.
func layOut(
    lua: String, chunkName: String, width: Double?, height: Double?, modulePath: [String] = [],
    environment: EnvironmentValues = EnvironmentValues()
) throws -> LayoutResult {
    var options = ScriptOptions()
    options.moduleSearchPath = modulePath
    let script = try PlumbScript(options: options)
    let view = try script.run(source: lua, chunkName: chunkName)
    let result = script.withLayoutPass {
        let tree = LayoutEngine().makeTree(view, environment: environment)
        tree.layout(canvas: ProposedSize(width: width, height: height))
        return tree.result()
    }
    // An error raised while laying out (a ForEach row, a lazy cell) fails the run, as `plumb run` does.
    if let error = script.layoutError { throw error }
    return result
}

/// Imports Swift and lays the script out.
func layOut(
    swift: String, fileName: String = "View.swift", view: String? = nil, width: Double?, height: Double?,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> (LayoutResult, ImportedScript) {
    let script = try SwiftImporter.translate(source: swift, fileName: fileName, view: view)
    return (
        try layOut(lua: script.lua, chunkName: fileName, width: width, height: height, environment: environment),
        script
    )
}

/// Every view's type and frame, depth first: two layouts that agree here agree everywhere.
func frames(_ result: LayoutResult) -> [String] {
    var out: [String] = []
    func walk(_ v: PlacedView, _ depth: Int) {
        let f = v.frame
        out.append(
            String(repeating: " ", count: depth)
                + "\(v.type) \(f.origin.x),\(f.origin.y) \(f.size.width)×\(f.size.height)")
        for c in v.children { walk(c, depth + 1) }
    }
    walk(result.root, 0)
    return out
}

/// Frames of views of one type, in order.
func frames(of type: String, in result: LayoutResult) -> [Rect] {
    var out: [Rect] = []
    func walk(_ v: PlacedView) {
        if v.type == type { out.append(v.frame) }
        for c in v.children { walk(c) }
    }
    walk(result.root)
    return out
}

/// A suite of constructs written here, each imported and run on its own.
protocol ConstructSuite {}

extension ConstructSuite {
    func lay(_ swift: String, width: Double = 400, height: Double = 600, view: String? = nil) throws -> LayoutResult {
        try layOut(swift: swift, view: view, width: width, height: height).0
    }

    func lua(_ swift: String) throws -> String {
        try SwiftImporter.translate(source: swift, fileName: "View.swift").lua
    }

    func refusal(_ swift: String) -> ImportError? {
        #expect(throws: ImportError.self) { _ = try SwiftImporter.translate(source: swift, fileName: "View.swift") }
    }
}

/// Each Text's lines as drawn, depth first.
func textLines(_ result: LayoutResult) -> [[String]] {
    var out: [[String]] = []
    func walk(_ v: PlacedView) {
        if case .text(let lines, _) = v.content { out.append(lines) }
        v.children.forEach(walk)
    }
    walk(result.root)
    return out
}

/// Every Text's lines, each Text's joined by spaces, depth first.
func texts(_ result: LayoutResult) -> [String] {
    var out: [String] = []
    func walk(_ v: PlacedView) {
        if case .text(let lines, _) = v.content { out.append(lines.joined(separator: " ")) }
        v.children.forEach(walk)
    }
    walk(result.root)
    return out
}

/// The colour each view of `type` draws (`Color.white` is "white"), depth first.
func colours(of type: String, in result: LayoutResult) -> [String] {
    var out: [String] = []
    func walk(_ v: PlacedView) {
        if v.type == type, case .color(let name) = v.content { out.append(name) }
        v.children.forEach(walk)
    }
    walk(result.root)
    return out
}

/// The gaps between consecutive frames along x.
func gapsX(_ f: [Rect]) -> [Double] {
    zip(f, f.dropFirst()).map { $1.origin.x - ($0.origin.x + $0.size.width) }
}

/// The gaps between consecutive frames along y.
func gapsY(_ f: [Rect]) -> [Double] {
    zip(f, f.dropFirst()).map { $1.origin.y - ($0.origin.y + $0.size.height) }
}

extension Rect {
    /// The centre's x and y.
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}

extension Array where Element == Double {
    /// Each element less the one before it.
    var adjacentDifferences: [Double] { zip(self, dropFirst()).map { $1 - $0 } }
}
