import PlumbLayout
import Testing

@testable import PlumbText

@Suite("Vertical metrics and the pixel grid")
struct LineMetricsTests {
    /// Every text style at every Dynamic Type size (PlumbLayout's table): one line is
    /// size × 2444 / 2048, the ascender size × 1950 / 2048, the descender size × 494 / 2048, for
    /// every weight.
    @Test(arguments: FontStyle.allCases)
    func everyStyleAtEverySize(_ style: FontStyle) {
        for typeSize in DynamicTypeSize.allCases {
            let size = style.pointSize(at: typeSize)
            for weight in PointFont.Weight.allCases {
                let metrics = PointFont(size: size, weight: weight).lineMetrics
                #expect(metrics.lineHeight == size * 2444 / 2048, "\(style) \(typeSize)")
                #expect(metrics.ascender == size * 1950 / 2048)
                #expect(metrics.descender == size * 494 / 2048)
                #expect(metrics.firstBaseline == metrics.ascender)
            }
        }
    }

    @Test func bodyAtTheDefaultSize() {
        // 17 × 2444 / 2048 = 20.287109375 exactly; on the grid: 20⅓ (@3x), 20.5 (@2x), 21 (@1x).
        let metrics = PointFont(size: FontStyle.body.pointSize()).lineMetrics
        #expect(metrics.lineHeight == 20.287109375)
        #expect(PixelScale.x3.roundedUp(metrics.lineHeight) == 61.0 / 3)
        #expect(PixelScale.x2.roundedUp(metrics.lineHeight) == 20.5)
        #expect(PixelScale.x1.roundedUp(metrics.lineHeight) == 21)
        // 17 × 1950 / 2048 = 16.1865234375.
        #expect(metrics.ascender == 16.1865234375)
    }

    @Test func severalLinesWithSpacing() {
        let metrics = PointFont(size: 17).lineMetrics
        // Three lines with 4 pt between: 3 × 20.287109375 + 2 × 4 = 68.861328125.
        #expect(metrics.height(lines: 3, lineSpacing: 4) == 68.861328125)
        // The last baseline: 2 × (20.287109375 + 4) + 16.1865234375 = 64.7607421875.
        #expect(metrics.lastBaseline(lines: 3, lineSpacing: 4) == 64.7607421875)
        #expect(metrics.lastBaseline(lines: 1) == metrics.ascender)
        #expect(metrics.height(lines: 1, lineSpacing: 4) == metrics.lineHeight)
        #expect(metrics.height(lines: 0) == 0)
        #expect(metrics.height(lines: -5) == 0)
        #expect(metrics.height(lines: 2, lineSpacing: .nan) == 2 * metrics.lineHeight)
        #expect(metrics.height(lines: 2, lineSpacing: -1000) == 0)
        #expect(metrics.height(lines: Int.max).isFinite)
    }

    @Test(
        arguments: [
            (20.287109375, 21.0, 20.5, 61.0 / 3), (10.0, 10.0, 10.0, 10.0), (0.0, 0.0, 0.0, 0.0),
            (0.01, 1.0, 0.5, 1.0 / 3), (94.1, 95.0, 94.5, 283.0 / 3),
        ] as [(Double, Double, Double, Double)])
    func roundingUpToTheGrid(_ points: Double, _ at1x: Double, _ at2x: Double, _ at3x: Double) {
        #expect(PixelScale.x1.roundedUp(points) == at1x)
        #expect(PixelScale.x2.roundedUp(points) == at2x)
        #expect(PixelScale.x3.roundedUp(points) == at3x)
    }

    @Test func aValueOnTheGridStays() {
        for scale in PixelScale.allCases {
            for pixels in 0...300 {
                let points = Double(pixels) / Double(scale.rawValue)
                #expect(scale.roundedUp(points) == points)
                #expect(scale.roundedUp(scale.roundedUp(points + 0.001)) == scale.roundedUp(points + 0.001))
            }
        }
        #expect(PixelScale.x3.roundedUp(61.0 / 3 * 3 / 3) == 61.0 / 3)
    }

    @Test func valuesThatAreNotFinitePassThrough() {
        #expect(PixelScale.x3.roundedUp(.infinity) == .infinity)
        #expect(PixelScale.x2.roundedUp(.nan).isNaN)
        #expect(PixelScale.x1.roundedUp(-1.5) == -1)
    }
}
