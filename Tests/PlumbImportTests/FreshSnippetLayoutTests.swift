import PlumbLayout
import Testing

/// Every fresh snippet of rounds 8 to 17 that Plumb lays out (each round's `laidOut`) is laid out,
/// every view at a finite frame of a size that is not negative. (Each round's suite checks the
/// geometry its sources state. Three lay out an empty container, as they would in SwiftUI: an
/// empty `HStack { // TODO }`, an empty GeometryReader, an AsyncImage's phases in a stack.)
struct FreshSnippetLayoutTests: FreshSnippetSuite {
    static let laidOut: [String] = {
        let rounds: [[String]] = [
            FreshSnippetWave7Tests.laidOut, FreshSnippetWave8Tests.laidOut, FreshSnippetWave9Tests.laidOut,
            FreshSnippetWave10Tests.laidOut, FreshSnippetWave11Tests.laidOut, FreshSnippetWave12Tests.laidOut,
            FreshSnippetWave13Tests.laidOut, FreshSnippetWave14Tests.laidOut, FreshSnippetWave15Tests.laidOut,
            FreshSnippetWave16Tests.laidOut,
        ]
        return rounds.flatMap { $0 }
    }()

    @Test(arguments: laidOut)
    func everySnippetPlumbCanLayOutIsLaidOut(_ name: String) throws {
        let result = try run(name)
        var pending = [result.root]
        while let view = pending.popLast() {
            let frame = view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            #expect(finite && frame.width >= 0 && frame.height >= 0, "\(name): \(view.type) at \(frame)")
            pending += view.children
        }
    }
}
