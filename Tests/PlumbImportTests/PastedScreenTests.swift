import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets that are whole screens (cards, profiles, templates, playgrounds, size classes) pasted from
/// public sources (`Fresh/`), checked against the geometry the source states.
@Suite("Pasted snippets: whole screens")
struct PastedScreenTests: FreshSnippetSuite {
    /// The playground's live view: each of the body's five views framed 390 × 844 (a modifier on a
    /// view whose body is several views applies to each).
    @Test func aPlaygroundLiveViewFramesEachView() throws {
        let r = try run("f107-surajglokhande-playground-modifiers")
        let framed = r.root.children.map(\.frame)
        #expect(framed.count == 5 && framed.allSatisfy { $0.width == 390 && $0.height == 844 })
    }

    /// The card with its stand-in title and no content: the title padded 16, in the card.
    @Test func aCardWithItsStandInTitle() throws {
        let r = try run("f120-magmatti-cardview")
        #expect(texts(r) == ["title"])
        let card = try #require(frames(of: "overlay", in: r).first)
        let title = try #require(frames(of: "Text", in: r).first)
        #expect(card.width == title.width + 32)
    }

    /// The background colour fills the canvas; the 100 × 100 image sits over the name.
    @Test func businessCardOnItsColour() throws {
        let r = try run("f123-vladislav-businesscard")
        #expect(frames(of: "Color", in: r).first?.width == 400)
        #expect(frames(of: "Image", in: r).first.map { [$0.width, $0.height] } == [100, 100])
    }

    /// `#if !os(macOS)`: the size class decides, as on an iPhone.
    @Test func sizeClassesDecideBehindIfOS() throws {
        var compact = EnvironmentValues()
        compact.horizontalSizeClass = .compact
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        #expect(texts(try run("f127-jaywcjlove-sizeclass-if-os", environment: compact)) == ["Compact"])
        #expect(texts(try run("f127-jaywcjlove-sizeclass-if-os", environment: regular)) == ["Regular"])
        let narrow = frames(of: "Text", in: try run("f128-wjch-adaptivestack", environment: compact))
        #expect(narrow[1].minY > narrow[0].minY)  // a VStack
        let wide = frames(of: "Text", in: try run("f128-wjch-adaptivestack", environment: regular))
        #expect(wide[1].minX > wide[0].minX)  // an HStack
    }

    /// Each card is padded 16 inside its background, 16 from the canvas at the top and the sides.
    @Test func cardsPaddedFromTheCanvas() throws {
        let r = try run("f166-laolarou-defaultcard")
        let card = try #require(frames(of: "background", in: r).first)
        #expect(card.minX == 16 && card.width == 368)
    }

    /// A 340×220 card with its text in the middle of the canvas.
    @Test func aCardFramedInTheMiddle() throws {
        let result = try run("f201-why-cardview")
        #expect(result.root.frame.size.width == 340 && result.root.frame.size.height == 220)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect((text.minX + text.maxX) / 2 == 200 && (text.minY + text.maxY) / 2 == 300)
    }

    /// The profile picture: 200×200, 44 below the top, on the gradient's first colour filling the screen.
    @Test func aProfileHeaderOnItsGradient() throws {
        let result = try run("f184-ngodangtan-profileheader")
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(image.width == 200 && image.height == 200 && image.minY == 44 && image.minX == 100)
        #expect(frames(of: "Color", in: result).first?.size == Size(width: 400, height: 600))
    }

    /// ReceiptSummary: the card padded inside and out (16 each),
    /// its texts on the leading edge, 12 apart; the total's amount on the trailing edge.
    @Test func aReceiptSummaryCard() throws {
        let result = try run("f430-swiftuicc-receiptsummary")
        let card = try #require(frames(of: "RoundedRectangle", in: result).first)
        #expect(card.minX == 16 && card.width == 400 - 32)
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].minX == 32 && texts[1].minX == 32)
        #expect(texts[1].minY - texts[0].maxY == 12)
        #expect(texts[4].maxX == 400 - 32)
    }

    /// kean.blog: the text is its own size, centred; ignoring the safe area moves nothing here.
    @Test func theTextIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f510-kean-layout-system-safe-area")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// CS193p's first Memorize: four cards of three views each in one ZStack, all filling it.
    @Test func fourCardsPiledUp() throws {
        let result = try run("f512-marcostcchen-cs193p-memorize")
        let shapes = frames(of: "RoundedRectangle", in: result)
        #expect(shapes.count == 8 && shapes.allSatisfy { $0 == Rect(x: 0, y: 0, width: 400, height: 600) })
        #expect(frames(of: "Text", in: result).count == 4)
    }

    /// CS193p lecture 1: four face-down cards share the padded row evenly, 8 apart.
    @Test func fourCardsInARow() throws {
        let cards = frames(of: "ZStack", in: try run("f513-agno3xzy-cs193p-memorize-lecture1"))
        #expect(cards.count == 4 && cards.allSatisfy { $0.width == 86 && $0.height == 568 })
        #expect(cards[0].minX == 16 && cards[1].minX - cards[0].maxX == 8 && cards[3].maxX == 384)
    }

    /// Memorize 2023: four cards share the padded column; the first face up, its emoji centred.
    @Test func fourCardsInAColumn() throws {
        let result = try run("f514-wisewong6-stanford-memorize2023")
        let cards = frames(of: "ZStack", in: result)
        #expect(cards.count == 4 && cards.allSatisfy { $0.width == 368 && $0.height == 136 })
        #expect(cards[1].minY - cards[0].maxY == 8)
        let emoji = try #require(frames(of: "Text", in: result).first)
        #expect(emoji.midX == cards[0].midX && emoji.midY == cards[0].midY)
    }

    /// Xcode's template as Hacking with Swift shows it: the globe over the text, centred, padded.
    @Test func theTemplateIsCentred() throws {
        let result = try run("f515-chanhi2000-hws-idine-template")
        let image = try #require(frames(of: "Image", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(image.midX == 200 && text.midX == 200 && image.maxY < text.minY)
    }

    /// A playground's live view: one text, centred.
    @Test func thePlaygroundsTextIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f516-codesearch-playground-hello-world")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// CS193p's AspectVGrid stub (its `items` and `aspectRatio` are never read): the template text,
    /// centred.
    @Test func theStubShowsItsTemplateText() throws {
        let text = try #require(frames(of: "Text", in: try run("f518-shawnspears-cs193p-aspectvgrid-stub")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// WWDC19's notes: the text is its own size, centred in the root view.
    @Test func theNotesTextIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f520-codesearch-wwdc19-custom-views-notes")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }

    /// A first view: one text, centred.
    @Test func theFirstViewIsCentred() throws {
        let text = try #require(frames(of: "Text", in: try run("f522-csdn-code2day-hello-world")).first)
        #expect(text.midX == 200 && text.midY == 300)
    }
}
