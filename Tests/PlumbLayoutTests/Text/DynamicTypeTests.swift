import Testing

@testable import PlumbLayout

@Suite("Dynamic Type point sizes")
struct DynamicTypeTests {
    /// The default (large) column: what `UIFont.preferredFont(forTextStyle:)` returns on iOS.
    @Test(arguments: [
        (FontStyle.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
        (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
    ])
    func defaultSizeMatchesUIKit(_ style: FontStyle, _ points: Double) {
        #expect(style.pointSize() == points)
        #expect(style.pointSize(at: .large) == points)
    }

    /// Body across every size (HIG; the standard sizes also as an iOS 8.4 simulator printed them).
    @Test func bodyAcrossAllSizes() {
        let sizes = DynamicTypeSize.allCases.map { FontStyle.body.pointSize(at: $0) }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func extremesOfTheTable() {
        #expect(FontStyle.largeTitle.pointSize(at: .accessibility5) == 60)
        #expect(FontStyle.caption2.pointSize(at: .xSmall) == 11)
        #expect(FontStyle.title3.pointSize(at: .accessibility3) == 43)
        #expect(FontStyle.footnote.pointSize(at: .medium) == 12)
    }

    /// Every style grows (or stays) from one size to the next, and the hierarchy between styles
    /// holds at every size: a larger style is never smaller than a smaller one.
    @Test func sizesNeverShrinkAlongEitherAxisOfTheTable() {
        let sizes = DynamicTypeSize.allCases
        for style in FontStyle.allCases {
            for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
                #expect(style.pointSize(at: smaller) <= style.pointSize(at: larger), "\(style) \(smaller)")
            }
        }
        let order: [FontStyle] = [.largeTitle, .title, .title2, .title3, .body, .callout, .subheadline, .footnote]
        for size in sizes {
            for (bigger, smaller) in zip(order, order.dropFirst()) {
                #expect(bigger.pointSize(at: size) >= smaller.pointSize(at: size), "\(bigger) \(size)")
            }
            #expect(FontStyle.headline.pointSize(at: size) == FontStyle.body.pointSize(at: size))
        }
    }

    @Test func accessibilitySizes() {
        #expect(DynamicTypeSize.default == .large)
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(DynamicTypeSize.small < .large && .xxxLarge < .accessibility1)
    }

    @Test(arguments: [
        (FontStyle.body, DynamicTypeSize.large, FontStyle.body),
        (.body, .xxLarge, .body),  // 21 points: still one cell
        (.body, .xxxLarge, .title),  // 23: two cells
        (.body, .accessibility1, .title),  // 28: two cells
        (.body, .accessibility3, .largeTitle),  // 40: three
        (.largeTitle, .large, .largeTitle),  // 34
        (.largeTitle, .xSmall, .title),  // 31
        (.title, .large, .title),  // 28
        (.title2, .large, .title2),  // 22
        (.caption, .accessibility5, .largeTitle),  // 40
    ])
    func textIsDrawnInWholeCells(style: FontStyle, size: DynamicTypeSize, drawn: FontStyle) {
        #expect(style.drawn(at: size) == drawn)
    }
}
