import Testing

@testable import PlumbText

@Suite("Sizes and texts at the limits")
struct BadInputTests {
    @Test(arguments: [0, -1, -.infinity, .nan, -0.0, -.leastNonzeroMagnitude])
    func aSizeThatIsNotPositiveMeasuresNothing(_ size: Double) {
        let font = PointFont(size: size)
        #expect(font.size == 0)
        #expect(font.width(of: "Hello 漢👍") == 0)
        #expect(font.lineMetrics.lineHeight == 0)
        #expect(font.lineMetrics.height(lines: 3, lineSpacing: 2) == 4)
    }

    @Test(arguments: [1e6, 1e7, 1e300, .infinity, .greatestFiniteMagnitude])
    func aHugeSizeIsMeasuredAtTheLargest(_ size: Double) {
        let font = PointFont(size: size)
        #expect(font.size == 1e6)
        // Measured in the Display design at 10⁶ pt: finite, and never NaN.
        let width = font.width(of: "a")
        #expect(width.isFinite && width > 0)
        #expect(font.lineMetrics.lineHeight == 1e6 * 2444 / 2048)
        #expect(PixelScale.x3.roundedUp(font.width(of: String(repeating: "W", count: 1000))).isFinite)
    }

    @Test func aTinySizeIsKept() {
        #expect(PointFont(size: 0.001).size == 0.001)
        // Below the table's 6 pt the tracking is 6 pt's, +41/1000 em.
        #expect(PointFont(size: 0.001).trackingPerEm == 41)
    }

    @Test func aMillionASCIICharacters() {
        // "a" × 1,000,000 at 17 pt: 1588 units each, "aa" unkerned, 999,999 tracking gaps of −0.442.
        let text = String(repeating: "a", count: 1_000_000)
        let width = PointFont(size: 17).width(of: text)
        let expected = 1_588_000_000.0 * 17 / 2816 - 999_999 * 0.442
        #expect(abs(width - expected) < 1e-6)
    }

    @Test func aMillionClustersOfOtherKinds() {
        let font = PointFont(size: 17)
        // Precomposed "é" (1640 units, kerned as "ee": 0) through the cluster path.
        let accented = String(repeating: "é", count: 1_000_000)
        #expect(abs(font.width(of: accented) - (1_640_000_000.0 * 17 / 2816 - 999_999 * 0.442)) < 1e-6)
        // Ideographs: an em each, untracked.
        #expect(font.width(of: String(repeating: "漢", count: 1_000_000)) == 17_000_000)
        // Zero-width spaces: nothing.
        #expect(font.width(of: String(repeating: "\u{200B}", count: 1_000_000)) == 0)
    }

    /// A scalar every 251 code points across all seventeen planes (surrogates excepted), alone,
    /// after a letter and with a combining mark: every width is a finite number ≥ 0, and one
    /// cluster is never wider than two ems (the widest Latin glyphs are under one and a half).
    @Test func everyPlane() {
        let font = PointFont(size: 17)
        var measured = 0
        for value in stride(from: UInt32(0), through: 0x10FFFF, by: 251) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            for text in [String(character), "A" + String(character), String(character) + "\u{301}"] {
                let width = font.width(of: text)
                #expect(width.isFinite && width >= 0, "U+\(String(value, radix: 16))")
            }
            #expect(font.width(of: String(character)) <= 34, "U+\(String(value, radix: 16))")
            measured += 1
        }
        #expect(measured > 4000)
    }
}
