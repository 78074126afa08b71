/// A screen's pixels per point: 1, 2 or 3 (@1x, @2x, @3x). iOS reports a text's measured size
/// rounded up to its screen's pixel grid; everything else here is unrounded, and rounding is this
/// one explicit step.
public enum PixelScale: Int, Sendable, Hashable, CaseIterable {
    case x1 = 1
    case x2 = 2
    case x3 = 3

    /// `points` rounded up to a whole number of pixels: 20.287 → 21 (@1x), 20.5 (@2x), 20.333
    /// (@3x). A value already on the grid stays, even when computed with a rounding error below a
    /// millionth of a pixel (20⅓ as 61 / 3). Values that are not finite are returned as they are.
    public func roundedUp(_ points: Double) -> Double {
        guard points.isFinite else { return points }
        let scale = Double(rawValue)
        let pixels = points * scale
        // A grid value computed as a quotient may land just above its whole number of pixels.
        let whole = pixels.rounded()
        if abs(pixels - whole) <= 1e-6 { return whole / scale }
        return pixels.rounded(.up) / scale
    }
}
