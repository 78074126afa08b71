/// Alignment guides: identities, defaults and how containers merge children's explicit values
/// (OpenSwiftUI's `AlignmentGuide.swift` and `ViewDimensions.swift`).
public final class AlignmentID: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// How a container merges its children's explicit values for this guide.
    public enum Merge: Sendable {
        /// SwiftUI's `FrameAlignment`s (leading/center/trailing, top/center/bottom): a container never
        /// exposes its children's explicit values, so they stop at the first container.
        case none
        case minimum
        case maximum
        /// The default for custom guides: the arithmetic mean of the children that have a value.
        case mean
    }

    public let name: String
    public let axis: Axis
    public let merge: Merge
    /// A bit used in per-node masks that record which guides a subtree may set explicitly. Custom
    /// guides hash into the high bits; a collision only costs a lookup, never a wrong answer.
    let maskBit: UInt64
    /// A built-in guide's default, a fixed fraction of the length along its axis, computed
    /// without calling a closure (layout asks for it once or twice per child) and read as a plain
    /// value where passing the guide to a call would retain and release it (a frame placing its
    /// child); nil for a custom guide.
    let builtinDefault: BuiltinDefault?
    /// A custom guide's default (nil for a built-in one: exactly one of the two is set).
    private let customDefault: ((ViewDimensions) -> Double)?

    /// The default of a built-in guide: a fixed fraction of the length along its axis.
    enum BuiltinDefault {
        case zero
        case half
        case length

        @inline(__always)
        func value(length: Double) -> Double {
            switch self {
            case .zero: 0
            case .half: length / 2
            case .length: length
            }
        }
    }

    private init(
        name: String, axis: Axis, merge: Merge, maskBit: UInt64, builtinDefault: BuiltinDefault?,
        customDefault: ((ViewDimensions) -> Double)?
    ) {
        self.name = name
        self.axis = axis
        self.merge = merge
        self.maskBit = maskBit
        self.builtinDefault = builtinDefault
        self.customDefault = customDefault
    }

    /// A custom guide (`AlignmentID` conformance in SwiftUI). Its default is computed by
    /// `defaultValue`, which must be pure: layout may evaluate it several times.
    public convenience init(
        custom name: String, axis: Axis, defaultValue: @escaping (ViewDimensions) -> Double
    ) {
        self.init(
            name: name, axis: axis, merge: .mean, maskBit: 0, builtinDefault: nil, customDefault: defaultValue)
    }

    private convenience init(builtin name: String, axis: Axis, merge: Merge, bit: Int, _ rule: BuiltinDefault) {
        self.init(
            name: name, axis: axis, merge: merge, maskBit: 1 << UInt64(bit), builtinDefault: rule,
            customDefault: nil)
    }

    /// Inlined: layout asks for a built-in guide's default once or twice per
    /// child, and a call that passes the whole `ViewDimensions` cost more than the answer. One
    /// switch, written out: unwrapping the optional, then `BuiltinDefault.value`, ran 0.7% more
    /// instructions in a deep layout (callgrind, deep 10³).
    @inline(__always)
    public func defaultValue(in dimensions: ViewDimensions) -> Double {
        switch builtinDefault {
        case .zero: return 0
        case .half: return (axis == .horizontal ? dimensions.width : dimensions.height) / 2
        case .length: return axis == .horizontal ? dimensions.width : dimensions.height
        case nil: return customDefaultValue(in: dimensions)
        }
    }

    @inline(never)
    private func customDefaultValue(in dimensions: ViewDimensions) -> Double {
        customDefault!(dimensions)
    }

    /// The default value for a view of `size`, or nil for a custom guide, whose default needs the
    /// full `ViewDimensions`.
    func defaultValue(size: Size) -> Double? {
        builtinDefault?.value(length: size[axis])
    }

    /// The bit for this guide in subtree masks.
    var bit: UInt64 {
        if maskBit != 0 { return maskBit }
        return 1 << UInt64(16 + UInt(bitPattern: ObjectIdentifier(self).hashValue) % 48)
    }

    public static func == (lhs: AlignmentID, rhs: AlignmentID) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }

    public static let leading = AlignmentID(builtin: "leading", axis: .horizontal, merge: .none, bit: 0, .zero)
    public static let horizontalCenter = AlignmentID(
        builtin: "center", axis: .horizontal, merge: .none, bit: 1, .half)
    public static let trailing = AlignmentID(builtin: "trailing", axis: .horizontal, merge: .none, bit: 2, .length)
    public static let top = AlignmentID(builtin: "top", axis: .vertical, merge: .none, bit: 3, .zero)
    public static let verticalCenter = AlignmentID(builtin: "center", axis: .vertical, merge: .none, bit: 4, .half)
    public static let bottom = AlignmentID(builtin: "bottom", axis: .vertical, merge: .none, bit: 5, .length)
    /// Views without text put both baselines at their bottom edge.
    public static let firstTextBaseline = AlignmentID(
        builtin: "firstTextBaseline", axis: .vertical, merge: .minimum, bit: 6, .length)
    /// Merged with `max`: see the design note (the lowest last baseline is the stack's last one).
    public static let lastTextBaseline = AlignmentID(
        builtin: "lastTextBaseline", axis: .vertical, merge: .maximum, bit: 7, .length)

    /// Bits of the two text baselines: set on every Text node's mask.
    static let textBaselineBits = firstTextBaseline.maskBit | lastTextBaseline.maskBit

    /// Merges children's explicit values (already in the container's coordinates).
    func combine(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch merge {
        case .none: return nil
        case .minimum: return values.min()
        case .maximum: return values.max()
        case .mean:
            // SwiftUI's running mean: parent = (parent·n + child)/(n+1).
            var mean = 0.0
            for (n, value) in values.enumerated() {
                mean = (mean * Double(n) + value) / Double(n + 1)
            }
            return mean
        }
    }
}

public struct HorizontalAlignment: Hashable, Sendable {
    public let id: AlignmentID
    public init(_ id: AlignmentID) {
        precondition(id.axis == .horizontal)
        self.id = id
    }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.horizontalCenter)
    public static let trailing = HorizontalAlignment(.trailing)
}

public struct VerticalAlignment: Hashable, Sendable {
    public let id: AlignmentID
    public init(_ id: AlignmentID) {
        precondition(id.axis == .vertical)
        self.id = id
    }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.verticalCenter)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

/// A two-dimensional alignment (ZStack, frame, overlay, background).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The guide for one axis.
    public func id(for axis: Axis) -> AlignmentID {
        axis == .horizontal ? horizontal.id : vertical.id
    }
}

/// A view's size plus access to its alignment guides, in its own coordinate space
/// (SwiftUI's `ViewDimensions`).
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    /// A handle, like `LayoutSubviews.owner`: valid while its tree exists.
    let node: LayoutNode?
    /// `node.guideMask`, so that asking for a guide the view cannot set explicitly (the usual
    /// case) does not visit the node.
    let guideMask: UInt64
    let proposal: ProposedSize

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
        self.node = nil
        self.guideMask = 0
        self.proposal = .unspecified
    }

    init(node: LayoutNode, guideMask: UInt64, size: Size, proposal: ProposedSize) {
        self.width = size.width
        self.height = size.height
        self.node = node
        self.guideMask = guideMask
        self.proposal = proposal
    }

    public var size: Size { Size(width: width, height: height) }

    /// The explicit value when the view (or something inside it) sets one, else the guide's default.
    /// Inlined, as the default is: a stack reads each child's guide in every pass, and almost
    /// never an explicit one.
    @inline(__always)
    public subscript(guide: AlignmentID) -> Double {
        guard guideMask & guide.bit != 0 else { return guide.defaultValue(in: self) }
        return explicitValue(guide) ?? guide.defaultValue(in: self)
    }

    /// Only an explicit value, or nil.
    @inline(__always)
    public subscript(explicit guide: AlignmentID) -> Double? {
        guard guideMask & guide.bit != 0 else { return nil }
        return explicitValue(guide)
    }

    /// The explicit value of a guide the view's mask says it may set.
    @inline(never)
    private func explicitValue(_ guide: AlignmentID) -> Double? {
        guard let node else { return nil }
        // A retired node's slot has an even generation (see `LayoutSubview.isCurrent`).
        guard node.state.hot.pointee.generation & 1 == 1 else {
            node.staleHandleUsed(.sizing)
            return nil
        }
        return node.explicitAlignment(guide, proposal: proposal)
    }
}
