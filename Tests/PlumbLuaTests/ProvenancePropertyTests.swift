import Foundation
import PlumbLayout
import Testing

@testable import PlumbLua

/// The engine's provenance of a guide value is a fact of the tree, not of the canvas: every
/// lesson and seed script, laid out at many canvas sizes, gives every guide mark the same kind of
/// provenance (`GuideProvenance.shape`, the numbers left out): lessons 08 and 11 used to
/// flip between "carried up … − 0" and "explicit" with the canvas.
@Suite struct ProvenancePropertyTests {
    static let scripts: [URL] = {
        let folders = [
            repositoryRoot.appendingPathComponent("Scripts/Lessons"), repositoryRoot.appendingPathComponent("Scripts"),
        ]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "lua" }
        }.sorted { $0.path < $1.path }
    }()

    /// Canvases from a fixed pseudo-random sequence, with the sizes the issue names.
    static let canvases: [ProposedSize] = {
        var sizes = [
            ProposedSize(width: 640, height: 480), ProposedSize(width: 480, height: 200),
            ProposedSize(width: 400, height: 300), ProposedSize(width: 80 * 8, height: 24 * 16),
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<12 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let width = 100 + Double(seed >> 33 % 900) + Double(seed % 1000) / 1000
            let height = 80 + Double((seed >> 20) % 700) + Double((seed >> 7) % 1000) / 1000
            sizes.append(ProposedSize(width: width, height: height))
        }
        return sizes
    }()

    /// Each mark's place (its path of child indices), guide, and provenance shape.
    static func shapes(_ view: PlacedView, path: String = "", into result: inout [String: String]) {
        for mark in view.guideMarks {
            result[path + " " + mark.guide + "\(mark.axis)"] = mark.provenance?.shape ?? "untraced"
        }
        for (index, child) in view.children.enumerated() {
            shapes(child, path: path + "/\(index)", into: &result)
        }
    }

    @Test func theProvenanceOfEveryGuideValueIsTheSameAtEveryCanvasSize() throws {
        #expect(Self.scripts.count >= 18)
        var marksSeen = 0
        var explicitSeen = 0
        for url in Self.scripts {
            let source = try String(contentsOf: url, encoding: .utf8)
            let script = try PlumbScript()
            guard let view = try? script.run(source: source, chunkName: url.lastPathComponent) else { continue }
            var first: [String: String]?
            for canvas in Self.canvases {
                let result = script.withLayoutPass {
                    let tree = LayoutEngine(recordsGuides: true).makeTree(view)
                    tree.layout(canvas: canvas)
                    return tree.result()
                }
                var shapes: [String: String] = [:]
                Self.shapes(result.root, into: &shapes)
                guard let expected = first else {
                    first = shapes
                    marksSeen += shapes.count
                    explicitSeen += shapes.values.filter { $0 != "implicit" }.count
                    continue
                }
                // A view a lazy or fitting container shows at one size only may come and go;
                // every mark present at both sizes must tell the same story.
                for (key, shape) in shapes where expected[key] != nil {
                    #expect(expected[key] == shape, "\(url.lastPathComponent) at \(canvas): \(key)")
                }
            }
        }
        #expect(marksSeen > 50)
        #expect(explicitSeen > 10)
    }
}
