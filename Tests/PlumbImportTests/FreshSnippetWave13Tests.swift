import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The fourteenth round of snippets the importer was not written against (`Fresh/f428`–`f444`): the
/// `pages` results for eight layout queries and then, on the same terms, for more (the first listing
/// that shows a view of each page, at most three a query), each tried once before any change made
/// for it. 12 compile as pasted, and 11 of those ran as stated on the first try. Here each that
/// Plumb lays out is run, the geometry its source states is checked, and what is refused is refused
/// at its Swift position.
struct FreshSnippetWave13Tests: FreshSnippetSuite {
    static let laidOut = [
        "f429-eemdeeks-spacer-checklistrow", "f430-swiftuicc-receiptsummary", "f431-leyaa-background-yellow",
        "f432-alejandromp-christmas-aspectratio", "f433-sakuragg-landscape-topleading", "f434-openillumi-left-aligned",
        "f435-flutterbounty-swiftui-text-fonts", "f436-townsend-system-button", "f437-fivestars-label-styles",
        "f439-devler-rownumbersview", "f441-swiftable-circle-stroke", "f443-codeexamples-asyncimage-contrast",
        "f444-jrdevhub-divider-vstack",
    ]

    /// Refused where it is written: the four that do not compile as pasted and are not laid out (a
    /// view or type the snippet does not declare, a page's listing missing a parenthesis, bindings
    /// the page does not declare).
    @Test(arguments: [
        ("f428-fieldguide-lazyvgrid-coloredboxes", 2, 146, "unknown view 'ColoredBoxes'"),
        ("f438-iosdevie-text-image-interpolation", 2, 48, "this Swift does not parse"),
        ("f440-objcio-mystepper-previews", 2, 11, "an extension of MyStepperStyle"),
        ("f442-everest-togglestyle-automatic", 3, 18, "unknown name 'isShuffling'"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    // MARK: - The geometry each source states

    /// Spacer's checklist row: the spacer pushes the image and the name to the trailing edge, and
    /// the stack (its border) spans the width.
    @Test func checklistRowIsPushedToTheTrailingEdge() throws {
        let result = try run("f429-eemdeeks-spacer-checklistrow")
        #expect(result.root.frame.width == 400)
        let text = try #require(frames(of: "Text", in: result).first)
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(text.maxX == 400 && image.maxX < text.minX)
    }

    /// ReceiptSummary (round 14's one miss, run since): the card padded inside and out (16 each),
    /// its texts on the leading edge, 12 apart; the total's amount on the trailing edge.
    @Test func receiptSummaryCard() throws {
        let result = try run("f430-swiftuicc-receiptsummary")
        let card = try #require(frames(of: "RoundedRectangle", in: result).first)
        #expect(card.minX == 16 && card.width == 400 - 32)
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].minX == 32 && texts[1].minX == 32)
        #expect(texts[1].minY - texts[0].maxY == 12)
        #expect(texts[4].maxX == 400 - 32)
    }

    /// leyaa's background: the yellow rectangle behind the text, the text's size.
    @Test func backgroundTakesTheTextsSize() throws {
        let result = try run("f431-leyaa-background-yellow")
        #expect(frames(of: "Color", in: result) == frames(of: "Text", in: result))
    }

    /// alejandromp: a ratio of 2 filling the 400×600 proposal stretches the image to 1200×600.
    @Test func aspectRatioTwoFills() throws {
        let image = try #require(frames(of: "Image", in: try run("f432-alejandromp-christmas-aspectratio")).first)
        #expect(image.width == 1200 && image.height == 600)
    }

    /// sakuragg (Apple's listing): the image at the top-leading corner of its 300×400 frame.
    @Test func imageAtTheTopLeadingOfItsFrame() throws {
        let result = try run("f433-sakuragg-landscape-topleading")
        #expect([result.root.frame.width, result.root.frame.height] == [300, 400])
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(image.minX == result.root.frame.minX && image.minY == result.root.frame.minY)
    }

    /// openillumi: the frame takes the width, the text at its leading edge.
    @Test func textAtTheLeadingEdge() throws {
        let result = try run("f434-openillumi-left-aligned")
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(result.root.frame.width == 400 && text.minX == 0)
    }

    /// fivestars: of three label styles the closest to the label wins, the icon only.
    @Test func theClosestLabelStyleWins() throws {
        let result = try run("f437-fivestars-label-styles")
        #expect(PlumbImportTests.texts(result).isEmpty && frames(of: "Image", in: result).count == 1)
    }

    /// SwiftOnTap's RowNumbersView: the rows on the scroll view's leading edge.
    @Test func lazyRowsOnTheLeadingEdge() throws {
        let texts = frames(of: "Text", in: try run("f439-devler-rownumbersview"))
        #expect(texts.count >= 20 && texts.allSatisfy { $0.minX == 0 })
    }

    /// jrdevhub: the divider across the padded stack between the two texts.
    @Test func dividerBetweenTheTexts() throws {
        let result = try run("f444-jrdevhub-divider-vstack")
        let texts = frames(of: "Text", in: result)
        let divider = try #require(frames(of: "Divider", in: result).first)
        #expect(divider.minY > texts[0].maxY && divider.maxY < texts[1].minY)
        #expect(divider.height == 1 && divider.width == result.root.frame.width - 32)
    }
}
