import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Text wrapping, truncation, line limits and layout priority written here, imported and laid out on
/// a 400×600 canvas unless told otherwise; text is 8×16 points a character in the body face, 16×48
/// in the title face and 24×64 in the large title's. Where Apple's documentation states the numbers, the test keeps them and names
/// the page.
@Suite("Text wrapping, truncation and priority imported")
struct TextImportTests: ConstructSuite {
    /// A text wraps within its 200×200 frame (developer.apple.com/documentation/swiftui/view/fixedsize()):
    /// 25 characters a line, so "Words enough to need a" and "second line here.".
    @Test func aTextWrapsInItsFrame() throws {
        let r = try lay(
            #"""
            Text("Words enough to need a second line here.")
                .frame(width: 200, height: 200)
                .border(Color.gray)
            """#)
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 200, height: 200))
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.size == Size(width: 22 * 8, height: 32))
        #expect(textLines(r) == [["Words enough to need a", "second line here."]])
    }

    /// `.lineSpacing`: a wrapped text of n lines is n lines and n − 1 spacings tall (4 here; the
    /// one-line title keeps its height).
    @Test func lineSpacingSpacesTheWrappedLines() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Spaced: View {
            var body: some View {
            VStack {
            Text("Heading")
            .font(.title)
            .padding(.horizontal, 12)
            .lineSpacing(8)
            Text("A paragraph long enough to wrap over several lines of the canvas, so that the spacing between its lines can be seen and counted by anyone who looks.")
            .padding(.horizontal, 6)
            .lineSpacing(4)
            }
            }
            }

            struct Spaced_Previews: PreviewProvider {
            static var previews: some View {
            Spaced()
            }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 2)
        #expect(texts[0].height == 48)  // one line of the title face: no spacing
        let lines = try #require(textLines(r).last).count
        #expect(lines > 1 && texts[1].height == Double(lines) * 16 + Double(lines - 1) * 4)
    }

    /// The middle text has priority 1: it gets its whole width; the two sides share what is left.
    @Test func aMiddleTextWithPriorityKeepsItsWidth() throws {
        let r = try lay(
            #"""
            HStack {
                ZStack(alignment: .leading) {
                    Rectangle()
                        .foregroundStyle(.clear)
                        .frame(height: 1.0)
                    Text("left")
                }
                Text("the middle text takes all it needs")
                .layoutPriority(1.0) // first served
                ZStack(alignment: .trailing) {
                    Rectangle()
                        .foregroundStyle(.clear)
                        .frame(height: 1.0)
                    Text("a longer right")
                }
            }
            """#)
        let middle = try #require(frames(of: "layoutPriority", in: r).first)
        #expect(middle.width == 34 * 8)
        // (400 − 272 − 2 × 8) / 2 each.
        #expect(frames(of: "ZStack", in: r).map(\.width) == [56, 56])
    }

    /// With room the three are one line high; with less, the texts wrap.
    @Test func textsWrapOnlyWhenTheStackIsShort() throws {
        let swift = #"""
            HStack {
            Image(systemName: "tram.fill")
            Text("Departs:")
            Text("Platform 9")
            }
            .font(.largeTitle)
            """#
        let wide = frames(of: "Text", in: try lay(swift, width: 900))
        #expect(wide.count == 2 && wide[0].height == wide[1].height)
        let narrow = frames(of: "Text", in: try lay(swift, width: 400))
        #expect(narrow[0].height > wide[0].height)
    }

    /// "\(Date())" is 25 characters wide, as Swift prints a date (a fixed moment here).
    @Test func aDateIsOneMomentWide() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Stamped: View {
              var body: some View {
                VStack {
                  Text("\(Date())")
                  Divider()
                  Text("Printed at \(Date())")
                }
                .padding()
              }
            }
            """#)
        #expect(texts(r) == ["2001-01-01 00:00:00 +0000", "Printed at 2001-01-01 00:00:00 +0000"])
    }

    /// `.layoutPriority(1)` keeps "Water" and "Drains" whole; the text beside them is cut.
    @Test func layoutPriorityKeepsTextsWhole() throws {
        let all = texts(
            try lay(
                #"""
                import SwiftUI

                struct Pipes: View {
                    var body: some View {
                        VStack(spacing: 16) {
                            Text("Pipes")
                                .font(.largeTitle)
                                .foregroundColor(.black)
                            HStack() {
                                Text("Plumbing is mostly about pipes").lineLimit(1)
                                Image.init("wrench")
                                    .resizable()
                                    .frame(width: 60, height: 60)
                                    .cornerRadius(30)
                                Text("Water")
                                    .layoutPriority(1)
                            }
                            .font(.largeTitle)
                            HStack() {
                                Text("Drains").layoutPriority(1)
                                Image.init("wrench")
                                    .resizable()
                                    .frame(width: 60, height: 60)
                                    .cornerRadius(30)
                                Text("Plumbing is mostly about pipes")
                                    .lineLimit(1)
                            }
                            .font(.largeTitle)
                            Text(".layoutPriority(1) keeps the short word whole")
                                .font(.body)
                        }
                    }
                }
                """#))
        #expect(all.contains("Water") && all.contains("Drains"))
        #expect(all.filter { $0.hasPrefix("Plu") && $0.hasSuffix("…") }.count == 2)
    }

    /// `.truncationMode(.middle)`: one line, cut in the middle.
    @Test func middleTruncationKeepsOneLine() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Long : View {
                var body: some View {
                    Text("Beginning of a sentence far too long for one line of this screen, and its End")
                        .truncationMode(.middle)
                }
            }

            #if DEBUG
            struct Long_Previews : PreviewProvider {
                static var previews: some View {
                    Long()
                }
            }
            #endif
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.height == 16 && text.width <= 400)
        let shown = try #require(texts(r).first)
        #expect(shown.hasPrefix("Beginning") && shown.hasSuffix("End") && shown.contains("…"))
    }

    /// fixedSize(horizontal: true, vertical: false): the text keeps one line, wider than its 200-point
    /// frame (developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)).
    @Test func fixedSizeHorizontallyKeepsOneLine() throws {
        let r = try lay(
            #"""
            Text("One long line that will not wrap at all.")
                .fixedSize(horizontal: true, vertical: false)
                .frame(width: 200, height: 200)
                .border(Color.gray)
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.width == 40 * 8 && text.height == 16)
        #expect(frames(of: "frame", in: r).first?.width == 200)
    }

    /// lineLimit(_:reservesSpace:): the title reserves two lines, the subtitle four
    /// (developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)).
    @Test func lineLimitReservesItsLines() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                GroupBox {
                    Text("Name")
                        .font(.headline)
                        .lineLimit(2, reservesSpace: true)
                    Text("Notes")
                        .font(.subheadline)
                        .lineLimit(4, reservesSpace: true)
                }
                """#))
        #expect(texts[0].height == 2 * 16 && texts[1].height == 4 * 16)
    }

    /// truncationMode(.tail): the text fills its 120×80 frame, five lines, the last cut
    /// (developer.apple.com/documentation/swiftui/view/truncationmode(_:)).
    @Test func aTruncatedTextStaysInItsFrame() throws {
        let r = try lay(
            #"""
            Text("Here is a paragraph that has far more words in it than a small frame could ever hold, so its end is cut off with an ellipsis.")
                .frame(width: 120, height: 80)
                .truncationMode(.tail)
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.width <= 120 && text.height == 80)
        let lines = try #require(textLines(r).first)
        #expect(lines.count == 5 && lines.last?.hasSuffix("…") == true)
    }

    /// A long title does not fit its 96×96 frame, so it is cut to it: two title lines.
    @Test func aLongTitleIsCutToASmallFrame() throws {
        let r = try lay(
            #"""
            struct Cramped: View {
                var body: some View {
                    Text("Quite a lot of words here")
                        .font(.title)
                        .frame(width: 96, height: 96, alignment: .center)
                        .border(Color.red)
                }
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.width <= 96 && text.height == 96)
        #expect(textLines(r).first?.last?.hasSuffix("…") == true)
    }

    /// lineSpacing(_:) of 10 points between lines, in a 200×200 frame, leading
    /// (developer.apple.com/documentation/swiftui/view/linespacing(_:)).
    @Test func lineSpacingOfTenBetweenLines() throws {
        let r = try lay(
            #"""
            Text("Ten points lie between the bottom of each line and the top of the one below it.")
                .frame(width: 200, height: 200, alignment: .leading)
                .lineSpacing(10)
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let lines = try #require(textLines(r).first).count
        #expect(lines > 1)
        #expect(text.height == Double(lines) * 16 + Double(lines - 1) * 10)
        #expect(text.minX == 100)
    }

    /// The headline (layoutPriority 1) keeps its ideal width; the right text truncates.
    @Test func aPriorityHeadlineKeepsItsWidthAndTheRightTextTruncates() throws {
        let shown = textLines(
            try lay(
                #"""
                import SwiftUI

                struct ChapterRow: View {
                    var body: some View {
                        HStack(alignment: .firstTextBaseline, spacing: 8) {
                            Text("Chapter 7: The Long Way Home, Again")
                                .font(.headline)
                                .layoutPriority(1)
                            Spacer(minLength: 12)
                            Text("Last read on a rainy Tuesday")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                        .padding()
                    }
                }
                """#))
        #expect(shown.first == ["Chapter 7: The Long Way Home, Again"])
        // 368 − 280 − 8 − 12 (the Spacer's minimum) − 8 leaves 60: six characters and "…".
        #expect(shown.last?.first?.hasSuffix("…") == true && shown.last?.first?.count == 7)
    }

    /// A card's line limits: the heading reserves two lines, the path is one line cut in the middle,
    /// the figure sits in its 72-point frame.
    @Test func aCardsLineLimits() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct ReportCard: View {
                let heading: String

                var body: some View {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(heading)
                            .font(.headline)
                            .lineLimit(2, reservesSpace: true)
                        Text("/home/someone/archive/quarterly-figures-final.csv")
                            .font(.caption)
                            .lineLimit(1)
                            .truncationMode(.middle)
                            .foregroundStyle(.secondary)
                        Text("1,024")
                            .font(.title3.bold())
                            .lineLimit(1)
                            .minimumScaleFactor(0.6)
                            .frame(width: 72)
                    }
                    .padding()
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts[0].height == 32 && texts[1].height == 16 && texts[1].width <= 368)
        let path = PlumbImportTests.texts(r)[1]
        #expect(path.hasPrefix("/home") && path.contains("…") && path.hasSuffix(".csv"))
        // "1,024" (40 wide) centred in its 72-point frame at the padding's edge.
        #expect(texts[2].minX == 16 + (72 - 40) / 2)
    }

    /// The text without a priority is cut to one line; the two with a priority keep all theirs.
    @Test func theTextWithoutPriorityIsCutFirst() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                import SwiftUI

                struct WhoIsCut: View {
                    var body: some View {
                        VStack {
                            Text("Priority")
                                .font(.largeTitle)
                            Text("Who gets cut")
                                .font(.title)
                                .foregroundColor(.gray)
                            Text("A view with a higher priority is offered space before the others, so it keeps every line of this long text.")
                                .font(.title)
                                .foregroundColor(.white)
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.blue)
                                .layoutPriority(1) // served first
                            Text("Without a priority this one is cut first of all.")
                                .font(.title)
                                .foregroundColor(.white)
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.orange)
                            Text("This one has a priority too, so it also keeps all of its lines whole.")
                                .font(.title)
                                .foregroundColor(.white)
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.blue)
                                .layoutPriority(1) // served with the other
                        }
                    }
                }
                """#))
        let line = texts[1].height
        #expect(line == 48 && texts[3].height == line)
        #expect(texts[2].height > line && texts[4].height > line)
    }

    /// One line in the 100-point frame, cut in the middle.
    @Test func truncatedInTheMiddleToOneLine() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Shortened: View {
                var body: some View {
                    Text("Layouts Without Guesswork")
                        .frame(width: 100)
                        .lineLimit(1)
                        .truncationMode(.middle)
                }
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(text.width <= 100 && text.height == 16)
        let shown = try #require(texts(r).first)
        #expect(shown.hasPrefix("Lay") && shown.hasSuffix("ork") && shown.contains("…"))
    }

    /// layoutPriority(_:): the text at the default priority shrinks while the higher-priority one
    /// takes what it needs; the Spacer keeps its 8 points between them
    /// (developer.apple.com/documentation/swiftui/view/layoutpriority(_:)).
    @Test func theLowerPriorityTextShrinks() throws {
        let r = try lay(
            #"""
            HStack {
                Text("A fairly long sentence here.")
                    .font(.largeTitle)
                    .border(Color.gray)
                Spacer()
                Text("Another one, with priority.")
                    .font(.largeTitle)
                    .layoutPriority(1)
                    .border(Color.gray)
            }
            """#)
        let texts = frames(of: "Text", in: r)
        // The prioritised text is offered 400 less the other's minimum and the Spacer's: "Another
        // one," and "with priority." (14 letters of 24). The other gets the 56 left: two letters a line.
        #expect(texts.count == 2)
        #expect(texts[1].width == 14 * 24 && texts[1].maxX == 400 && texts[0].width == 2 * 24)
        #expect(texts[1].height < texts[0].height)
    }

    /// Two long texts in an HStack: both wrap, each given about half the width (eight title letters).
    @Test func twoLongTextsShareTheWidth() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Sayings: View {
                var body: some View {
                HStack {
                Text("Plumbing pipes carry water around houses.")
                Text("Drainage systems take it away again.")
                }
                .font(.largeTitle)
                }
                }
                """#))
        #expect(texts.map(\.width) == [192, 192])
        #expect(texts.allSatisfy { $0.height > 64 })
    }

    /// A playground page's 280×600 column: the long text wraps in its red frame, padded in blue; the
    /// fixed-size text is one line, wider than its 200×200 frame.
    @Test func oneLineWiderThanItsFrame() throws {
        let r = try lay(
            #"""
            //: [Back](@previous)

            import Cocoa
            import PlaygroundSupport
            import Helpers
            import SwiftUI

            struct Page: View {
                var body: some View {
                    VStack(spacing: 16) {
                        Text("Page")
                            .font(.largeTitle)
                        Text("One of several")
                            .foregroundColor(.gray)
                        Text("A long paragraph in a red frame as wide as it may be, padded inside a blue one.")
                            .frame(maxWidth: .infinity)
                            .background(Color.red)
                            .foregroundColor(.white)
                            .padding()
                            .background(Color.blue)
                        /*
                         blue
                           padding
                             red
                               frame
                                 text
                         */
                        Text("Too wide for its box")
                            .fixedSize(horizontal: true, vertical: false)
                            .frame(width: 200, height: 200)
                            .border(Color.gray)
                    }
                    .font(.title)
                    .frame(width: 280, height: 600)
                }
            }

            PlaygroundPage.current.setLiveView(Page())

            //: [On](@next)
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 4)
        #expect(texts[2].height > 48 && texts[2].width <= 248)
        #expect(texts[3].width == 20 * 16 && texts[3].height == 48)
        let colours = frames(of: "Color", in: r)
        #expect(colours.contains { $0.width == 280 } && colours.contains { $0.width == 248 })
    }
}
