import Foundation
import PlumbLayout
import PlumbTestSupport
import Testing

@testable import PlumbRender

/// SVG for slides: each aligning container's guide in its own colour, the canvas
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
        #expect(
            svg.contains(
                "fill=\"\(SVGWriter.guideColor(0))\" font-weight=\"bold\" xml:space=\"preserve\">HStack: cross at y = ")
        )
        #expect(
            svg.contains(
                "fill=\"\(SVGWriter.guideColor(1))\" font-weight=\"bold\" xml:space=\"preserve\">VStack: center at x = "
            ))
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

    /// Lesson 14 at the book's 640×480 (Smyth's SwiftUI Essentials): the legend wraps to the
    /// canvas, so the picture is as wide as the canvas (it was 1352 points: lines of 160
    /// characters).
    @Test func theLegendWrapsToTheCanvasWidth() throws {
        let result = LayoutEngine().layout(lessonFourteen(), canvas: ProposedSize(width: 640, height: 480))
        let svg = renderSVG(result, options: SVGOptions(showGuides: true))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" "), "\(svg.prefix(120))")
        let legendLines = svg.split(separator: "\n").filter { $0.hasPrefix("<text x=\"4\"") }
        #expect(legendLines.count > 8)
        let image = try rasterize(svg)
        #expect(image.width == 640)
        // Nothing of the legend is cut at the right edge: the last column is white everywhere.
        #expect((482..<image.height).allSatisfy { image[639, $0] == pixel("#ffffff") })
        // A canvas narrower than 320 points gets a picture 320 wide, not one word a line.
        #expect(SVGWriter.legendColumns(forWidth: 100) == SVGWriter.legendColumns(forWidth: 320))
    }

    /// A guide's label over a shape is on a white box (in rsvg-convert and in Chromium): none of
    /// the purple circle shows through it, its letters are there, and the diamond beside it is
    /// drawn over everything.
    @Test func guideLabelsOverShapesAreReadableAndLeaveTheMarks() throws {
        let result = LayoutEngine().layout(lessonFourteen(), canvas: ProposedSize(width: 640, height: 480))
        let svg = renderSVG(result, options: SVGOptions(showGuides: true))
        let hStack = result.root
        let hLine = try #require(hStack.alignmentLines.first).position
        let circle = hStack.children[0].frame
        // The label box: 6 points past the container's leading edge, its text's baseline 3 above the line.
        let (x, y) = (hStack.frame.minX + 6, hLine - 3)
        var renderers: [(String, PNGImage)] = [("rsvg-convert", try rasterize(svg))]
        if let chromium = try screenshotInChromium(svg, width: 640, height: 702) {
            renderers.append(("Chromium", chromium))
        }
        let purple = pixel(SVGWriter.hex(for: "purple"))
        let guide = pixel(SVGWriter.guideColor(0))
        for (renderer, image) in renderers {
            let box = (Int(x)..<Int(min(x + 60, circle.maxX - 2))).flatMap { column in
                (Int(y - 6)..<Int(y + 2)).map { image[column, $0] }
            }
            #expect(!box.isEmpty)
            #expect(!box.contains(purple), "\(renderer): the circle shows through the label")
            // Letters: pixels well away from white (the guide's colour, anti-aliased).
            let inked = box.filter { Int($0.red) + Int($0.green) + Int($0.blue) < 600 }
            #expect(inked.count > 20, "\(renderer): \(inked.count) inked pixels")
            // The diamond on the circle's leading edge, on the line, is the guide's colour.
            #expect(
                image[Int(circle.minX) + 1, Int(hLine)] == guide,
                "\(renderer): \(image[Int(circle.minX) + 1, Int(hLine)])")
        }
    }

    /// Bad input: an SVG of 2,000 aligning containers ends cleanly: lines, marks and labels only
    /// for those on the canvas, at most 200 labels and 400 lines of legend, and the picture says
    /// what it left out; rsvg-convert renders it.
    @Test func thousandsOfGuidesAreCappedAndSaySo() throws {
        let rows = (1...2000).map { index in
            View.hStack(
                alignment: .top,
                [View.text("row \(index)").withID("r\(index)"), View.rectangle().frame(width: 20, height: 10)])
        }
        let column = View.vStack(alignment: .leading, spacing: 0, rows)
        let short = LayoutEngine().layout(column, canvas: ProposedSize(width: 640, height: 480))
        let svg = renderSVG(short, options: SVGOptions(showGuides: true))
        let legend = svg.split(separator: "\n").filter { $0.hasPrefix("<text x=\"4\"") }
        #expect(legend.count <= SVGWriter.maximumLegendLines)
        #expect(legend.last?.contains(" more lines of legend (plumb explain has them all)") == true)
        let labels = svg.components(separatedBy: "rx=\"1.5\"").count - 1
        #expect(labels > 0 && labels <= 32, "\(labels) labels for the 30 rows on the canvas and the column")
        #expect(try rasterize(svg).width == 640)
        // A canvas holding them all: 200 labels, and a note saying so.
        let tall = LayoutEngine().layout(column, canvas: ProposedSize(width: 640, height: 40000))
        let all = renderSVG(tall, options: SVGOptions(showGuides: true))
        #expect(all.components(separatedBy: "rx=\"1.5\"").count - 1 == SVGWriter.maximumGuideLabels)
        #expect(
            all.contains("(guide labels: the first 200 of the 2001 aligning containers on the canvas"),
            "\(all.suffix(2000))")
    }

    /// Lesson 14 (figure 27-15) at full size.
    func lessonFourteen() -> View {
        let square = { (color: String) in View.rectangle().foregroundColor(color).frame(width: 100, height: 100) }
        let blue = View.rectangle().foregroundColor("blue")
            .alignmentGuide(Self.crossGuide) { $0[.verticalCenter] }.frame(width: 100, height: 100)
        let column = View.vStack(spacing: 8, [square("green"), square("red"), blue, square("orange")])
        let dot = View.circle().foregroundColor("purple")
            .alignmentGuide(Self.crossGuide) { $0[.verticalCenter] }.frame(width: 100, height: 100)
        return View.hStack(alignment: VerticalAlignment(Self.crossGuide), spacing: 20, [dot, column])
    }

    /// The picture as headless Chromium draws it, or nil (said on the output) when Chromium is
    /// not installed.
    func screenshotInChromium(_ svg: String, width: Int, height: Int) throws -> PNGImage? {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let browser = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            print("SKIPPED: Chromium is not installed; the label was checked in rsvg-convert only")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("picture.svg")
        let output = folder.appendingPathComponent("picture.png")
        try Data(svg.utf8).write(to: input)
        let outcome = try ChildProcess.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--user-data-dir=\(folder.path)/profile", "--screenshot=\(output.path)",
                "--window-size=\(width),\(height)", input.absoluteString,
            ], standardOutput: FileHandle.nullDevice)
        #expect(!outcome.timedOut, "Chromium did not take its screenshot within its deadline")
        return try PNGImage(data: [UInt8](Data(contentsOf: output)))
    }
}
