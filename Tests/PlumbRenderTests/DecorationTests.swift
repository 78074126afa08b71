import PlumbLayout
import PlumbRender
import PlumbTestSupport
import Testing

/// `view` with drawing modifiers (innermost first).
func decorated(_ view: PlacedView, _ decorations: [Decoration]) -> PlacedView {
    var view = view
    view.decorations = decorations
    return view
}

/// Drawing modifiers in the diagram: what a terminal can show of them, never moving a view.
@Suite("Drawing modifiers in the diagram")
struct DiagramDecorationTests {
    private let colorOn = DiagramOptions.unitCells.with(color: true)
    private let esc = "\u{1B}"

    @Test func aBorderLiesInsideTheFrameOverTheViewWithItsColourNamed() {
        let root = decorated(
            placed(
                "padding", (0, 0, 8, 4),
                children: [placed("Text", (2, 1, 2, 1), .text(lines: ["hi"], font: .body))]),
            [.border("red", width: 1)])
        #expect(
            draw(root, canvas: (8, 4)) == """
                ┌──red─┐
                │ hi   │
                │      │
                └──────┘
                """)
        // With colour, the line is in the colour and no name is written.
        #expect(draw(root, canvas: (8, 4), options: colorOn).hasPrefix("\(esc)[0;31m┌──────┐"))
    }

    @Test func aBorderNeverCoversText() {
        let root = decorated(
            placed("Text", (0, 0, 4, 1), .text(lines: ["word"], font: .body)), [.border("red", width: 2)])
        #expect(draw(root, canvas: (4, 1)) == "word")
    }

    /// `.padding().border(c)` borders the padded frame; `.border(c).padding()` the inner view.
    @Test func theOrderOfModifiersDecidesWhatIsBordered() {
        let options = DiagramOptions()
        let outer = LayoutEngine().layout(
            View.text("hi").padding(16).border("red"), canvas: ProposedSize(width: 48, height: 48))
        #expect(
            renderDiagram(outer, options: options) == """
                ┌red─┐
                │ hi │
                └────┘
                """)
        let inner = LayoutEngine().layout(
            View.rectangle().frame(width: 16, height: 16).border("red").padding(16),
            canvas: ProposedSize(width: 48, height: 48))
        #expect(inner.root.decorations.isEmpty)
        #expect(inner.root.children.first?.decorations == [.border("red", width: 1)])
    }

    /// `.opacity(0.5).border(c)` dims the content but not the border; `.border(c).opacity(0.5)`
    /// dims both.
    @Test func anOpacityDimsWhatIsInsideIt() {
        let text = placed(
            "padding", (0, 0, 6, 3), children: [placed("Text", (1, 1, 2, 1), .text(lines: ["hi"], font: .body))])
        let dimmedContent = draw(
            decorated(text, [.opacity(0.5), .border("red", width: 1)]), canvas: (6, 3), options: colorOn)
        #expect(dimmedContent.contains("\(esc)[0;2mhi"))
        #expect(dimmedContent.hasPrefix("\(esc)[0;31m┌"))
        let dimmedBoth = draw(
            decorated(text, [.border("red", width: 1), .opacity(0.5)]), canvas: (6, 3), options: colorOn)
        #expect(dimmedBoth.contains("\(esc)[0;2mhi"))
        #expect(dimmedBoth.hasPrefix("\(esc)[0;2;31m┌"))
        // Without colour nothing shows it, but a fill's name says it: `red 50%`.
        let fill = decorated(placed("Color", (0, 0, 9, 1), .color("red")), [.opacity(0.5)])
        #expect(draw(fill, canvas: (9, 1)) == " red 50%")
        // In colour, a translucent fill is ░ in its colour over what is under it.
        let over = stack(
            2, 1, placed("Color", (0, 0, 2, 1), .color("blue")),
            decorated(placed("Color", (0, 0, 1, 1), .color("red")), [.opacity(0.5)]))
        #expect(draw(over, canvas: (2, 1), options: colorOn) == "\(esc)[0;2;31;104m░\(esc)[0;104m \(esc)[0m")
    }

    @Test func anOpacityOfZeroOrAHiddenViewDrawsNothingButKeepsItsSpace() {
        func row(_ middle: [Decoration]) -> PlacedView {
            placed(
                "HStack", (0, 0, 8, 1),
                children: [
                    placed("Text", (0, 0, 2, 1), .text(lines: ["ab"], font: .body)),
                    decorated(
                        placed(
                            "padding", (3, 0, 2, 1),
                            children: [placed("Text", (3, 0, 2, 1), .text(lines: ["cd"], font: .body))]),
                        middle),
                    placed("Text", (6, 0, 2, 1), .text(lines: ["ef"], font: .body)),
                ])
        }
        #expect(draw(row([]), canvas: (8, 1)) == "ab cd ef")
        #expect(draw(row([.hidden]), canvas: (8, 1)) == "ab    ef")
        #expect(draw(row([.opacity(0)]), canvas: (8, 1)) == "ab    ef")
        // A border outside the hidden one still shows (SwiftUI borders the empty space).
        #expect(draw(row([.hidden, .border("red", width: 1)]), canvas: (8, 1)) == "ab [] ef")
    }

    @Test func aClippedViewCutsWhatLiesOutsideItsFrame() {
        let child = placed("Rectangle", (1, 1, 8, 3), .shape(.rectangle))
        let frame = placed("frame", (1, 1, 4, 2), children: [child])
        #expect(
            draw(stack(10, 4, frame), canvas: (10, 4)) == """

                 ┌──────┐
                 │      │
                 └──────┘
                """)
        #expect(draw(stack(10, 4, decorated(frame, [.clip(.rectangle)])), canvas: (10, 4)) == "\n ┌───\n │\n")
    }

    @Test func roundedClipsRoundTheCornersOfOutlinesAndCutThemFromFills() {
        let box = decorated(
            placed("Rectangle", (0, 0, 6, 3), .shape(.rectangle)), [.clip(.roundedRectangle(cornerRadius: 8))])
        #expect(
            draw(box, canvas: (6, 3)) == """
                ╭────╮
                │    │
                ╰────╯
                """)
        let fill = decorated(placed("Color", (0, 0, 6, 3), .color("red")), [.clip(.capsule)])
        #expect(
            draw(fill, canvas: (6, 3)) == """
                 ░░░░
                 red ░
                 ░░░░
                """)
        // A radius of less than half a cell leaves the corners square.
        let slight = decorated(
            placed("Rectangle", (0, 0, 6, 3), .shape(.rectangle)), [.clip(.roundedRectangle(cornerRadius: 2))])
        #expect(draw(slight, canvas: (6, 3), options: DiagramOptions(cellWidth: 8, cellHeight: 16)).isEmpty == false)
        #expect(
            draw(
                decorated(
                    placed("Rectangle", (0, 0, 48, 48), .shape(.rectangle)), [.clip(.roundedRectangle(cornerRadius: 2))]
                ),
                canvas: (48, 48), options: DiagramOptions()) == "┌────┐\n│    │\n└────┘")
    }

    @Test func aBoxClippedToACircleIsACircleAndAFillADisc() {
        let box = decorated(placed("Rectangle", (0, 0, 10, 5), .shape(.rectangle)), [.clip(.ellipse)])
        let ellipse = placed("Ellipse", (0, 0, 10, 5), .shape(.ellipse))
        #expect(draw(box, canvas: (10, 5)) == draw(ellipse, canvas: (10, 5)))
        let fill = decorated(placed("Color", (0, 0, 10, 5), .color("blue")), [.clip(.ellipse)])
        let rows = draw(fill, canvas: (10, 5)).split(separator: "\n", omittingEmptySubsequences: false)
        // Each row keeps the columns inside the ellipse (its outline's insets).
        #expect(rows.map { $0.prefix { $0 == " " }.count } == [2, 0, 0, 0, 2])
    }

    @Test func aMaskClipsItsViewToTheMasksShapeAndIsNotDrawn() {
        let mask = decorated(
            placed(
                "mask", (0, 0, 10, 5),
                children: [
                    placed("Color", (0, 0, 10, 5), .color("blue")),
                    placed("Text", (0, 0, 10, 1), .text(lines: ["not drawn"], font: .body)),
                ]), [.mask])
        // A mask that is not a shape clips to its frame: the text's one row.
        #expect(draw(mask, canvas: (10, 5)) == "░░ blue ░░\n\n\n\n")
        let circle = decorated(
            placed(
                "mask", (0, 0, 10, 5),
                children: [
                    placed("Color", (0, 0, 10, 5), .color("blue")), placed("Ellipse", (0, 0, 10, 5), .shape(.ellipse)),
                ]),
            [.mask])
        let fill = decorated(placed("Color", (0, 0, 10, 5), .color("blue")), [.clip(.ellipse)])
        #expect(draw(circle, canvas: (10, 5)) == draw(fill, canvas: (10, 5)))
    }

    @Test func aShadowIsAShadeOneCellTowardsItsOffsetWhereNothingIsDrawn() {
        let text = placed("Text", (1, 1, 3, 1), .text(lines: ["abc"], font: .body))
        #expect(draw(stack(6, 3, decorated(text, [.shadow(Shadow(radius: 2))])), canvas: (6, 3)) == "\n abc\n  ▒▒▒")
        #expect(
            draw(stack(6, 3, decorated(text, [.shadow(Shadow(radius: 2, x: -3, y: -3))])), canvas: (6, 3))
                == "▒▒▒\n abc\n")
        // No radius and no offset: SwiftUI shows nothing.
        #expect(draw(stack(6, 3, decorated(text, [.shadow(Shadow(radius: 0))])), canvas: (6, 3)) == "\n abc\n")
        // Nothing is covered: the view to the right keeps its cell.
        let neighbour = placed("Text", (4, 1, 1, 1), .text(lines: ["x"], font: .body))
        #expect(
            draw(stack(6, 3, decorated(text, [.shadow(Shadow(radius: 2))]), neighbour), canvas: (6, 3))
                == "\n abcx\n  ▒▒▒")
    }

    @Test func fillsAndStrokesStyleAShape() {
        let filled = decorated(placed("Rectangle", (0, 0, 7, 3), .shape(.rectangle)), [.fill("red")])
        #expect(
            draw(filled, canvas: (7, 3)) == """
                ┌─────┐
                │ red │
                └─────┘
                """)
        let wide = decorated(placed("Rectangle", (0, 0, 9, 3), .shape(.rectangle)), [.fill("red")])
        #expect(draw(wide, canvas: (9, 3)) == "┌───────┐\n│░ red ░│\n└───────┘")
        #expect(draw(wide, canvas: (9, 3), options: colorOn).contains("\(esc)[0;41m       "))
        let stroked = decorated(
            placed("Rectangle", (0, 0, 9, 3), .shape(.rectangle), foreground: "red"),
            [.stroke("blue", lineWidth: 2, isInset: false)])
        #expect(draw(stroked, canvas: (9, 3)) == "┌───────┐\n│ blue  │\n└───────┘")
    }

    @Test func theTintIsWhatAccentColorStandsFor() {
        let accent = placed("Color", (0, 0, 2, 1), .color("accentColor"))
        #expect(draw(accent, canvas: (2, 1), options: colorOn) == "\(esc)[0;104m  \(esc)[0m")
        let tinted = decorated(placed("padding", (0, 0, 2, 1), children: [accent]), [.tint("red")])
        #expect(draw(tinted, canvas: (2, 1), options: colorOn) == "\(esc)[0;41m  \(esc)[0m")
        // The nearest tint wins; a tint of accentColor keeps the one above it.
        let nested = decorated(
            placed("padding", (0, 0, 2, 1), children: [decorated(accent, [.tint("accentColor")])]), [.tint("green")])
        #expect(draw(nested, canvas: (2, 1), options: colorOn) == "\(esc)[0;42m  \(esc)[0m")
        // Text and outlines are tinted too.
        let text = decorated(
            placed("Text", (0, 0, 2, 1), .text(lines: ["hi"], font: .body), foreground: "accentColor"), [.tint("red")])
        #expect(draw(text, canvas: (2, 1), options: colorOn) == "\(esc)[0;31mhi\(esc)[0m")
    }

    @Test func hexColoursTakeTheNearestNamedColour() {
        let orange = placed("Color", (0, 0, 2, 1), .color("#ff8800"))
        #expect(draw(orange, canvas: (2, 1), options: colorOn) == "\(esc)[0;43m  \(esc)[0m")
        let named = placed("Color", (0, 0, 9, 1), .color("#ff8800"))
        #expect(draw(named, canvas: (9, 1)) == " #ff8800")
        #expect(draw(placed("Color", (0, 0, 2, 1), .color("#ff880000")), canvas: (2, 1), options: colorOn).isEmpty)
    }

    @Test func textAttributesAreSGRCodesWhenColourIsOn() {
        func text(_ attributes: TextAttributes) -> PlacedView {
            var view = placed("Text", (0, 0, 2, 1), .text(lines: ["hi"], font: .body))
            view.textAttributes = attributes
            return view
        }
        let all = text(
            TextAttributes(isItalic: true, weight: .semibold, underline: TextLine(), strikethrough: TextLine()))
        #expect(draw(all, canvas: (2, 1), options: colorOn) == "\(esc)[0;1;3;4;9mhi\(esc)[0m")
        #expect(
            draw(text(TextAttributes(weight: .light)), canvas: (2, 1), options: colorOn) == "\(esc)[0;2mhi\(esc)[0m")
        #expect(draw(all, canvas: (2, 1)) == "hi")
        // A regular weight undoes a headline's bold.
        var headline = placed("Text", (0, 0, 2, 1), .text(lines: ["hi"], font: .headline))
        headline.textAttributes = TextAttributes(weight: .regular)
        #expect(draw(headline, canvas: (2, 1), options: colorOn) == "hi")
    }

    @Test func blurGrayscaleRotationAndScaleAreDrawnAsLaidOut() {
        let box = placed("Rectangle", (0, 0, 4, 2), .shape(.rectangle))
        let effects: [Decoration] = [
            .blur(radius: 3), .grayscale(1), .rotation(degrees: 45, anchor: .center),
            .scale(x: 2, y: 2, anchor: .center),
        ]
        #expect(draw(decorated(box, effects), canvas: (4, 2)) == draw(box, canvas: (4, 2)))
    }
}

/// Drawing modifiers in the SVG picture, checked as rsvg-convert draws them.
@Suite("Drawing modifiers in SVG")
struct SVGDecorationTests {
    func picture(_ root: PlacedView, _ width: Double, _ height: Double) -> String {
        renderSVG(LayoutResult(canvas: Size(width: width, height: height), root: root))
    }

    func pixels(_ root: PlacedView, _ width: Double, _ height: Double) throws -> PNGImage {
        try SVGTests().rasterize(picture(root, width, height))
    }

    static let white = SVGTests.white
    static let red = SVGTests.red
    static let blue = SVGTests.blue

    @Test func aBorderIsStrokedInsetByHalfItsWidth() throws {
        let view = decorated(placed("padding", (10, 10, 100, 50)), [.border("red", width: 2)])
        let svg = picture(view, 120, 70)
        #expect(
            svg.contains(
                "<rect x=\"11\" y=\"11\" width=\"98\" height=\"48\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\"/>"
            ))
        let image = try pixels(view, 120, 70)
        #expect(image[10, 30] == Self.red && image[11, 30] == Self.red)
        #expect(image[9, 30] == Self.white && image[12, 30] == Self.white)
        #expect(image[60, 10] == Self.red && image[60, 9] == Self.white && image[60, 12] == Self.white)
    }

    @Test func aStrokeIsCentredOnTheOutlineAndAStrokeBorderInside() throws {
        let stroked = decorated(
            placed("Rectangle", (10, 10, 100, 50), .shape(.rectangle)), [.stroke("red", lineWidth: 4, isInset: false)])
        let image = try pixels(stroked, 120, 70)
        #expect(image[8, 30] == Self.red && image[11, 30] == Self.red)
        #expect(image[7, 30] == Self.white && image[12, 30] == Self.white)
        let inset = decorated(
            placed("Circle", (10, 10, 50, 50), .shape(.circle)), [.stroke("blue", lineWidth: 4, isInset: true)])
        #expect(
            picture(inset, 70, 70).contains(
                "<circle cx=\"35\" cy=\"35\" r=\"23\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"4\"/>"))
        // Filled, then stroked: both, in order.
        let both = decorated(
            placed("Rectangle", (10, 10, 40, 40), .shape(.rectangle)),
            [.fill("red"), .stroke("blue", lineWidth: 4, isInset: true)])
        let drawn = try pixels(both, 60, 60)
        #expect(drawn[30, 30] == Self.red && drawn[11, 30] == Self.blue)
    }

    @Test func aClipShapeIsAClipPath() throws {
        let child = placed("Color", (0, 0, 100, 100), .color("blue"))
        let clipped = decorated(placed("frame", (20, 20, 40, 40), children: [child]), [.clip(.circle)])
        let svg = picture(clipped, 100, 100)
        #expect(
            svg.contains(
                "<clipPath id=\"c1\"><circle cx=\"40\" cy=\"40\" r=\"20\"/></clipPath>\n<g clip-path=\"url(#c1)\">"))
        let image = try pixels(clipped, 100, 100)
        #expect(image[40, 40] == Self.blue)
        #expect(image[10, 10] == Self.white && image[22, 22] == Self.white && image[70, 70] == Self.white)
    }

    @Test func anOpacityIsAGroupOpacity() throws {
        let view = decorated(placed("Color", (0, 0, 20, 20), .color("red")), [.opacity(0.5)])
        #expect(picture(view, 20, 20).contains("<g opacity=\"0.5\">"))
        let pixel = try pixels(view, 20, 20)[10, 10]
        // #ff3b30 at half over white.
        #expect(pixel.red == 255 && abs(Int(pixel.green) - 157) <= 2 && abs(Int(pixel.blue) - 152) <= 2, "\(pixel)")
    }

    /// SVG's saturate matrix with 1 − amount: grayscale(1) is the colour's luminance (for
    /// #ff3b30, 0.2126·255 + 0.7152·59 + 0.0722·48 ≈ 100 in each channel), grayscale(0) the colour.
    @Test func aGrayscaleDesaturatesTheDrawing() throws {
        let grey = decorated(placed("Color", (0, 0, 20, 20), .color("red")), [.grayscale(1)])
        #expect(picture(grey, 20, 20).contains("<feColorMatrix type=\"saturate\" values=\"0\"/>"))
        let pixel = try pixels(grey, 20, 20)[10, 10]
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue && abs(Int(pixel.red) - 100) <= 2, "\(pixel)")
        let none = decorated(placed("Color", (0, 0, 20, 20), .color("red")), [.grayscale(0)])
        #expect(try pixels(none, 20, 20)[10, 10] == Self.red)
    }

    @Test func rotationAndScaleTransformTheDrawingAboutTheAnchor() throws {
        let tall = decorated(
            placed("Color", (40, 10, 20, 40), .color("red")), [.rotation(degrees: 90, anchor: .center)])
        #expect(picture(tall, 100, 60).contains("<g transform=\"rotate(90 50 30)\">"))
        let turned = try pixels(tall, 100, 60)
        #expect(turned[35, 30] == Self.red && turned[50, 15] == Self.white)
        let scaled = decorated(
            placed("Color", (40, 20, 20, 20), .color("blue")), [.scale(x: 2, y: 2, anchor: UnitPoint(x: 0, y: 0))])
        let image = try pixels(scaled, 100, 80)
        #expect(image[75, 55] == Self.blue && image[35, 25] == Self.white)
    }

    @Test func aMaskShowsItsViewWhereTheMaskIsOpaque() throws {
        let mask = decorated(
            placed(
                "mask", (0, 0, 60, 60),
                children: [
                    placed("Color", (0, 0, 60, 60), .color("blue")),
                    placed("Circle", (0, 0, 60, 60), .shape(.circle), foreground: "red"),
                ]), [.mask])
        let svg = picture(mask, 60, 60)
        #expect(svg.contains("<g mask=\"url(#m1)\">") && svg.contains("<mask id=\"m1\""))
        let image = try pixels(mask, 60, 60)
        #expect(image[30, 30] == Self.blue && image[2, 2] == Self.white)
    }

    @Test func aShadowIsDrawnBehindTheView() throws {
        let view = decorated(
            placed("Color", (20, 20, 40, 40), .color("blue")), [.shadow(Shadow(radius: 0, x: 5, y: 5))])
        let image = try pixels(view, 80, 80)
        #expect(image[40, 40] == Self.blue)
        // Black at 33 % over white.
        let shadow = image[62, 62]
        #expect(abs(Int(shadow.red) - 171) <= 3 && shadow.red == shadow.blue, "\(shadow)")
        #expect(image[18, 40] == Self.white)
    }

    @Test func hiddenViewsAndTheirIdsAreNotWritten() {
        let text = placed("Text", (0, 0, 20, 16), .text(lines: ["secret"], font: .body), id: "t")
        let svg = picture(decorated(placed("padding", (0, 0, 20, 16), children: [text]), [.hidden]), 20, 16)
        #expect(!svg.contains("secret") && !svg.contains("#t"))
        #expect(picture(text, 20, 16).contains("secret"))
    }

    @Test func textAttributesAndTheTint() {
        var text = placed("Text", (0, 0, 40, 16), .text(lines: ["hello"], font: .body), foreground: "accentColor")
        text.textAttributes = TextAttributes(isItalic: true, weight: .semibold, underline: TextLine(pattern: .dash))
        let svg = picture(decorated(text, [.tint("red")]), 40, 20)
        #expect(svg.contains("fill=\"#ff3b30\" font-weight=\"600\" font-style=\"italic\""))
        #expect(svg.contains("<line x1=\"0\" y1=\"18\" x2=\"40\" y2=\"18\" stroke=\"#ff3b30\""))
        #expect(svg.contains("stroke-dasharray="))
    }

    @Test func theJSONListsDecorationsOnlyWhereThereAreSome() {
        let plain = placed("Color", (0, 0, 10, 10), .color("red"))
        #expect(!renderJSON(LayoutResult(canvas: Size(width: 10, height: 10), root: plain)).contains("decorations"))
        let json = renderJSON(
            LayoutResult(
                canvas: Size(width: 10, height: 10),
                root: decorated(plain, [.hidden, .border("blue", width: 2), .clip(.roundedRectangle(cornerRadius: 4))]))
        )
        #expect(
            json.contains(
                """
                    "decorations": [
                      {"kind": "hidden"},
                      {"kind": "border", "color": "blue", "width": 2},
                      {"kind": "clipShape", "shape": "RoundedRectangle", "cornerRadius": 4}
                    ],
                    "children": []
                """), "\(json)")
    }

    @Test func translucentColoursHaveAnOpacity() {
        let view = placed("Color", (0, 0, 10, 10), .color("#ff880080"))
        #expect(picture(view, 10, 10).contains("fill=\"#ff8800\" fill-opacity=\"0.502\""))
    }
}
