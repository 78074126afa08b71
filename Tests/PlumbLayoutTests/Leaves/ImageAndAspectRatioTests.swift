import Testing

@testable import PlumbLayout

/// The size a view chooses for a proposal, in a fresh tree.
private func size(_ view: View, _ width: Double?, _ height: Double?, environment: EnvironmentValues = .init()) -> Size {
    LayoutEngine().measure(view, proposal: ProposedSize(width: width, height: height), environment: environment)
}

/// A resizable asset of 160×90 points (16:9).
private func photo() -> View {
    View.image(named: "photo", size: Size(width: 160, height: 90)).resizable()!
}

@Suite("aspectRatio, scaledToFit and scaledToFill")
struct AspectRatioTests {
    @Test func fitIsTheLargestBoxOfTheRatioInsideTheProposal() {
        let wide = View.rectangle().aspectRatio(2, contentMode: .fit)
        #expect(size(wide, 100, 100) == Size(width: 100, height: 50))
        #expect(size(wide, 300, 100) == Size(width: 200, height: 100))
    }

    @Test func fillIsTheSmallestBoxOfTheRatioCoveringTheProposal() {
        let wide = View.rectangle().aspectRatio(2, contentMode: .fill)
        #expect(size(wide, 100, 100) == Size(width: 200, height: 100))
        #expect(size(wide, 300, 100) == Size(width: 300, height: 150))
    }

    @Test func aNilRatioIsTheChildsIdealRatio() {
        // The resizable 160×90 image: fitted into 100×100 it is 100 wide, filled it is 100 tall.
        #expect(size(photo().scaledToFit(), 100, 100) == Size(width: 100, height: 56.25))
        let filled = size(photo().scaledToFill(), 100, 100)
        #expect(filled.height == 100 && abs(filled.width - 1600.0 / 9) < 1e-9)
        // Apple's example: Circle().scaledToFit() in 300×150; the circle's ideal 10×10 is square.
        let result = layout(
            View.circle().withID("c").scaledToFit().frame(width: 300, height: 150), width: 300, height: 150)
        #expect(result.frame("c") == Rect(x: 75, y: 0, width: 150, height: 150))
    }

    @Test func aCGSizeIsItsWidthOverItsHeight() {
        let view = View.rectangle().aspectRatio(Size(width: 4, height: 3), contentMode: .fit)
        #expect(size(view, 120, 120) == Size(width: 120, height: 90))
    }

    @Test func anUnspecifiedProposalIsPassedOnAsItIs() {
        // The child's ideal size: the image's own, a shape's 10×10.
        #expect(size(photo().scaledToFit(), nil, nil) == Size(width: 160, height: 90))
        #expect(size(photo().aspectRatio(1, contentMode: .fill), nil, nil) == Size(width: 160, height: 90))
        #expect(size(View.rectangle().aspectRatio(3, contentMode: .fit), nil, nil) == Size(width: 10, height: 10))
    }

    @Test func anUnspecifiedSideNeverDecides() {
        // One side given: fit and fill both scale by it (SwiftUI's scaleThatFits uses +∞ for the
        // missing side, scaleThatFills −∞), so a filled image in a vertical ScrollView stays finite.
        #expect(size(photo().scaledToFit(), 100, nil) == Size(width: 100, height: 56.25))
        #expect(size(photo().scaledToFill(), 100, nil) == Size(width: 100, height: 56.25))
        #expect(size(photo().scaledToFill(), nil, 45) == Size(width: 80, height: 45))
        let scrolled = layout(
            View.scrollView(View.vStack([photo().scaledToFill().withID("p")])), width: 320, height: 200)
        #expect(scrolled.frame("p") == Rect(x: 0, y: 0, width: 320, height: 180))
    }

    @Test func zeroAndInfiniteProposals() {
        #expect(size(photo().scaledToFit(), 0, 0) == .zero)
        let filled = size(photo().scaledToFill(), 0, 100)
        #expect(abs(filled.width - 1600.0 / 9) < 1e-9 && filled.height == 100)
        #expect(size(photo().scaledToFit(), .infinity, 90) == Size(width: 160, height: 90))
        #expect(size(photo().scaledToFit(), .infinity, .infinity) == Size(width: .infinity, height: .infinity))
    }

    @Test func aBoxSideOfLengthZeroStaysZero() {
        // The child's ideal is 0×10: 0 × ∞ would be NaN; the side stays 0, never NaN or negative.
        let thin = View.color("red").frame(width: 0).withID("thin")
        #expect(size(thin.scaledToFit(), 100, 100) == Size(width: 0, height: 100))
        // Filling, the 0-wide side's scale (100 / 0) is +∞, as SwiftUI's arithmetic has it.
        #expect(size(thin.scaledToFill(), 100, 100) == Size(width: 0, height: .infinity))
    }

    @Test func theChildChoosesItsSizeInTheBoxAndIsCentred() {
        // A fixed-size image keeps its size; a text takes what it needs of the box.
        let fixed = View.image(named: "logo", size: Size(width: 40, height: 20)).withID("logo")
        #expect(size(fixed.aspectRatio(1, contentMode: .fit), 100, 100) == Size(width: 40, height: 20))
        let result = layout(
            View.text("Hi").withID("t").aspectRatio(1, contentMode: .fit).withID("a").frame(width: 100, height: 60),
            width: 100, height: 60)
        #expect(result.frame("t") == Rect(x: 42, y: 22, width: 16, height: 16))
        #expect(result.frame("a") == result.frame("t"))
    }

    @Test func aLayoutPriorityInsideDoesNotCountOutside() {
        let inner = View.rectangle().layoutPriority(5).aspectRatio(1, contentMode: .fit)
        let tree = LayoutEngine().makeTree(View.hStack([inner]))
        #expect(tree.root.currentChildren[0].priority == 0)
    }
}

@Suite("Images")
struct ImageTests {
    @Test func anAssetKeepsItsSizeWhateverItIsOffered() {
        let image = View.image(named: "photo")
        #expect(size(image, nil, nil) == Size(width: 100, height: 100))
        #expect(size(image, 10, 500) == Size(width: 100, height: 100))
        let stated = View.image(named: "photo", size: Size(width: 400, height: 300))
        #expect(size(stated, 50, 50) == Size(width: 400, height: 300))
    }

    @Test func aResizableImageFillsTheProposalAndKeepsItsOwnSideWhereOneIsUnspecified() {
        #expect(size(photo(), 50, 70) == Size(width: 50, height: 70))
        #expect(size(photo(), nil, 70) == Size(width: 160, height: 70))
        #expect(size(photo(), .infinity, 0) == Size(width: .infinity, height: 0))
    }

    @Test func resizableIsOnlyForImages() {
        #expect(View.text("a").resizable() == nil)
        #expect(View.image(systemName: "star", glyph: "☆").resizable()?.imageSource?.isResizable == true)
    }

    @Test func aSymbolIsASquareAsTallAsItsFontsGlyphs() {
        let star = View.image(systemName: "star.fill", glyph: "★")
        #expect(size(star, nil, nil) == Size(width: 16, height: 16))
        #expect(size(star, 500, 500) == Size(width: 16, height: 16))
        #expect(size(star.font(.title), nil, nil) == Size(width: 32, height: 32))
        #expect(size(star.font(.largeTitle), nil, nil) == Size(width: 48, height: 48))
        #expect(size(star.font(.system(size: 40)), nil, nil) == Size(width: 48, height: 48))
        // Dynamic Type: body at accessibility3 (40 points) is drawn 3 cells tall.
        let large = EnvironmentValues(dynamicTypeSize: .accessibility3)
        #expect(size(star, nil, nil, environment: large) == Size(width: 48, height: 48))
    }

    @Test func imageScaleScalesTheSymbol() {
        let star = View.image(systemName: "star.fill", glyph: "★")
        #expect(size(star.imageScale(.small), nil, nil) == Size(width: 12.8, height: 12.8))
        #expect(size(star.imageScale(.medium), nil, nil) == Size(width: 16, height: 16))
        #expect(size(star.imageScale(.large), nil, nil) == Size(width: 20.8, height: 20.8))
        // It does not change text.
        #expect(size(View.text("a").imageScale(.large), nil, nil) == Size(width: 8, height: 16))
    }

    @Test func aResizableSymbolFillsTheProposal() {
        let star = View.image(systemName: "star.fill", glyph: "★").resizable()!
        #expect(size(star, 40, 30) == Size(width: 40, height: 30))
        #expect(size(star.scaledToFit(), 40, 30) == Size(width: 30, height: 30))
    }

    @Test func placedContentNamesTheAssetOrDrawsTheGlyph() {
        let result = layout(
            View.hStack([
                View.image(named: "photo", size: Size(width: 40, height: 20)).withID("p"),
                View.image(systemName: "star.fill", glyph: "★").withID("s"),
            ]), width: nil, height: nil)
        #expect(result.root.find("p")?.content == .image("photo"))
        #expect(result.root.find("s")?.content == .symbol("★"))
    }
}

@Suite("Fonts by size")
struct FontTests {
    func textSize(_ font: Font, environment: EnvironmentValues = .init()) -> Size {
        size(View.text("Hi").font(font), nil, nil, environment: environment)
    }

    @Test func aPointSizeIsDrawnInWholeCells() {
        // Up to 22 points one cell a letter, up to 33 two (title's face), beyond that three.
        #expect(textSize(.system(size: 17)) == Size(width: 16, height: 16))
        #expect(textSize(.system(size: 22)) == Size(width: 16, height: 16))
        #expect(textSize(.system(size: 24)) == Size(width: 32, height: 48))
        #expect(textSize(.system(size: 33)) == Size(width: 32, height: 48))
        #expect(textSize(.system(size: 40)) == Size(width: 48, height: 64))
        #expect(textSize(.system(size: 8)) == Size(width: 16, height: 16))
    }

    @Test func aFixedSizeDoesNotFollowDynamicType() {
        let large = EnvironmentValues(dynamicTypeSize: .accessibility3)
        #expect(textSize(.system(size: 17), environment: large) == Size(width: 16, height: 16))
        #expect(textSize(.body, environment: large) == Size(width: 48, height: 64))
        #expect(
            textSize(.custom("Menlo", size: 17, relativeTo: nil), environment: large) == Size(width: 16, height: 16))
    }

    @Test func aCustomFontScalesWithItsStyle() {
        // custom(_:size:) scales with body: 17 × 40 / 17 at accessibility3.
        #expect(Font.custom("Menlo", size: 17).pointSize(at: .accessibility3) == 40)
        #expect(Font.custom("Menlo", size: 34).pointSize(at: .xSmall) == 28)
        #expect(Font.custom("Menlo", size: 28, relativeTo: .title).pointSize(at: .xxxLarge) == 34)
        #expect(textSize(.custom("Menlo", size: 17)) == Size(width: 16, height: 16))
        #expect(
            textSize(.custom("Menlo", size: 17), environment: EnvironmentValues(dynamicTypeSize: .accessibility3))
                == Size(width: 48, height: 64))
    }

    @Test func aStylesWeightKeepsItsFaceAndDrawsBold() {
        #expect(textSize(Font.title.bold()) == textSize(.title))
        let result = layout(View.text("Hi").withID("t").font(Font.body.weight(.semibold)), width: nil, height: nil)
        #expect(result.root.find("t")?.isBold == true)
        let regular = layout(View.text("Hi").withID("t").font(Font.body.weight(.medium)), width: nil, height: nil)
        #expect(regular.root.find("t")?.isBold == false)
    }

    @Test func fontsDescribeThemselvesAsSwiftUIWritesThem() {
        #expect(Font.title.description == "title")
        #expect(Font.title.bold().description == "title.bold()")
        #expect(
            Font.system(size: 24, weight: .bold, design: .rounded).description
                == "system(size: 24, weight: .bold, design: .rounded)")
        #expect(Font.system(.title, design: .serif).description == "system(.title, design: .serif)")
        #expect(Font.custom("Menlo", size: 12).description == "custom(\"Menlo\", size: 12)")
        #expect(Font.custom("Menlo", size: 12, relativeTo: nil).description == "custom(\"Menlo\", fixedSize: 12)")
        #expect(Font.title == Font(.title) && Font.title != Font.title.bold())
    }
}
