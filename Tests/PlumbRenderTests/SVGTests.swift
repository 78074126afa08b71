import Foundation
import PlumbLayout
import PlumbTestSupport
import Testing

@testable import PlumbRender

/// `--format svg` checked the way a user sees it: each picture is drawn by a real SVG renderer,
/// `rsvg-convert` (Debian's librsvg2-bin, installed by Tools/bootstrap.sh), into a PNG, which
/// `PNGImage` decodes, and the tests read pixel colours at points inside and outside frames.
/// Pixel (x, y) covers the square from (x, y) to (x + 1, y + 1) in points.
@Suite("SVG pictures")
struct SVGTests {
    static let white = PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let red = PNGImage.Pixel(red: 0xff, green: 0x3b, blue: 0x30, alpha: 255)
    static let blue = PNGImage.Pixel(red: 0, green: 0x7a, blue: 0xff, alpha: 255)
    static let green = PNGImage.Pixel(red: 0x34, green: 0xc7, blue: 0x59, alpha: 255)

    /// Renders `svg` with rsvg-convert and decodes the PNG.
    func rasterize(_ svg: String) throws -> PNGImage {
        let candidates = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        guard let tool = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw PNGImage.Failure(
                description:
                    "rsvg-convert not found: run Tools/bootstrap.sh (Debian: librsvg2-bin; macOS: brew install librsvg)"
            )
        }
        let outcome = try ChildProcess.run(tool, ["-f", "png"], input: Data(svg.utf8))
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome.stderr)")
        return try PNGImage(data: [UInt8](outcome.output))
    }

    @Test func framesArePaintedAtTheirExactPoints() throws {
        // Fractional edges on purpose: in cells these would round; in the picture they do not.
        let root = placed(
            "ZStack", (0, 0, 100, 60),
            children: [
                placed("Rectangle", (10, 10, 30, 20), .shape(.rectangle), foreground: "red"),
                placed("Color", (50, 10.5, 20, 40), .color("blue")),
                placed("Circle", (75, 30, 20, 20), .shape(.circle), foreground: "green"),
            ])
        let image = try rasterize(renderSVG(LayoutResult(canvas: Size(width: 100, height: 60), root: root)))
        #expect(image.width == 100 && image.height == 60)
        #expect(image[10, 10] == Self.red)  // the rectangle's first pixel
        #expect(image[39, 29] == Self.red)  // and its last
        #expect(image[9, 10] == Self.white)
        #expect(image[40, 29] == Self.white)
        #expect(image[10, 30] == Self.white)
        #expect(image[60, 11] == Self.blue)
        #expect(image[60, 9] == Self.white)
        // The half-covered row 10 is a blend: neither white nor blue.
        #expect(image[60, 10] != Self.blue && image[60, 10] != Self.white)
        #expect(image[85, 40] == Self.green)  // the circle's centre
        #expect(image[76, 31] == Self.white)  // its frame's corner is outside the circle
    }

    /// A shape filled with `.clear` (or a colour of opacity 0) paints nothing: what is under it shows.
    @Test func aClearShapeShowsWhatIsUnderIt() throws {
        let root = placed(
            "ZStack", (0, 0, 40, 20),
            children: [
                placed("Rectangle", (0, 0, 40, 20), .shape(.rectangle), foreground: "red"),
                placed("Rectangle", (0, 0, 20, 20), .shape(.rectangle), foreground: "clear"),
                placed("Circle", (20, 0, 20, 20), .shape(.circle), foreground: "#00000000"),
            ])
        let image = try rasterize(renderSVG(LayoutResult(canvas: Size(width: 40, height: 20), root: root)))
        #expect(image[10, 10] == Self.red)
        #expect(image[30, 10] == Self.red)
    }

    /// Sundell's LoginActionsView's three buttons: an 8-point gap that cells would lose stays white
    /// in the picture.
    @Test func laidOutGapsStayOpen() throws {
        let button = View.rectangle().foregroundColor("blue").frame(width: 120, height: 20)
        let stack = View.vStack(spacing: 8, [button, button, button])
        let result = LayoutEngine().layout(stack, canvas: ProposedSize(width: 200, height: 100))
        let image = try rasterize(renderSVG(result))
        // The stack is 76 tall, centred: buttons at y 12…32, 40…60, 68…88; x 40…160.
        #expect(image[100, 20] == Self.blue)
        #expect(image[100, 35] == Self.white)
        #expect(image[100, 39] == Self.white)
        #expect(image[100, 40] == Self.blue)
        #expect(image[39, 20] == Self.white)
        #expect(image[40, 20] == Self.blue)
    }

    @Test func contentOutsideTheCanvasIsClipped() throws {
        let root = placed("Rectangle", (-20, -20, 40, 40), .shape(.rectangle), foreground: "red")
        let image = try rasterize(renderSVG(LayoutResult(canvas: Size(width: 30, height: 30), root: root)))
        #expect(image.width == 30 && image.height == 30)
        #expect(image[0, 0] == Self.red)
        #expect(image[19, 19] == Self.red)
        #expect(image[20, 20] == Self.white)
    }

    /// A ScrollView shows its content only inside its frame, as SwiftUI's and the diagram do: a
    /// 200-point row in a 100-point scroll view, 20 points from the canvas's edge, stops at 120.
    @Test func aScrollViewsContentIsClippedToItsFrame() throws {
        let row = View.color("red").frame(width: 200, height: 20)
        let view = View.scrollView(row, axes: .horizontal).frame(width: 100, height: 20).padding(20)
        let result = LayoutEngine().layout(view, canvas: ProposedSize(width: 140, height: 60))
        let image = try rasterize(renderSVG(result))
        #expect(image[21, 30] == Self.red)
        #expect(image[118, 30] == Self.red)
        #expect(image[122, 30] == Self.white)
        #expect(image[135, 30] == Self.white)
    }

    @Test func textIsDrawnInsideItsFrame() throws {
        let root = placed(
            "VStack", (0, 0, 80, 32),
            children: [placed("Text", (8, 8, 40, 16), .text(lines: ["HHHHH"], font: .body), foreground: "blue")])
        let image = try rasterize(renderSVG(LayoutResult(canvas: Size(width: 80, height: 32), root: root)))
        var inked = 0
        for y in 0..<32 {
            for x in 0..<80 where image[x, y] != Self.white {
                #expect(x >= 8 && x < 48 && y >= 8 && y < 24, "ink at (\(x), \(y)) outside the text's frame")
                inked += 1
            }
        }
        #expect(inked > 40)
    }

    @Test func guidesDrawTheLineTheMarksAndTheLegend() throws {
        let root = placed(
            "VStack", (0, 0, 100, 40),
            alignmentLines: [AlignmentLine(guide: "leading", axis: .horizontal, position: 60)],
            children: [
                placed(
                    "Rectangle", (60, 0, 40, 20), .shape(.rectangle), foreground: "green",
                    guideMarks: [GuideMark(guide: "leading", axis: .horizontal, value: 0, isExplicit: false)]),
                placed(
                    "Rectangle", (0, 20, 40, 20), .shape(.rectangle), foreground: "red",
                    guideMarks: [GuideMark(guide: "leading", axis: .horizontal, value: 60, isExplicit: true)]),
            ])
        let svg = renderSVG(
            LayoutResult(canvas: Size(width: 100, height: 40), root: root), options: SVGOptions(showGuides: true))
        #expect(svg.contains("<text x=\"4\""))
        #expect(svg.contains("VStack: leading at x = 60"))
        let image = try rasterize(svg)
        #expect(image.height > 40)  // the legend below the canvas
        // The red rectangle's guide point lies outside it, on the line at x = 60, y = 20: its
        // diamond is there, joined to the rectangle's edge by a dotted line.
        let mark = image[60, 20]
        #expect(mark.red > 150 && mark.green < 100)
        #expect(image[50, 30] == Self.white)
    }
}
