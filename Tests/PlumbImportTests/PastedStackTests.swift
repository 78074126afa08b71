import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of stacks, spacers and dividers pasted from public sources (`Fresh/`, each file's first
/// line names its source), laid out on a 400×600 canvas and checked against the geometry the source states.
@Suite("Pasted snippets: stacks, spacers and dividers")
struct PastedStackTests: FreshSnippetSuite {
    @Test func twoStacksAHundredApart() throws {
        let r = try run("f02-wildstudio-spacing")
        let stacks = frames(of: "VStack", in: r)
        #expect(stacks.count == 2)
        #expect(stacks[1].origin.x - (stacks[0].origin.x + stacks[0].size.width) == 100)
    }

    @Test func equalColumnsTakeAThirdEach() throws {
        let r = try run("f03-tiagoperes-example1")
        let columns = frames(of: "background", in: r).filter { $0.size.width < 400 }
        // Three columns of a third of the width each, 80, 50 and 50 high, top-aligned.
        #expect(columns.map(\.size.height) == [80, 50, 50])
        for c in columns { #expect(abs(c.size.width - 400.0 / 3) < 1e-9) }
        #expect(columns.allSatisfy { $0.origin.y == columns[0].origin.y })
    }

    @Test func leadingTextsTenApart() throws {
        let r = try run("f04-gahntpo-vstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(Set(texts.map(\.origin.x)).count == 1)
        #expect(texts[1].origin.y - (texts[0].origin.y + texts[0].size.height) == 10)
    }

    @Test func aStackInitWithAlignmentAndSpacing() throws {
        let r = try run("f09-csdn-hstack")
        let first = try #require(frames(of: "HStack", in: r).first)
        let texts = frames(of: "Text", in: r)
        // HStack.init(alignment: .bottom, spacing: 20): bottoms level, 20 apart.
        #expect(texts[0].origin.y + texts[0].size.height == texts[1].origin.y + texts[1].size.height)
        #expect(texts[1].origin.x - (texts[0].origin.x + texts[0].size.width) == 20)
        #expect(first.size.height == 3 * 16)
    }

    @Test func anHStacksFiveItemsTenApart() throws {
        let r = try run("f17-apple-hstack")
        let texts = frames(of: "Text", in: r)
        // Five items, top-aligned, 10 apart.
        #expect(texts.count == 5)
        #expect(gapsX(texts) == [10, 10, 10, 10])
        #expect(Set(texts.map(\.origin.y)).count == 1)
    }

    @Test func offsetSquaresInAZStackDoNotMoveIt() throws {
        let r = try run("f18-apple-zstack")
        let squares = frames(of: "Rectangle", in: r)
        // Six 100×100 squares, each drawn 10 points right and down of the one before.
        #expect(squares.count == 6)
        #expect(squares.allSatisfy { $0.size == Size(width: 100, height: 100) })
        for (a, b) in zip(squares, squares.dropFirst()) {
            #expect(b.origin.x - a.origin.x == 10)
            #expect(b.origin.y - a.origin.y == 10)
        }
        // The offsets do not move the stack: it is the first square's size.
        #expect(frames(of: "ZStack", in: r).first?.size == Size(width: 100, height: 100))
    }

    @Test func aSpacerPushesTheTextsToThePaddedEdges() throws {
        let r = try run("f20-w3schools-spacers")
        let texts = frames(of: "Text", in: r)
        #expect(texts.first?.origin.x == 16)
        let right = try #require(texts.last)
        #expect(right.origin.x + right.size.width == 400 - 16)
    }

    @Test func leadingTextsTwentyApart() throws {
        let r = try run("f21-wangchujiang-vstack-spacing")
        let texts = frames(of: "Text", in: r)
        #expect(gapsY(texts) == [20])
        #expect(texts[0].origin.x == texts[1].origin.x)
    }

    @Test func aDividerSpansTheStackBetweenItsTexts() throws {
        let r = try run("f22-wangchujiang-divider")
        let divider = try #require(frames(of: "Divider", in: r).first)
        let texts = frames(of: "Text", in: r)
        #expect(divider.size.width == 400)
        #expect(divider.origin.y > texts[0].origin.y && divider.origin.y < texts[1].origin.y)
    }

    @Test func concentricCirclesInAZStack() throws {
        let r = try run("f23-juejin-zstack-circles")
        let circles = frames(of: "Circle", in: r)
        #expect(circles.map(\.size.width) == [100, 80, 60])
        #expect(Set(circles.map { $0.origin.x + $0.size.width / 2 }).count == 1)
        #expect(Set(circles.map { $0.origin.y + $0.size.height / 2 }).count == 1)
    }

    @Test func aRowWithASpacerSpansTheWidth() throws {
        let r = try run("f28-smithery-hstack-spacer")
        #expect(frames(of: "HStack", in: r).first?.size.width == 400)
        let texts = frames(of: "Text", in: r)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(texts[0].origin.x - (image.origin.x + image.size.width) == 12)
        #expect(texts[1].origin.x + texts[1].size.width == 400)
    }

    @Test func leadingTitlesSixteenApart() throws {
        let r = try run("f32-smithery-vstack-titles")
        let texts = frames(of: "Text", in: r)
        #expect(gapsY(texts) == [16, 16])
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func spacersPutTheTextAThirdDown() throws {
        let r = try run("f34-wangchujiang-spacer-third")
        let text = try #require(frames(of: "Text", in: r).first)
        let spacers = frames(of: "Spacer", in: r)
        #expect(spacers.count == 3)
        #expect(abs(text.origin.y - (600 - 16) / 3) < 1e-9)
    }

    @Test func aSpacerShrinksToItsMinimumBeforeAColour() throws {
        let r = try run("f35-zenn-spacer-priority")
        let spacer = try #require(frames(of: "Spacer", in: r).first)
        let color = try #require(frames(of: "Color", in: r).first)
        // The spacer keeps its minimum (8) and the colour takes the rest of the 300.
        #expect(spacer.size.width == 8)
        #expect(color.size == Size(width: 300 - 40 - 8, height: 100))
    }

    @Test func aChecklistRowWithoutANameShowsItsStandIn() throws {
        // `let name: String` has no value and the snippet has no preview: its name stands in.
        let (r, script) = try layOut(
            swift: try source("f33-apple-spacer-checklist"), fileName: "f33.swift", width: 400, height: 600)
        #expect(script.lua.contains("return ChecklistRow { name = \"name\" }  -- name: no value in the Swift"))
        let image = try #require(frames(of: "Image", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        let stack = try #require(frames(of: "HStack", in: r).first)
        // The checkmark left of the name, standard spacing (8), centred; the border hugs the stack.
        #expect(text.origin.x - (image.origin.x + image.size.width) == 8)
        #expect(stack.size.width == image.size.width + 8 + text.size.width)
        #expect(image.origin.y + image.size.height / 2 == text.origin.y + text.size.height / 2)
    }

    @Test func centredTextsShareTheirCentre() throws {
        let r = try run("f38-answertopia-vstack-center")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(Set(texts.map { $0.origin.x + $0.size.width / 2 }).count == 1)
        #expect(texts[1].size.width > texts[0].size.width && texts[0].size.width > texts[2].size.width)
    }

    @Test func threeSpacersShareTheRestEqually() throws {
        let r = try run("f39-zenn-three-spacers")
        let spacers = frames(of: "Spacer", in: r)
        #expect(spacers.count == 3)
        #expect(spacers.allSatisfy { abs($0.size.width - (300 - 32 - 80) / 3) < 1e-9 })
        #expect(frames(of: "frame", in: r).first?.size.width == 300)
    }

    @Test func aRowOfIconsEightApart() throws {
        let r = try run("f40-objcio-icons-row")
        let images = frames(of: "Image", in: r)
        #expect(images.count == 3)
        #expect(gapsX(images) == [8, 8])
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size.width == 3 * 16 + 2 * 8 + 32)
    }

    @Test func anIndicatorFillsTheRestOfTheStack() throws {
        let r = try run("f53-wildstudio-indicator")
        let rect = try #require(frames(of: "Rectangle", in: r).first)
        #expect(rect.size.width == 150)
        let text = try #require(frames(of: "Text", in: r).first)
        // The stack is 150×100: the text, then the rectangle to the bottom.
        #expect(rect.origin.y + rect.size.height - text.origin.y == 100)
    }

    @Test func aNestedVStacksItemsLeadingEightApart() throws {
        let r = try run("f56-juejin-ch4-nested-vstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 5)
        // The three items are leading-aligned and 8 apart.
        #expect(Set(texts[1...3].map(\.origin.x)).count == 1)
        #expect(gapsY(Array(texts[1...3])) == [8, 8])
    }

    @Test func aVStacksTenItemsTenApart() throws {
        let r = try run("f57-apple-vstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 10)
        #expect(gapsY(texts).allSatisfy { $0 == 10 })
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func aSpacerPushesTheSquaresApart() throws {
        let r = try run("f65-velog-snack-spacer")
        let squares = frames(of: "Rectangle", in: r)
        #expect(squares.map(\.origin.x) == [0, 300])
    }

    @Test func anHStacksTextsShareTheirTop() throws {
        let r = try run("f66-sundayswift-hstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(Set(texts.map(\.origin.y)).count == 1)
    }

    @Test func previewLayoutIsDroppedAndTheRowPadded() throws {
        let (r, script) = try imported("f67-rbt200-hstack-spacer")
        #expect(script.lua.contains("-- .previewLayout dropped: a preview setting"))
        let texts = frames(of: "Text", in: r)
        #expect(texts.first?.origin.x == 15)
        let last = try #require(texts.last)
        #expect(last.origin.x + last.size.width == 400 - 15)
    }

    /// Spacers framed 50 high; the HStack's spacer at its maximum, 100.
    @Test func framedSpacers() throws {
        let spacers = frames(of: "Spacer", in: try run("f146-nawsu-alignmentandspacing"))
        #expect(spacers.prefix(3).map(\.height) == [50, 50, 50])
        #expect(spacers.last?.width == 100)
    }

    /// The three stats share what the 90-point photo leaves, equally.
    @Test func statsShareTheRow() throws {
        let result = try run("f234-kejlor-profilestats")
        let stats = frames(of: "frame", in: result).filter { $0.height == 32 }
        #expect(stats.count == 3)
        #expect(stats.allSatisfy { abs($0.width - (400 - 90 - 3 * 8) / 3) < 1e-9 })
        #expect(texts(result).contains("📧 bart@gmail.com"))
    }

    /// zIndex(_:): two 100-point squares, one above the other.
    @Test func zIndexedSquaresOneAboveTheOther() throws {
        let squares = frames(of: "Rectangle", in: try run("f372-apple-zindex"))
        #expect(squares.map { [$0.width, $0.height] } == [[100, 100], [100, 100]])
        #expect(squares[1].minY == squares[0].maxY + 8)
    }

    /// The crosshairs: a 200×200 stack, the 160-point square and the two 1-point lines across it.
    @Test func crosshairsAcrossTheSquare() throws {
        let result = try run("f397-ramble-crosshairs")
        #expect([result.root.frame.width, result.root.frame.height] == [200, 200])
        let lines = frames(of: "Color", in: result).map { [$0.width, $0.height] }
        #expect(lines == [[1, 160], [160, 1]])
    }

    /// StacksVStackHStack: the four padded stacks 60 apart; the leading one's texts share an edge,
    /// the trailing one's too.
    @Test func fourPaddedStacksSixtyApart() throws {
        let texts = frames(of: "Text", in: try run("f404-yihwan-stacks-vstack-hstack"))
        // Each stack padded 16: 60 between the stacks is 92 between their texts.
        #expect(texts[2].minY - texts[1].maxY == 60 + 32 && texts[6].minY - texts[2].maxY == 60 + 32)
        #expect(texts[6].minX == texts[7].minX && texts[8].maxX == texts[9].maxX)
    }

    /// An HStack's spacing of 10.
    @Test func anHStacksSpacingOfTen() throws {
        let texts = frames(of: "Text", in: try run("f405-codesearch-md-hstack-spacing"))
        #expect(texts[1].minX - texts[0].maxX == 10)
    }

    /// Layout priority rows: equal thirds; the priority-1 colours share what is left and the green
    /// gets none; a 50-wide red and a blue at most 50 leave the rest to the priority-1 green.
    @Test(arguments: ["f417-swieeft-layoutpriority", "f420-appleceo-layoutpriority"])
    func layoutPriorityRowsShareTheWidth(_ name: String) throws {
        let widths = frames(of: "Color", in: try run(name)).map(\.width)
        #expect(Array(widths[0..<3]) == [128, 128, 128])
        #expect(Array(widths[3..<6]) == [192, 0, 192])
        #expect(Array(widths[9..<12]) == [50, 284, 50])
    }

    /// Spacer's checklist row: the spacer pushes the image and the name to the trailing edge, and
    /// the stack (its border) spans the width.
    @Test func checklistRowIsPushedToTheTrailingEdge() throws {
        let result = try run("f429-eemdeeks-spacer-checklistrow")
        #expect(result.root.frame.width == 400)
        let text = try #require(frames(of: "Text", in: result).first)
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(text.maxX == 400 && image.maxX < text.minX)
    }

    /// jrdevhub: the divider across the padded stack between the two texts.
    @Test func dividerBetweenTheTexts() throws {
        let result = try run("f444-jrdevhub-divider-vstack")
        let texts = frames(of: "Text", in: result)
        let divider = try #require(frames(of: "Divider", in: result).first)
        #expect(divider.minY > texts[0].maxY && divider.maxY < texts[1].minY)
        #expect(divider.height == 1 && divider.width == result.root.frame.width - 32)
    }

    /// SpaceView: both rows span the width (the texts at its ends); the green square is centred on
    /// the red one.
    @Test func spacersPushTheTextsToTheEnds() throws {
        let result = try run("f450-zhouwencn-spaceview")
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].minX == 0 && texts[1].maxX == 400 && texts[2].minX == 0 && texts[3].maxX == 400)
        let squares = frames(of: "Rectangle", in: result)
        #expect(squares.map(\.width) == [50, 100])
        #expect(squares[0].minX - squares[1].minX == 25 && squares[0].minY - squares[1].minY == 25)
    }

    /// "Using Spacer()": without a Spacer the stack, and its blue, is the text's size.
    @Test func withoutASpacerTheStackIsTheTextsSize() throws {
        let result = try run("f452-codesearch-md-spacer-hstack-blue")
        #expect(frames(of: "Color", in: result) == frames(of: "Text", in: result))
    }

    /// rioogino: the hidden widest text sizes the stack; the visible one at its leading edge.
    @Test func theHiddenWidestTextSizesTheStack() throws {
        let result = try run("f467-rioogino-hidden-widest-text")
        let texts = frames(of: "Text", in: result)
        #expect(result.root.frame.width == texts[0].width && texts[1].width < texts[0].width)
        #expect(texts[1].minX == texts[0].minX)
    }

    /// The two texts 10 apart.
    @Test func hstackSpacingTen() throws {
        let texts = frames(of: "Text", in: try run("f477-codesearch-md-hstack-swiftui-uikit"))
        #expect(texts[1].minX - texts[0].maxX == 10)
    }

    /// The title, the text and the button 16 apart.
    @Test func vstackSpacingSixteen() throws {
        let texts = frames(of: "Text", in: try run("f478-codesearch-md-ja-vstack16"))
        #expect(texts[1].minY - texts[0].maxY == 16 && texts[2].minY - texts[1].maxY == 16)
    }

    /// The Divider spans the stack's cross axis (its padded width), between the clock and the date.
    @Test func theDividerSpansThePaddedStack() throws {
        let result = try run("f492-csdn-fzhlee-divider")
        let dividers = frames(of: "Divider", in: result)
        #expect(dividers.count == 2 && dividers.allSatisfy { $0.width == 368 && $0.minX == 16 })
        let images = frames(of: "Image", in: result)
        let texts = frames(of: "Text", in: result)
        #expect(images[0].maxY < dividers[0].minY && dividers[0].maxY < texts[0].minY)
    }

    /// Dividers across the whole width of the VStack, between the three items.
    @Test func dividersSpanTheStack() throws {
        let result = try run("f493-swiftuireactnative-divider")
        #expect(frames(of: "Divider", in: result).map(\.width) == [400, 400])
        #expect(frames(of: "Text", in: result).count == 3)
    }

    /// The clouds over the text: both centred on the same point.
    @Test func theCloudsCoverTheText() throws {
        let texts = frames(of: "Text", in: try run("f499-codesearch-zstack-doc-clouds"))
        #expect(texts.count == 2 && texts[0].midX == texts[1].midX && texts[0].midY == texts[1].midY)
    }

    /// An empty HStack (the page's first step, "// TODO"): nothing, at the centre.
    @Test func theEmptyStackIsNothing() throws {
        let stack = try #require(frames(of: "HStack", in: try run("f508-netsplit-combining-stacks")).first)
        #expect(stack == Rect(x: 200, y: 300, width: 0, height: 0))
    }

    /// Majid: a stack is a fitting view, the size of its text, and the border shows it.
    @Test func theStackFitsItsText() throws {
        let result = try run("f517-swiftwithmajid-fitting-filling")
        let stack = try #require(frames(of: "HStack", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(stack == text)
    }

    /// CodeWithChris: ten views 40 apart, trailing; the two shapes share what the texts leave.
    @Test func tenViewsTrailing40Apart() throws {
        let result = try run("f523-codesearch-codewithchris-vertical-stack")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 9 && texts[0].maxX == 384 && texts[1].minY - texts[0].maxY == 40)
        let rectangle = try #require(frames(of: "Rectangle", in: result).first)
        let rounded = try #require(frames(of: "RoundedRectangle", in: result).first)
        #expect(rectangle.width == 368 && rectangle.height == 32 && rounded.height == 32)
    }

    /// Apple's HStack page: three texts side by side, centred, the default spacing apart.
    @Test func threeFruitsInARow() throws {
        let texts = frames(of: "Text", in: try run("f524-codesearch-hstack-doc-fruit"))
        #expect(texts.count == 3 && texts[1].minX - texts[0].maxX == 8 && texts[1].midX == 200)
    }

    /// Hacking with Swift, day 20: one spacer above and two below, so the texts sit a third of the
    /// way down, 20 apart.
    @Test func theTextsSitAThirdOfTheWayDown() throws {
        let result = try run("f525-jecworks-guesstheflag-spacers")
        let spacers = frames(of: "Spacer", in: result)
        #expect(spacers.count == 3 && abs(spacers[0].height - spacers[2].height) < 0.01)
        let texts = frames(of: "Text", in: result)
        #expect(abs(texts[0].minY - spacers[0].maxY - 20) < 0.01 && abs(texts[1].minY - texts[0].maxY - 20) < 0.01)
        #expect(texts.allSatisfy { $0.midX == 200 })
    }

    /// Three stacks in one body: one under another; the last, with its Spacer, takes the rest.
    @Test func threeStacksOneUnderAnother() throws {
        let result = try run("f526-jeuneseven-guesstheflag-three-stacks")
        let stacks = frames(of: "VStack", in: result)
        #expect(stacks.count == 3 && stacks[1].minY == stacks[0].maxY && stacks[2].maxY == 600)
        let texts = frames(of: "Text", in: result)
        #expect(texts[1].minY - texts[0].maxY == 20 && texts[2].minX == texts[3].minX)
    }

    /// The same with `alignment: .leading`: the three texts share their leading edge.
    @Test func theTextsShareTheirLeadingEdge() throws {
        let texts = frames(of: "Text", in: try run("f527-princegosplana-guesstheflag-leading"))
        #expect(texts.count == 3 && texts[0].minX == texts[1].minX && texts[1].minX == texts[2].minX)
        #expect(texts[1].minY - texts[0].maxY == 20)
    }
}
