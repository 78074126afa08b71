import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of stack and frame alignments, custom alignments and alignment guides pasted from public
/// sources (`Fresh/`), checked against the geometry the source states.
@Suite("Pasted snippets: alignment and alignment guides")
struct PastedAlignmentTests: FreshSnippetSuite {
    @Test func aTopLeadingZStackPutsTheTextAtTheCorner() throws {
        let r = try run("f24-juejin-zstack-topleading")
        let rect = try #require(frames(of: "Rectangle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(rect.size == Size(width: 200, height: 200))
        #expect(padded.origin == rect.origin)
    }

    @Test func anAlignmentGuideMovesTheRow() throws {
        let r = try run("f36-apple-alignmentguide-weather")
        let title = try #require(frames(of: "Text", in: r).first)
        let row = try #require(frames(of: "HStack", in: r).first)
        // The row's centre guide is 50 from its leading edge, on the title's centre line.
        #expect(row.origin.x + 50 == title.origin.x + title.size.width / 2)
    }

    @Test func aHeartCentredOnTheButtonsCorner() throws {
        let r = try run("f50-fatbobman-icondemo")
        let button = try #require(frames(of: "RoundedRectangle", in: r).first)
        let heart = try #require(frames(of: "Circle", in: r).first)
        // IconDemo2 (the last view no other uses): the heart's centre on the button's top-trailing corner.
        #expect(button.size == Size(width: 150, height: 50))
        #expect(heart.origin.x + 15 == button.origin.x + 150)
        #expect(heart.origin.y + 15 == button.origin.y)
    }

    /// HStack(alignment: .myCenter): blue 50 and green 30 centred on the line, red's top on it
    /// (its guide is myCenter − 20 = 0).
    @Test func aCustomAlignmentHangsTheRedSquareFromTheLine() throws {
        let boxes = frames(of: "frame", in: try run("f83-klug-stackcustomalignment"))
        #expect(boxes.map(\.minY).map { $0 - boxes[0].minY } == [0, 10, 25])
    }

    /// The star is centred on London, the third city.
    @Test func aCustomAlignmentCentresTheStarOnTheThirdCity() throws {
        let r = try run("f84-packswiftui-custom")
        let star = try #require(frames(of: "Image", in: r).first)
        let london = frames(of: "Text", in: r)[2]
        #expect(star.minY + star.height / 2 == london.minY + london.height / 2)
    }

    /// The badge's top guide is its bottom: it sits on the image's top edge, at the leading side.
    @Test func anOverlaysBadgeSitsOnTheImagesTop() throws {
        let r = try run("f100-w3schools-overlaydemo")
        let image = try #require(frames(of: "Image", in: r).first)
        let badge = try #require(frames(of: "Capsule", in: r).first)
        #expect(badge.maxY == image.minY && badge.minX == image.minX)
        #expect(image.width == 220 && image.height == 120)
    }

    /// The credit is at the ZStack's bottom-trailing corner, moved 5 up and 5 to the leading side.
    @Test func photoCreditIsOffsetFromTheCorner() throws {
        let r = try run("f118-jaywcjlove-photo-credit")
        let stack = try #require(frames(of: "ZStack", in: r).first)
        let credit = try #require(frames(of: "background", in: r).first)
        #expect(credit.maxX == stack.maxX - 5 && credit.maxY == stack.maxY - 5)
    }

    /// The labels' leading guides: their own leading, their centre, their trailing edge, 60.
    @Test func leadingGuidesAtTheLabelsEdgesAndCentre() throws {
        let r = try run("f151-ram4ik-alignmenthlabel")
        let labels = r.root.children.map(\.frame)
        let zero = labels[0].minX
        #expect(labels[1].minX == zero)
        #expect(labels[2].minX == zero - 70)
        #expect(labels[3].minX == zero - 160)
        #expect(labels[4].minX == zero - 60)
        #expect(labels[5].minX == zero)
    }

    /// The red rectangle's leading guide is a third of its width: it stands out that far.
    @Test func aGuideOfAThirdMakesTheRectangleStandOut() throws {
        let rects = frames(of: "Rectangle", in: try run("f152-mjjang-aligned"))
        #expect(abs(rects[0].minX - rects[1].minX - 200.0 / 3) < 1e-9)
        #expect(rects[2].minX == rects[0].minX)
    }

    /// Alignment: eleven boxes, one at each alignment of the square background; the corners'
    /// boxes at its corners, the baseline ones at its texts' baselines, on the side they name.
    @Test func elevenAlignmentsOfASquare() throws {
        let result = try run("f239-apple-alignment-gallery")
        let grid = try #require(frames(of: "Grid", in: result).first)
        #expect(grid.width == grid.height)  // .aspectRatio(1, contentMode: .fit)
        let boxes = frames(of: "background", in: result).filter { $0.height < 40 }
        #expect(boxes.count == 11)
        #expect(boxes.contains { $0.minX == grid.minX && $0.minY == grid.minY })  // .topLeading
        #expect(boxes.contains { $0.maxX == grid.maxX && $0.maxY == grid.maxY })  // .bottomTrailing
        let texts = frames(of: "Text", in: result)
        let upper = texts[0]
        let lower = texts[1]
        // .trailingFirstTextBaseline: the trailing edge, the upper text's first line's baseline;
        // .leadingLastTextBaseline: the leading edge, the lower text's last line's.
        let trailingFirst = boxes[boxes.count - 1]
        let leadingLast = boxes[boxes.count - 2]
        #expect(trailingFirst.maxX == grid.maxX && trailingFirst.minY + 2 == upper.minY)
        #expect(leadingLast.minX == grid.minX && leadingLast.maxY - 2 == lower.maxY)
    }

    /// HorizontalAlignment: each column's red lines run along its text's leading edge, centre and
    /// trailing edge; the stack is 150 high.
    @Test func horizontalAlignmentsAtTheTextsEdgesAndCentre() throws {
        let result = try run("f242-apple-horizontalalignment-gallery")
        let texts = frames(of: "Text", in: result)
        let lines = frames(of: "Color", in: result)
        #expect(lines.count == 6 && texts.count == 3)
        #expect(lines[0].minX == texts[0].minX)
        #expect(lines[2].minX + 0.5 == texts[1].minX + texts[1].width / 2)
        #expect(lines[4].maxX == texts[2].maxX)
        #expect(frames(of: "HStack", in: result).first?.height == 150)
    }

    /// VerticalAlignment: the top row's lines at its text's top, the bottom row's at its bottom.
    @Test func verticalAlignmentsAtTheTextsTopCentreAndBottom() throws {
        let result = try run("f247-apple-verticalalignment-gallery")
        let texts = frames(of: "Text", in: result)
        let lines = frames(of: "Color", in: result)
        #expect(lines[0].minY == texts[0].minY)
        #expect(lines[4].maxY == texts[2].maxY)
        #expect(lines[2].minY + 0.5 == texts[1].minY + texts[1].height / 2)
    }

    /// background(alignment:) stars at the text's leading edge, centre and trailing edge;
    /// overlay(alignment:) stars at the rectangle's corners.
    @Test func starsBehindAndOverAtTheirAlignments() throws {
        let behind = try run("f251-apple-background-alignment-stars")
        let text = try #require(frames(of: "Text", in: behind).first)
        let stars = frames(of: "Image", in: behind)
        #expect(Set(stars.map(\.minX)) == [text.minX, text.minX + (text.width - 16) / 2, text.maxX - 16])
        let over = try run("f268-apple-overlay-alignment-stars")
        let rectangle = try #require(frames(of: "RoundedRectangle", in: over).first)
        #expect(rectangle.width == 200 && rectangle.height == 100)
        let corners = frames(of: "Image", in: over).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
        #expect(corners[0][0] == rectangle.minX && corners[0][1] == rectangle.minY)
        #expect(corners[3][2] == rectangle.maxX && corners[3][3] == rectangle.maxY)
    }

    /// ViewDimensions: "Indented" is 10 points right of "Default" (its leading guide 10 less).
    @Test func aTextIndentedByItsGuide() throws {
        let texts = frames(of: "Text", in: try run("f274-apple-viewdimensions-offset"))
        #expect(texts[1].minX - texts[0].minX == 10)
    }

    /// AlignmentID: "Because each set of stripes has three equal, vertically stacked rectangles, they
    /// align at the bottom edge of the top rectangle", a third of each height (60, 120, 90).
    @Test func stripesAlignAtTheirFirstThird() throws {
        let groups = frames(of: "VStack", in: try run("f389-everest-alignmentid-stripes"))
        // Three stripes and two 1-point gaps: the heights are sums of thirds, equal to within rounding.
        #expect(groups.map { $0.height.rounded() } == [60, 120, 90])
        let lines = groups.map { $0.minY + $0.height / 3 }
        #expect(lines.allSatisfy { abs($0 - lines[0]) < 1e-9 })
    }

    /// studyraid: the text's top on the rectangle's 30 % line, which the rectangle moves to its centre.
    @Test func aThirtyPercentGuide() throws {
        let result = try run("f390-studyraid-thirtypercent")
        let text = try #require(frames(of: "Text", in: result).first)
        let rectangle = try #require(frames(of: "Rectangle", in: result).first)
        #expect(rectangle.height == 100 && text.minY == rectangle.minY + 50)
    }

    /// Day 92's alignment guide: the first text's trailing edge on the second's leading edge, in the
    /// 400×400 frame.
    @Test func aGuideJoinsTheTextsEdges() throws {
        let result = try run("f408-iosdevh-alignmentguidescreen")
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].maxX == texts[1].minX)
        #expect(frames(of: "Color", in: result).first.map { [$0.width, $0.height] } == [400, 400])
    }

    /// The overlay's circle at the text's top-trailing corner.
    @Test func overlayAlignedTopTrailing() throws {
        let result = try run("f424-codesearch-md-overlay-circle")
        let text = try #require(frames(of: "Text", in: result).first)
        let circle = try #require(frames(of: "Circle", in: result).first)
        #expect(circle.maxX == text.maxX && circle.minY == text.minY && circle.width == 10)
    }

    /// The close button at the top-trailing corner of the blue rectangle, 16 points in.
    @Test func closeButtonAtTheTopTrailingCorner() throws {
        let result = try run("f458-yamamotodesu-maxwidth-frame-alignment")
        let circle = try #require(frames(of: "Circle", in: result).first)
        #expect(circle.maxX == 400 - 16 && circle.minY == 16 && circle.width == 32)
    }

    /// DemoStack: the ZStack's texts share their trailing edge, "World2" 20 points up; the VStack's
    /// texts share their leading edge, 20 apart.
    @Test func trailingZStackAndLeadingVStack() throws {
        let texts = frames(of: "Text", in: try run("f498-ywang305-demostack"))
        #expect(texts.count == 4)
        #expect(texts[0].maxX == texts[1].maxX && texts[0].minY - texts[1].minY == 20)
        #expect(texts[2].minX == texts[3].minX && texts[3].minY - texts[2].maxY == 20)
    }

    /// Hacking with Swift's custom alignment, before the guide: the two stacks are centred on each
    /// other, so "@twostraws" and "WEI XIAN" do not line up (the page's point).
    @Test func theTwoColumnsAreCentredNotAligned() throws {
        let result = try run("f511-tencent-hws-custom-alignment")
        let stacks = frames(of: "VStack", in: result)
        #expect(stacks.count == 2 && stacks[0].midY == stacks[1].midY)
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 3 && texts[0].midY != texts[2].midY)
        #expect(frames(of: "Image", in: result).first?.width == 64)
    }
}
