/// Geometry in points. Nothing in the layout core rounds: values stay exact `Double`s until the
/// renderer maps them to character cells.

public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes (SwiftUI's `Axis.Set`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        public func contains(_ axis: Axis) -> Bool { contains(Set(axis)) }
    }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(_ axis: Axis, major: Double, minor: Double) {
        self =
            axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func min(_ axis: Axis) -> Double { origin[axis] }

    /// The overlap of two rectangles (zero-sized, at the nearer edge, when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.minX + width, other.minX + other.width)
        let maxY = Swift.min(self.minY + height, other.minY + other.height)
        return Rect(x: minX, y: minY, width: Swift.max(maxX - minX, 0), height: Swift.max(maxY - minY, 0))
    }
    public func max(_ axis: Axis) -> Double { origin[axis] + size[axis] }

    public var description: String { "\(origin) \(size)" }
}

/// A proposal: per axis `nil` asks for the ideal size, `0` for the minimum, `.infinity` for the
/// maximum, anything else is a concrete offer (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public init(_ axis: Axis, major: Double?, minor: Double?) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with nil on every axis outside `axes`: the memo key of a view whose size
    /// depends only on `axes` (`Layout.sizeDependence`).
    func keeping(_ axes: Axis.Set) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? width : nil, height: axes.contains(.vertical) ? height : nil)
    }

    /// SwiftUI's "magic 10": an unspecified dimension becomes 10 points.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// Shrinks the proposal by `insets`, never below zero; `nil` stays `nil` and NaN becomes 0.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        func shrink(_ value: Double?, _ amount: Double) -> Double? {
            guard let value else { return nil }
            let result = value - amount
            return result.isNaN ? 0 : Swift.max(0, result)
        }
        return ProposedSize(
            width: shrink(width, insets.leading + insets.trailing),
            height: shrink(height, insets.top + insets.bottom))
    }

    public var description: String {
        func text(_ value: Double?) -> String { value.map(formatPoints) ?? "nil" }
        return "\(text(width))×\(text(height))"
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// Formats a point value the way diagnostics print it: integers without a fraction, otherwise up
/// to three decimals ("4.5", "26.667"), and "∞" for infinity.
public func formatPoints(_ value: Double) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    if value.isNaN { return "NaN" }
    // Within a hundredth of a point of zero is zero wherever a value is printed (never "-0").
    if abs(value) < 0.01 { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
