import PlumbText
import Testing

@testable import PlumbLayout

/// Text measured in points (`TextMeasurement.points`): every expected figure is derived here from
/// PlumbText's API (widths, line metrics, the pixel grid), never copied from an output.
@Suite("Text in points")
struct TextInPointsTests {
    let body = PointFont(size: 17)
    let lines = PointFont(size: 17).lineMetrics
    let x3 = PixelScale.x3

    func engine(_ scale: PixelScale = .x3) -> LayoutEngine {
        LayoutEngine(textMetrics: TextMetrics(measurement: .points, pixelScale: scale))
    }

    func size(_ view: View, _ width: Double?, _ height: Double? = nil, scale: PixelScale = .x3) -> Size {
        engine(scale).measure(
            view, proposal: ProposedSize(width: width, height: height), environment: EnvironmentValues())
    }

    /// The view labelled "t" when `view` is offered `width` × `height` in a 1000-point canvas.
    func placed(_ view: View, _ width: Double?, _ height: Double? = nil) -> PlacedView {
        let result = engine().layout(
            view.withID("t").frame(width: width, height: height, alignment: .topLeading),
            canvas: ProposedSize(width: 1000, height: 1000))
        return result.root.find("t")!
    }

    func shownLines(_ view: View, _ width: Double?, _ height: Double? = nil) -> [String] {
        guard case .text(let lines, _) = placed(view, width, height).content else { return [] }
        return lines
    }

    // MARK: Single lines

    @Test func aLineIsItsWidthAndOneLineHeightRoundedUpToThePixelGrid() {
        let text = "Hello, world."
        let measured = size(View.text(text), nil)
        #expect(measured == Size(width: x3.roundedUp(body.width(of: text)), height: x3.roundedUp(lines.lineHeight)))
        // On the recorded iOS figure's grid: 94.33 × 20.33.
        #expect(abs(measured.width - 283.0 / 3) < 1e-9 && abs(measured.height - 61.0 / 3) < 1e-9)
        for scale in PixelScale.allCases {
            #expect(
                size(View.text(text), nil, scale: scale)
                    == Size(width: scale.roundedUp(body.width(of: text)), height: scale.roundedUp(lines.lineHeight)))
        }
    }

    @Test func everyStyleAtEveryDynamicTypeSizeIsItsPointSize() {
        for style in FontStyle.allCases {
            for typeSize in DynamicTypeSize.allCases {
                let font = PointFont(
                    size: style.pointSize(at: typeSize), weight: style == .headline ? .semibold : .regular)
                let view = View.text("Title 42").font(Font(style)).withEnvironment { $0.dynamicTypeSize = typeSize }
                #expect(
                    size(view, nil)
                        == Size(
                            width: x3.roundedUp(font.width(of: "Title 42")),
                            height: x3.roundedUp(font.lineMetrics.lineHeight)))
            }
        }
    }

    @Test func weightsSizesAndItalicsMeasureAsTheirFont() {
        let text = "Weighty words"
        let bold = PointFont(size: 17, weight: .bold)
        #expect(size(View.text(text).font(.body.bold()), nil).width == x3.roundedUp(bold.width(of: text)))
        #expect(
            size(View.text(text).withEnvironment { $0.isBold = true }, nil).width == x3.roundedUp(bold.width(of: text)))
        let semibold = PointFont(size: 17, weight: .semibold)
        #expect(size(View.text(text).fontWeight(.semibold), nil).width == x3.roundedUp(semibold.width(of: text)))
        let fixed = PointFont(size: 24, weight: .medium)
        #expect(
            size(View.text(text).font(.system(size: 24, weight: .medium)), nil)
                == Size(width: x3.roundedUp(fixed.width(of: text)), height: x3.roundedUp(fixed.lineMetrics.lineHeight)))
        // Italic draws the same widths.
        #expect(size(View.text(text).italic(), nil) == size(View.text(text), nil))
    }

    // MARK: Wrapping, limits, truncation

    /// Greedy wrapping at spaces, each line as wide as PlumbText measures it whole.
    func wrapped(_ text: String, width: Double) -> [String] {
        var result: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let grown = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || body.width(of: grown) <= width {
                line = grown
            } else {
                result.append(line)
                line = String(word)
            }
        }
        result.append(line)
        return result
    }

    @Test func aParagraphWrapsAtWordsAtSeveralWidths() {
        let paragraph =
            "Plumb lays out views as SwiftUI does, and measures their text as iOS measures the system font at its size."
        for width in [100.0, 150, 200, 280, 375] {
            let expected = wrapped(paragraph, width: width)
            let view = View.text(paragraph)
            #expect(shownLines(view, width) == expected)
            let widest = expected.map { body.width(of: $0) }.max()!
            #expect(
                size(view, width)
                    == Size(width: x3.roundedUp(widest), height: x3.roundedUp(lines.height(lines: expected.count))))
        }
    }

    @Test func aLineGrownWordByWordIsAsWideAsTheWholeLineMeasured() {
        let texts = [
            "AVAST Wavy To. LT \"quoted\" (parens) — dashes – and… ellipses, 1234 numbers",
            "Café déjà vu, naïve Ægir; ÀÉÎÕÜ façade über straße",
            "Ελληνικά и кириллица 中文 emoji 👩‍💻 ❤️ mixed words",
        ]
        let face = TextFace(.body, font: body, pixelScale: .x3)
        for text in texts {
            let layout = TextLayout(text, face: face)
            // Unwrapped: the paragraph's width summed from its words is the whole text measured.
            #expect(abs(layout.measure(for: .unspecified).lines.widest - body.width(of: text)) < 1e-9)
            for width in stride(from: 40.0, through: 400, by: 17) {
                let proposal = ProposedSize(width: width, height: nil)
                let widest = layout.layout(for: proposal).lines.map { body.width(of: $0) }.max() ?? 0
                #expect(abs(layout.measure(for: proposal).lines.widest - widest) < 1e-9, "\(text) at \(width)")
            }
        }
    }

    @Test func lineSpacingAddsBetweenLinesAndMovesTheLastBaseline() {
        let text = View.text("first\nsecond\nthird").lineSpacing(6)
        #expect(size(text, nil).height == x3.roundedUp(lines.height(lines: 3, lineSpacing: 6)))
        let result = engine().layout(
            View.hStack(alignment: .lastTextBaseline, [text.withID("a"), View.text("x").withID("b")]),
            canvas: ProposedSize(width: 400, height: 400))
        let a = result.frame("a")
        let b = result.frame("b")
        #expect(abs((a.minY + lines.lastBaseline(lines: 3, lineSpacing: 6)) - (b.minY + lines.firstBaseline)) < 1e-9)
    }

    @Test func lineLimitCutsTheLastLineWithAnEllipsisThatFits() {
        let paragraph = "The quick brown fox jumps over the lazy dog and runs far away into the woods"
        let view = View.text(paragraph).lineLimit(2)
        let shown = shownLines(view, 150)
        #expect(shown.count == 2)
        #expect(shown[0] == wrapped(paragraph, width: 150)[0])
        #expect(shown[1].hasSuffix("…"))
        #expect(body.width(of: shown[1]) <= 150)
        // One more character before the "…" would not fit.
        let rest = String(paragraph.dropFirst(shown[0].count + 1))
        let kept = String(shown[1].dropLast())
        let next = rest.dropFirst(kept.count).first!
        #expect(body.width(of: kept + String(next) + "…") > 150 || next == " ")
        #expect(size(view, 150).height == x3.roundedUp(lines.height(lines: 2)))
    }

    @Test func aSingleLineTruncatesWithTheWidthOfTheEllipsis() {
        let text = "Supercalifragilistic"
        let view = View.text(text).lineLimit(1)
        let width = body.width(of: "Supercal") + body.ellipsisWidth + 1
        let shown = shownLines(view, width)
        #expect(shown == ["Supercal…"])
        #expect(size(view, width).width == x3.roundedUp(body.width(of: "Supercal…")))
        let head = shownLines(view.truncationMode(.head), width)
        #expect(head.count == 1 && head[0].hasPrefix("…") && body.width(of: head[0]) <= width)
        let middle = shownLines(view.truncationMode(.middle), width)
        #expect(middle.count == 1 && middle[0].contains("…") && body.width(of: middle[0]) <= width)
    }

    @Test func minimumScaleFactorShrinksToTheLargestSizeThatFits() {
        let text = "A headline that is too wide"
        let title = PointFont(size: 28)
        let width = title.width(of: text) * 0.8
        let view = View.text(text).font(.title).lineLimit(1).minimumScaleFactor(0.5)
        let measured = size(view, width)
        // Not cut: as wide as the proposal at most, and a size between half and four fifths of 28.
        #expect(shownLines(view, width) == [text])
        #expect(measured.width <= x3.roundedUp(width))
        #expect(measured.height < x3.roundedUp(title.lineMetrics.lineHeight))
        #expect(measured.height >= PointFont(size: 14).lineMetrics.lineHeight)
        // The factor's floor: at half the size it still does not fit, so it is cut at half.
        let narrow = PointFont(size: 14).width(of: text) * 0.5
        let cut = shownLines(view, narrow)
        #expect(cut.count == 1 && cut[0].hasSuffix("…"))
        #expect(size(view, narrow).height == x3.roundedUp(PointFont(size: 14).lineMetrics.lineHeight))
    }

    @Test func fixedSizeKeepsTheIdealWidth() {
        let text = "Never wrapped however narrow"
        let view = View.text(text).fixedSize()
        #expect(size(view, 40).width == x3.roundedUp(body.width(of: text)))
    }

    // MARK: Baselines, controls, ViewThatFits

    @Test func firstTextBaselinesOfTwoSizesLineUp() {
        let large = PointFont(size: 34).lineMetrics
        let result = engine().layout(
            View.hStack(
                alignment: .firstTextBaseline,
                [View.text("Big").font(.largeTitle).withID("big"), View.text("small").withID("small")]),
            canvas: ProposedSize(width: 400, height: 400))
        let big = result.frame("big")
        let small = result.frame("small")
        #expect(abs((big.minY + large.firstBaseline) - (small.minY + lines.firstBaseline)) < 1e-9)
        #expect(abs((small.minY - big.minY) - (large.ascender - lines.ascender)) < 1e-9)
    }

    @Test func aButtonAndAToggleAreSizedByTheirTextLabels() {
        let label = x3.roundedUp(body.width(of: "Continue"))
        let button = size(View.button(label: View.text("Continue")).buttonStyle(.bordered), nil)
        let metrics = ControlMetrics.bordered(.regular)
        #expect(
            button
                == Size(
                    width: label + 2 * metrics.horizontal,
                    height: x3.roundedUp(lines.lineHeight) + 2 * metrics.vertical))
        let plain = size(View.button(label: View.text("Continue")), nil)
        #expect(plain == Size(width: label, height: x3.roundedUp(lines.lineHeight)))
        let result = engine().layout(
            View.toggle(label: View.text("Wi-Fi").withID("label"), isOn: true).withID("toggle"),
            canvas: ProposedSize(width: 320, height: 200))
        #expect(
            result.frame("label").size
                == Size(width: x3.roundedUp(body.width(of: "Wi-Fi")), height: x3.roundedUp(lines.lineHeight)))
        #expect(result.frame("toggle").height == max(ControlMetrics.switchSize.height, x3.roundedUp(lines.lineHeight)))
    }

    @Test func viewThatFitsChoosesByTheTextsWidthInPoints() {
        let long = "Add to your reading list"
        let short = "Add"
        let longWidth = x3.roundedUp(body.width(of: long))
        let view = View.viewThatFits(
            in: .horizontal, [View.text(long).withID("long"), View.text(short).withID("short")])
        let fits = engine().layout(view.frame(width: longWidth), canvas: ProposedSize(width: 500, height: 100))
        #expect(fits.root.find("long") != nil && fits.root.find("short") == nil)
        let narrow = engine().layout(view.frame(width: longWidth - 1), canvas: ProposedSize(width: 500, height: 100))
        #expect(narrow.root.find("short") != nil && narrow.root.find("long") == nil)
    }

    // MARK: Bad input

    @Test func badSizesAndHugeTextsHaveDocumentedSizes() {
        for bad in [0.0, -4, .nan, -.infinity] {
            #expect(size(View.text("Hi").font(.system(size: bad)), nil) == Size(width: 0, height: 0))
        }
        let huge = PointFont(size: 1e6)
        #expect(size(View.text("Hi").font(.system(size: 1e7)), nil).width == x3.roundedUp(huge.width(of: "Hi")))
        let million = String(repeating: "word ", count: 200_000)
        let wrappedSize = size(View.text(million), 300)
        #expect(wrappedSize.width <= 300 && wrappedSize.height > 0)
        var planes = ""
        for plane in 0..<17 {
            for offset: UInt32 in [0x41, 0x4E2D, 0xE000, 0xFFFD] {
                if let scalar = Unicode.Scalar(UInt32(plane) << 16 | offset) { planes.unicodeScalars.append(scalar) }
            }
        }
        let measured = size(View.text(planes), 200)
        #expect(measured.width <= 200 && measured.width > 0)
    }

    @Test func cellsStayTheDefault() {
        #expect(LayoutEngine().textMetrics.measurement == .cells)
        #expect(
            LayoutEngine().measure(View.text("Hello"), proposal: .unspecified, environment: EnvironmentValues())
                == Size(width: 40, height: 16))
    }
}
