import Foundation
import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbLua

/// Every lesson, at the book's 640×480 (Smyth's SwiftUI Essentials), fits an 80×24 and a 120×40
/// terminal (one row kept for the status line) with its alignment lines and marks (`ScreenFit`).
@Suite struct ScreenFitTests {
    static let lessons: [URL] = {
        let folder = repositoryRoot.appendingPathComponent("Scripts/Lessons")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "lua" }.sorted { $0.path < $1.path }
    }()

    static func fit(_ url: URL, columns: Int, rows: Int) throws -> (ScreenFit, LayoutResult) {
        let source = try String(contentsOf: url, encoding: .utf8)
        let options = DiagramOptions(showGuides: true)
        return try ScreenFit.fit(columns: columns, rows: rows, reservedRows: 1, options: options) { width, height in
            let script = try PlumbScript(
                options: ScriptOptions(textMetrics: TextMetrics(cellWidth: width, cellHeight: height)))
            let view = try script.run(source: source, chunkName: url.lastPathComponent)
            return script.withLayoutPass {
                let tree = LayoutEngine(textMetrics: script.options.textMetrics, recordsGuides: true).makeTree(view)
                tree.layout(canvas: ProposedSize(width: 640, height: 480))
                return tree.result()
            }
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func everyLessonShowsItsWholeFigure(columns: Int, rows: Int) throws {
        #expect(Self.lessons.count == 18)
        for url in Self.lessons {
            let (fit, result) = try Self.fit(url, columns: columns, rows: rows)
            #expect(fit.fits, "\(url.lastPathComponent): \(fit)")
            let diagram = renderDiagram(result, options: fit.applied(to: DiagramOptions(showGuides: true)))
            let lines = diagram.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= rows - 1, "\(url.lastPathComponent)")
            #expect(lines.allSatisfy { $0.count <= columns }, "\(url.lastPathComponent)")
            // Nothing cut, and every container's alignment shows.
            #expect(!diagram.contains("˄") && !diagram.contains("˅") && !diagram.contains("›"))
            #expect(diagram.contains("◆"), "\(url.lastPathComponent)\n\(diagram)")
        }
    }

    @Test func theNoteSaysWhatWasChosen() throws {
        let lesson = try #require(Self.lessons.first { $0.lastPathComponent.hasPrefix("14") })
        let (fit, _) = try Self.fit(lesson, columns: 80, rows: 24)
        #expect(fit.isEnlarged)
        #expect(fit.cellWidth / fit.cellHeight == 0.5)
        #expect(fit.note?.hasPrefix("drawn in ") == true)
        #expect(fit.note?.hasSuffix("to fit 80×23 cells") == true)
        let (roomy, _) = try Self.fit(lesson, columns: 200, rows: 60)
        #expect(!roomy.isEnlarged && roomy.note == nil && roomy.legendRows > 0)
    }

    @Test func aFigureNoCellSizeFitsSaysSo() throws {
        let lesson = try #require(Self.lessons.first)
        let (fit, _) = try Self.fit(lesson, columns: 1, rows: 2)
        #expect(!fit.fits)
        #expect(fit.note == "too large for 1×1 cells even at 256×512 points a cell: cut")
    }
}
