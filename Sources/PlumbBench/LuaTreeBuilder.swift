import Foundation
import PlumbLayout
import PlumbLua

/// Builds the benchmark shapes by running Tools/Bench/shapes.lua in a fresh Lua state, the way
/// `plumb run` builds a user's tree.
final class LuaTreeBuilder {
    let source: String
    let path = "Tools/Bench/shapes.lua"
    /// Scripts stay alive until the next build, like the CLI keeps a run alive while drawing.
    private var script: PlumbScript?

    init() throws {
        let candidates = [path, "../\(path)", "../../\(path)"]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
            let text = try? String(contentsOfFile: found, encoding: .utf8)
        else {
            throw BenchError("cannot find \(path): run plumb-bench from the repository's root, or pass --no-lua")
        }
        source = text
    }

    func build(_ shape: Shape, _ n: Int) throws -> (View, Int) {
        script = nil
        let limits = LuaLimits(memoryBytes: 4 << 30, instructions: nil, seconds: nil)
        let script = try PlumbScript(options: ScriptOptions(limits: limits))
        try script.vm.run(source: "SHAPE, N = \"\(shape.rawValue)\", \(n)", chunkName: "=bench", results: 0)
        let view = try script.run(source: source, chunkName: path)
        self.script = script
        return (view, shape.leafCount(n))
    }
}

extension Shape {
    /// The exact number of leaves the README's definition gives for `n` requested leaves.
    func leafCount(_ n: Int) -> Int {
        switch self {
        case .flatUnconstrained, .flatConstrained: n
        case .gridLike: Int(Double(n).squareRoot()) * (n / Int(Double(n).squareRoot()))
        case .deep: n / 1000 * 1000
        case .deepD20: n / 200 * 200
        }
    }
}
