import PlumbLayout
import Testing

@testable import PlumbRender

/// SVG for slides (issue 19): each aligning container's guide in its own colour, the canvas
/// framed, a scale; checked in rsvg-convert's pixels.
extension SVGTests {
    static let crossGuide = AlignmentID(custom: "cross", axis: .vertical) { $0[.bottom] }

    /// Lesson 14's tree: an HStack aligned by a custom guide and a VStack aligned by centre.
    func crossStack() -> LayoutResult {
        let square = { (color: String) in View.rectangle().foregroundColor(color).frame(width: 40, height: 40) }
        let blue = View.rectangle().foregroundColor("blue")
            .alignmentGuide(Self.crossGuide) { $0[.verticalCenter] }.frame(width: 40, height: 40)
        let column = View.vStack(spacing: 8, [square("green"), blue, square("orange")])
        let dot = View.circle().foregroundColor("purple")
            .alignmentGuide(Self.crossGuide) { $0[.verticalCenter] }.frame(width: 40, height: 40)
        let row = View.hStack(alignment: VerticalAlignment(Self.crossGuide), spacing: 40, [dot, column])
        return LayoutEngine().layout(row, canvas: ProposedSize(width: 240, height: 200))
    }

    func pixel(_ hex: String) -> PNGImage.Pixel {
        let value = Int(hex.dropFirst(), radix: 16)!
        return PNGImage.Pixel(
            red: UInt8(value >> 16 & 0xff), green: UInt8(value >> 8 & 0xff), blue: UInt8(value & 0xff), alpha: 255)
    }

    @Test func eachAligningContainersGuideHasItsOwnColour() throws {
        let result = crossStack()
        let options = SVGOptions(showGuides: true, framesCanvas: true)
        let image = try rasterize(renderSVG(result, options: options))
        let hStack = result.root
        let vStack = hStack.children[1]
        let hLine = try #require(hStack.alignmentLines.first).position  // a y
        let vLine = try #require(vStack.alignmentLines.first).position  // an x
        let first = pixel(SVGWriter.guideColor(0))
        let second = pixel(SVGWriter.guideColor(1))
        #expect(first != second)
        // The HStack's dashed line, in the gap between the circle and the column.
        let gap = Int(hStack.frame.minX + 40)..<Int(vStack.frame.minX)
        #expect(gap.contains { image[$0, Int(hLine)] == first }, "\(gap.map { image[$0, Int(hLine)] })")
        // The VStack's line, in the gap between two squares (8 points high).
        let between = Int(vStack.frame.minY + 40)..<Int(vStack.frame.minY + 48)
        #expect(between.contains { image[Int(vLine), $0] == second }, "\(between.map { image[Int(vLine), $0] })")
        // The legend's headers are in the same colours; the canvas has a frame.
        let svg = renderSVG(result, options: options)
        #expect(svg.contains("fill=\"\(SVGWriter.guideColor(0))\" font-weight=\"bold\">HStack: cross at y = "))
        #expect(svg.contains("fill=\"\(SVGWriter.guideColor(1))\" font-weight=\"bold\">VStack: center at x = "))
        #expect(svg.contains(">HStack: cross y = "))
        #expect(image[0, 100] == pixel(SVGWriter.canvasFrameColor))
        #expect(image[239, 100] == pixel(SVGWriter.canvasFrameColor))
    }

    @Test func aScaleEnlargesThePicture() throws {
        let result = crossStack()
        let plain = try rasterize(renderSVG(result))
        let doubled = try rasterize(renderSVG(result, options: SVGOptions(scale: 2)))
        #expect(plain.width == 240 && plain.height == 200)
        #expect(doubled.width == 480 && doubled.height == 400)
        #expect(SVGOptions(scale: -1).scale == 1 && SVGOptions(scale: .nan).scale == 1)
    }
}
