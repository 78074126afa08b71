import Foundation
import PlumbLayout
import Testing

@testable import PlumbRender

/// `zIndex` in the pictures: a container's children are drawn back to front by their index, so a
/// stack drawn with indices is the stack with its children in that order; JSON lists them as
/// written and says the index.
@Suite("zIndex in the diagram, the SVG and JSON")
struct ZIndexRenderTests {
    static let canvas = ProposedSize(width: 64, height: 48)

    /// A ZStack of views whose frames do not depend on their order (all centred).
    static func layers(_ order: [Int], indices: [Double]? = nil) -> View {
        let views = [
            View.color("red").frame(width: 48, height: 32),
            View.rectangle().foregroundColor("blue").frame(width: 32, height: 16),
            View.text("hi"),
        ]
        return View.zStack(
            order.map { position in
                guard let indices else { return views[position] }
                return views[position].zIndex(indices[position])
            })
    }

    @Test func aStackDrawnByIndexIsTheStackInThatOrder() throws {
        let engine = LayoutEngine()
        // Indices 2, 1, 0: drawn text, rectangle, colour; the same as writing them so.
        let byIndex = engine.layout(Self.layers([0, 1, 2], indices: [2, 1, 0]), canvas: Self.canvas)
        let reordered = engine.layout(Self.layers([2, 1, 0]), canvas: Self.canvas)
        let written = engine.layout(Self.layers([0, 1, 2]), canvas: Self.canvas)
        let options = DiagramOptions()
        #expect(renderDiagram(byIndex, options: options) == renderDiagram(reordered, options: options))
        #expect(renderDiagram(byIndex, options: options) != renderDiagram(written, options: options))
        #expect(renderSVG(byIndex) == renderSVG(reordered))
        #expect(renderSVG(byIndex) != renderSVG(written))
    }

    /// Apple's example (`zIndex(_:)`'s page): in a VStack, the yellow square with index 1 is drawn
    /// over the red one rotated below it, which would otherwise cover its lower corner.
    @Test func applesExampleDrawsTheYellowSquareOnTop() throws {
        func square(_ color: String) -> View {
            View.rectangle().fill(color).frame(width: 100, height: 100, alignment: .center)
        }
        let engine = LayoutEngine()
        func picture(yellowIndex: Double?) -> String {
            var yellow = square("yellow")
            if let yellowIndex { yellow = yellow.zIndex(yellowIndex) }
            let red = square("red").rotationEffect(degrees: 45)
            let result = engine.layout(
                View.vStack([yellow, red]), canvas: ProposedSize(width: 240, height: 240))
            return renderSVG(result)
        }
        let onTop = picture(yellowIndex: 1)
        let written = picture(yellowIndex: nil)
        // The yellow square's path comes after the red one's group when it is on top.
        func offset(_ needle: String, in svg: String) -> Int? {
            svg.range(of: needle).map { svg.distance(from: svg.startIndex, to: $0.lowerBound) }
        }
        let yellowFill = "fill=\"#ffcc00\""
        let rotation = "rotate(45"
        let (yellowTop, redTop) = (offset(yellowFill, in: onTop), offset(rotation, in: onTop))
        let (yellowWritten, redWritten) = (offset(yellowFill, in: written), offset(rotation, in: written))
        #expect(yellowTop != nil && redTop != nil && yellowWritten != nil && redWritten != nil)
        if let yellowTop, let redTop, let yellowWritten, let redWritten {
            #expect(yellowTop > redTop)
            #expect(yellowWritten < redWritten)
        }
    }

    @Test func jsonListsChildrenAsWrittenAndSaysTheIndex() throws {
        let result = LayoutEngine().layout(Self.layers([0, 1, 2], indices: [2, 1, 0]), canvas: Self.canvas)
        let json = renderJSON(result)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let root = object?["root"] as? [String: Any]
        let children = root?["children"] as? [[String: Any]] ?? []
        #expect(children.map { $0["type"] as? String } == ["frame", "frame", "Text"])
        let first = children.first?["decorations"] as? [[String: Any]]
        #expect(first?.first?["kind"] as? String == "zIndex")
        #expect(first?.first?["zIndex"] as? Double == 2)
    }
}

extension ZIndexRenderTests {
    /// The browser page lays out traced (`plumb explain`'s engine): the order is the same.
    @Test func aTracedLayoutIsDrawnInTheSameOrder() {
        let engine = LayoutEngine(tracing: true, recordsGuides: true)
        let byIndex = engine.layout(Self.layers([0, 1, 2], indices: [2, 1, 0]), canvas: Self.canvas)
        let reordered = LayoutEngine().layout(Self.layers([2, 1, 0]), canvas: Self.canvas)
        #expect(byIndex.root.paintingOrder == [2, 1, 0])
        #expect(renderSVG(byIndex) == renderSVG(reordered))
    }
}
