import Foundation
import PlumbLayout

/// plumb-bench: times Plumb's layout on the shapes of `Shapes.swift` (release builds only give
/// meaningful numbers). Prints a table, and with --json a file that Tools/bench-compare.py
/// puts side by side with the peers' results.
struct Options {
    var sizes = [1_000, 10_000, 100_000]
    var shapes = Shape.allCases
    var runs = 5
    var edits = 5
    var json: String?
    var lua = true

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            func value() throws -> String {
                guard let value = iterator.next() else { throw BenchError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--sizes": sizes = try value().split(separator: ",").compactMap { Int($0) }
            case "--shapes":
                shapes = try value().split(separator: ",").map {
                    guard let shape = Shape(rawValue: String($0)) else { throw BenchError("unknown shape \($0)") }
                    return shape
                }
            case "--runs": runs = Int(try value()) ?? runs
            case "--edits": edits = Int(try value()) ?? edits
            case "--json": json = try value()
            case "--quick":
                sizes = [1_000, 10_000]
                runs = 3
            case "--no-lua": lua = false
            case "-h", "--help":
                print(
                    "usage: plumb-bench [--quick] [--sizes 1000,10000] [--shapes deep,grid-like] [--runs R] [--edits E] [--json out.json] [--no-lua]"
                )
                exit(0)
            default: throw BenchError("unknown option \(argument)")
            }
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1e6 }

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

struct CaseResult: Codable {
    var shape: String
    var N: Int
    var leaves: Int
    var nodes: Int
    var engine: String
    var build_ms: Double
    var instantiate_ms: Double
    var layout_ms: Double
    var relayout_ms: Double
    var check: String
}

func runCase(_ shape: Shape, n: Int, options: Options, builder: LuaTreeBuilder?) throws -> CaseResult {
    var builds: [Double] = []
    var instantiations: [Double] = []
    var layouts: [Double] = []
    var relayouts: [Double] = []
    var leafCount = 0
    var nodes = 0
    var problems: [String] = []
    for run in 0..<options.runs {
        let t0 = now()
        let view: View
        if let builder {
            (view, leafCount) = try builder.build(shape, n)
        } else {
            (view, leafCount) = shape.build(n)
        }
        let t1 = now()
        let engine = LayoutEngine(recordsGuides: false)
        let tree = engine.makeTree(view)
        let t2 = now()
        tree.layout(canvas: shape.canvas)
        let t3 = now()
        builds.append(milliseconds(t0, t1))
        instantiations.append(milliseconds(t1, t2))
        layouts.append(milliseconds(t2, t3))
        if run == 0 {
            nodes = tree.nodeCount
            problems = shape.check(tree.result(), n: leafCount)
        }
        for edit in 1...max(1, options.edits) {
            let canvas = shape.editedCanvas(edit)
            let start = now()
            tree.layout(canvas: canvas)
            relayouts.append(milliseconds(start, now()))
        }
    }
    return CaseResult(
        shape: shape.rawValue, N: n, leaves: leafCount, nodes: nodes, engine: builder == nil ? "plumb" : "plumb-lua",
        build_ms: median(builds), instantiate_ms: median(instantiations), layout_ms: median(layouts),
        relayout_ms: median(relayouts), check: problems.isEmpty ? "ok" : problems.joined(separator: "; "))
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    #if DEBUG
        emit("# warning: a debug build; build with -c release for meaningful numbers")
    #endif
    emit("# plumb-bench: runs(builds)=\(options.runs) edits/build=\(options.edits); medians; times in ms")
    emit("# layout_ms = first layout of a fresh tree (sizing + placement); instantiate_ms = view tree -> layout nodes")
    let header = [
        "shape".padding(toLength: 19, withPad: " ", startingAt: 0), "N".leftPad(7), "leaves".leftPad(7),
        "nodes".leftPad(7), "engine".padding(toLength: 10, withPad: " ", startingAt: 0), "build_ms".leftPad(9),
        "inst_ms".leftPad(8), "layout_ms".leftPad(10), "relayout_ms".leftPad(11), "us/leaf".leftPad(8), "check",
    ].joined(separator: " ")
    emit(header)
    emit(String(repeating: "-", count: header.count))
    var results: [CaseResult] = []
    let luaBuilder = options.lua ? try LuaTreeBuilder() : nil
    for shape in options.shapes {
        for n in options.sizes {
            for builder in [nil, luaBuilder] where builder != nil || true {
                if builder == nil,
                    results.contains(where: { $0.shape == shape.rawValue && $0.N == n && $0.engine == "plumb" })
                {
                    continue
                }
                let result = try runCase(shape, n: n, options: options, builder: builder)
                results.append(result)
                let line = [
                    result.shape.padding(toLength: 19, withPad: " ", startingAt: 0), "\(n)".leftPad(7),
                    "\(result.leaves)".leftPad(7), "\(result.nodes)".leftPad(7),
                    result.engine.padding(toLength: 10, withPad: " ", startingAt: 0),
                    String(format: "%9.1f", result.build_ms), String(format: "%8.1f", result.instantiate_ms),
                    String(format: "%10.3f", result.layout_ms), String(format: "%11.3f", result.relayout_ms),
                    String(format: "%8.3f", result.layout_ms * 1000 / Double(result.leaves)), result.check,
                ].joined(separator: " ")
                emit(line)
                if luaBuilder == nil { break }
            }
        }
    }
    if let path = options.json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(["results": results]).write(to: URL(fileURLWithPath: path))
    }
    if results.contains(where: { $0.check != "ok" }) { exit(1) }
} catch {
    FileHandle.standardError.write("plumb-bench: \(error)\n".data(using: .utf8)!)
    exit(2)
}

/// Writes a line unbuffered, so progress shows while long cases run.
func emit(_ line: String) {
    FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!)
}

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
