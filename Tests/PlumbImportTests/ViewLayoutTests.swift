import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The views under `Views/`, written here to cover what pasted SwiftUI uses beyond the construct
/// suites (custom layouts, image phases, toolbars, editable lists, focus and text fields, menus and
/// navigation, gradients and materials, list and grid details, text and control touches): each
/// imports strictly and lays out, drawing something, every view at a finite frame of a size that is
/// not negative.
@Suite("Views written here laid out")
struct ViewLayoutTests {
    static let folder = testsFolder.appendingPathComponent("Views")

    /// Every `.swift.txt` file of `Views/`, by name.
    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift.txt") }.map { String($0.dropLast(".swift.txt".count)) }.sorted()

    @Test func theFolderHoldsTheViews() {
        #expect(Self.names.count == 9)
    }

    @Test(arguments: names)
    func eachViewLaysOutAtFiniteFrames(_ name: String) throws {
        let swift = try String(contentsOf: Self.folder.appendingPathComponent("\(name).swift.txt"), encoding: .utf8)
        let (result, _) = try layOut(swift: swift, fileName: "\(name).swift", width: 400, height: 600)
        #expect(!result.root.children.isEmpty || result.root.content != .none, "\(name) draws nothing")
        var pending = [result.root]
        while let view = pending.popLast() {
            let frame = view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            #expect(finite && frame.width >= 0 && frame.height >= 0, "\(name): \(view.type) at \(frame)")
            pending += view.children
        }
    }
}
