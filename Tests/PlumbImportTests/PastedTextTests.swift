import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of text that wraps, truncates, reserves lines, spaces its lines or gives way by layout
/// priority, pasted from public sources (`Fresh/`), checked against the geometry the source states.
@Suite("Pasted snippets: text wrapping, truncation and priority")
struct PastedTextTests: FreshSnippetSuite {
    @Test func aTextWrapsInItsFrame() throws {
        let r = try run("f19-apple-fixedsize")
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 200, height: 200))
        let text = try #require(frames(of: "Text", in: r).first)
        // The text wraps within the 200-point width.
        #expect(text.size.width <= 200)
        #expect(text.size.height > 16)
    }

    /// `.lineSpacing`: a wrapped text of n lines is n lines and n − 1 spacings tall (5 here; the one-line title keeps its height).
    @Test func lineSpacingSpacesTheWrappedLines() throws {
        let result = try run("f63-tencent-linespacing")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 2)
        #expect(texts[0].height == 48)  // one line of the title face: no spacing
        let lines = (texts[1].height + 5) / (16 + 5)
        #expect(lines == lines.rounded() && lines > 1)
    }

    /// The middle text has priority 1: it gets its whole width; the two sides share what is left.
    @Test func aMiddleTextWithPriorityKeepsItsWidth() throws {
        let r = try run("f98-zenn-samekard-center")
        let middle = try #require(frames(of: "layoutPriority", in: r).first)
        let ideal = try #require(
            frames(
                of: "Text",
                in: try layOut(lua: "return Text(\"長い長い長い長い長い長い長い長い真ん中\")", chunkName: "t", width: nil, height: nil)
            )
            .first)
        #expect(middle.width == ideal.width)
        let sides = frames(of: "ZStack", in: r)
        #expect(sides.count == 2 && sides[0].width == sides[1].width)
    }

    /// "If the stack has enough room" the three are one line high; with less, the texts wrap.
    @Test func textsWrapOnlyWhenTheStackIsShort() throws {
        let wide = frames(of: "Text", in: try run("f99-packt-flight-times", width: 900))
        #expect(Set(wide.map(\.height)).count == 1)
        let narrow = frames(of: "Text", in: try run("f99-packt-flight-times", width: 400))
        #expect(narrow[0].height > wide[0].height)
    }

    /// "\(Date())" is 25 characters wide, as Swift prints a date.
    @Test func aDateIsOneMomentWide() throws {
        let r = try run("f119-wzbg-dividerview")
        #expect(texts(r) == ["2001-01-01 00:00:00 +0000", "2001-01-01 00:00:00 +0000"])
    }

    /// `.layoutPriority(1)` keeps "Blanance" and "SwiftUI" whole; the text beside them is cut.
    @Test func layoutPriorityKeepsTextsWhole() throws {
        let all = texts(try run("f206-qijinliang-hstack7"))
        #expect(all.contains("Blanance") && all.contains("SwiftUI"))
        #expect(all.filter { $0.hasPrefix("Wri") && $0.hasSuffix("…") }.count == 2)
    }

    /// `.truncationMode(.middle)`: one line, cut in the middle.
    @Test func middleTruncationKeepsOneLine() throws {
        let result = try run("f205-marcodelu-contentview")
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.height == 16)
        let shown = try #require(texts(result).first)
        #expect(shown.hasPrefix("This is") && shown.hasSuffix("Phones") && shown.contains("…"))
    }

    /// fixedSize(horizontal: true, vertical: false): the text keeps one line, wider than its
    /// 200-point frame.
    @Test func fixedSizeHorizontallyKeepsOneLine() throws {
        let result = try run("f255-apple-fixedsize-horizontal")
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.width > 200 && text.height == 16)
        #expect(frames(of: "frame", in: result).first?.width == 200)
    }

    /// lineLimit(_:reservesSpace:): the title reserves two lines, the subtitle four.
    @Test func lineLimitReservesItsLines() throws {
        let texts = frames(of: "Text", in: try run("f262-apple-linelimit-reservesspace"))
        #expect(texts[0].height == 2 * 16 && texts[1].height == 4 * 16)
    }

    /// truncationMode: the text stays inside its 150×150 frame.
    @Test func aTruncatedTextStaysInItsFrame() throws {
        let text = try #require(frames(of: "Text", in: try run("f273-apple-truncationmode")).first)
        #expect(text.width <= 150 && text.height <= 150)
    }

    /// Swift with Majid: the long title does not fit its 100×100 frame, so it is cut to it.
    @Test func aLongTitleIsCutToASmallFrame() throws {
        let text = try #require(frames(of: "Text", in: try run("f279-swiftwithmajid-fixedsize-example1")).first)
        #expect(text.width <= 100 && text.height <= 100)
    }

    /// lineSpacing(_:): "10 point spacing applied between the bottom of one line and the top of the
    /// next", in a 200×200 frame, leading.
    @Test func lineSpacingOfTenBetweenLines() throws {
        let result = try run("f334-apple-linespacing")
        let text = try #require(frames(of: "Text", in: result).first)
        let lines = try #require(textLines(result).first).count
        #expect(lines > 1)
        #expect(text.height == Double(lines) * 16 + Double(lines - 1) * 10)
        #expect(text.minX == (400 - 200) / 2)
    }

    /// swiftui.cc: the headline (layoutPriority 1) keeps its ideal width; the right text truncates.
    @Test func aPriorityHeadlineKeepsItsWidthAndTheRightTextTruncates() throws {
        let shown = textLines(try run("f373-swiftuicc-episoderow"))
        #expect(shown.first == ["Episode 41: Layout Deep Dive"])
        #expect(shown.last?.first?.hasSuffix("…") == true)
    }

    /// swiftui.cc's ArticleCard: the title reserves two lines, the path is one line cut in the
    /// middle, the figure sits in its 72-point frame.
    @Test func aCardsLineLimits() throws {
        let result = try run("f399-swiftuicc-articlecard")
        let texts = frames(of: "Text", in: result)
        #expect(texts[0].height == 32 && texts[1].height == 16)
        let path = PlumbImportTests.texts(result)[1]
        #expect(path.hasPrefix("/Users") && path.contains("…") && path.hasSuffix(".pdf"))
        // "88,420" (48 wide) centred in its 72-point frame at the padding's edge.
        #expect(texts[2].minX == 16 + (72 - 48) / 2)
    }

    /// LayoutPriority: the text without a priority is cut to one line; the two with a priority keep
    /// all theirs (at 400×600, with Plumb's title face).
    @Test func theTextWithoutPriorityIsCutFirst() throws {
        let result = try run("f468-codesearch-viewsjumpstart-layoutpriority")
        let texts = frames(of: "Text", in: result)
        let line = texts[1].height
        #expect(texts[3].height == line)
        #expect(texts[2].height > line && texts[4].height > line)
    }

    /// One line in the 100-point frame.
    @Test func truncatedInTheMiddleToOneLine() throws {
        let text = try #require(frames(of: "Text", in: try run("f469-codesearch-truncationmodeview")).first)
        #expect(text.width <= 100 && text.height == 16)
    }

    /// Apple's layoutPriority page: the first text, at the default priority, "shrinks dramatically"
    /// while the higher-priority one takes what it needs; the Spacer keeps its 8 points between them.
    @Test func theLowerPriorityTextShrinks() throws {
        let result = try run("f481-apple-layoutpriority")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 2)
        #expect(texts[0].width == 24 && texts[1].width == 360 && texts[1].maxX == 400)
        #expect(texts[1].height < texts[0].height)
    }

    /// Two long texts in an HStack: both wrap, each given about half the width.
    @Test func twoLongTextsShareTheWidth() throws {
        let texts = frames(of: "Text", in: try run("f482-wangchujiang-layoutpriority-two-texts"))
        #expect(texts.map(\.width) == [192, 192])
        #expect(texts.allSatisfy { $0.height > 64 })
    }

    /// The playground's 300×600 column: the long text wraps in its red frame, padded in blue; the
    /// fixed-size text is one line, wider than its 200×200 frame.
    @Test func oneLineWiderThanItsFrame() throws {
        let result = try run("f530-kanstantsinbucha-playground-previews-intro")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 4)
        #expect(texts[2].height > 48 && texts[2].width <= 268)
        #expect(texts[3].width > 200 && texts[3].height == 48)
        let colours = frames(of: "Color", in: result)
        #expect(colours.contains { $0.width == 300 } && colours.contains { $0.width == 268 })
    }
}
