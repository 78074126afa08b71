// The input of a UIStackView arrangement: the stack's properties and its arranged items, with
// UIKit's names and defaults. Sizes and frames are PlumbLayout's `Size` and `Rect`.

import PlumbLayout

/// UIEdgeInsets: the stack's layoutMargins. Left-to-right only: leading is left.
public struct LayoutMargins: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// UIView's default layoutMargins: 8 on each edge.
    public static let `default` = LayoutMargins(all: 8)
    public static let zero = LayoutMargins(all: 0)
}

public enum StackAxis: String, Sendable, CaseIterable {
    case horizontal
    case vertical
}

public enum StackDistribution: String, Sendable, CaseIterable {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
}

/// UIStackView.Alignment. `top` is `leading` and `bottom` is `trailing`, as in UIKit (the same raw
/// values). The baseline alignments apply to horizontal stacks only; a vertical stack treats them
/// as `fill`, as UIKit does (README, "Decisions").
public enum StackAlignment: String, Sendable, CaseIterable {
    case fill
    case leading
    case center
    case trailing
    case firstBaseline
    case lastBaseline

    public static let top = StackAlignment.leading
    public static let bottom = StackAlignment.trailing
}

/// NSLayoutConstraint.Attribute, the two a size constraint can have.
public enum SizeAttribute: String, Sendable, CaseIterable {
    case width
    case height
}

/// NSLayoutConstraint.Relation.
public enum SizeRelation: String, Sendable, CaseIterable {
    case equal
    case greaterThanOrEqual
    case lessThanOrEqual
}

/// `attribute relation constant @priority` on an arranged item or on the stack.
public struct SizeConstraint: Hashable, Sendable, CustomStringConvertible {
    public var attribute: SizeAttribute
    public var relation: SizeRelation
    public var constant: Double
    public var priority: Double

    public init(_ attribute: SizeAttribute, _ relation: SizeRelation, _ constant: Double, priority: Double = 1000) {
        self.attribute = attribute
        self.relation = relation
        self.constant = constant
        self.priority = priority
    }

    public var description: String {
        let symbol =
            switch relation {
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            case .lessThanOrEqual: "<="
            }
        return "\(attribute.rawValue) \(symbol) \(constant)" + (priority == 1000 ? "" : " @\(priority)")
    }
}

/// A priority per axis (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIView's defaults: hugging 250 (defaultLow), compression resistance 750 (defaultHigh).
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// One arranged subview, as far as layout sees it.
public struct ArrangedItem: Hashable, Sendable {
    /// UIView.noIntrinsicMetric: "no intrinsic size on this axis". `nil` means the same.
    public static let noIntrinsicMetric: Double = -1

    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    public var isHidden: Bool
    /// Distance from the item's top to its first baseline; `nil`: the bottom edge (a view without
    /// text, whose baseline views are itself).
    public var firstBaseline: Double?
    /// Distance from the item's top to its last baseline; `nil`: the bottom edge.
    public var lastBaseline: Double?
    public var constraints: [SizeConstraint]
    /// `setCustomSpacing(_:after:)`: the spacing between this item and the next visible one,
    /// instead of the stack's `spacing` (nil: `UIStackView.spacingUseDefault`). Applied only while
    /// this item is visible (README, "Decisions").
    public var customSpacingAfter: Double?

    public init(
        intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
        contentHugging: AxisPriorities = .defaultHugging,
        compressionResistance: AxisPriorities = .defaultCompressionResistance,
        isHidden: Bool = false, firstBaseline: Double? = nil, lastBaseline: Double? = nil,
        constraints: [SizeConstraint] = [], customSpacingAfter: Double? = nil
    ) {
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.isHidden = isHidden
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.constraints = constraints
        self.customSpacingAfter = customSpacingAfter
    }

    /// A UILabel made in code: UIView's default priorities, hugging 250 and compression resistance
    /// 750 on both axes (Interface Builder sets a label's hugging to 251 instead; README).
    /// `lastBaseline` defaults to `firstBaseline` (one line).
    public static func label(
        width: Double, height: Double, firstBaseline: Double, lastBaseline: Double? = nil
    ) -> ArrangedItem {
        ArrangedItem(
            intrinsicWidth: width, intrinsicHeight: height,
            firstBaseline: firstBaseline, lastBaseline: lastBaseline ?? firstBaseline)
    }

    /// A UIButton: hugging 250 (defaultLow: "the priority level at which a button hugs its content
    /// horizontally") and compression resistance 750 (defaultHigh: "the priority level with which a
    /// button resists compressing its content"); its baselines are its title label's.
    public static func button(width: Double, height: Double, baseline: Double) -> ArrangedItem {
        ArrangedItem(intrinsicWidth: width, intrinsicHeight: height, firstBaseline: baseline, lastBaseline: baseline)
    }

    func intrinsicLength(_ axis: StackAxis) -> Double? {
        let value = axis == .horizontal ? intrinsicWidth : intrinsicHeight
        return value == ArrangedItem.noIntrinsicMetric ? nil : value
    }
}

/// A UIStackView: its properties and arranged items.
public struct StackView: Hashable, Sendable {
    public var axis: StackAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: Double
    public var isLayoutMarginsRelativeArrangement: Bool
    public var layoutMargins: LayoutMargins
    /// Vertical stacks only: spacing runs from one item's last baseline to the next one's first.
    public var isBaselineRelativeArrangement: Bool
    public var arrangedItems: [ArrangedItem]
    /// Size constraints on the stack itself.
    public var constraints: [SizeConstraint]

    public init(
        axis: StackAxis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false,
        layoutMargins: LayoutMargins = .default, isBaselineRelativeArrangement: Bool = false,
        arrangedItems: [ArrangedItem] = [], constraints: [SizeConstraint] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.layoutMargins = layoutMargins
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.arrangedItems = arrangedItems
        self.constraints = constraints
    }
}

/// The solved arrangement: the stack's size and each arranged item's frame, in arrangement order
/// (hidden items included, with zero size where they collapsed).
public struct StackLayoutResult: Hashable, Sendable {
    public var size: Size
    public var frames: [Rect]
    /// The required constraints broken to recover from a conflict, as UIKit logs "Will attempt to
    /// recover by breaking constraint" (README, "Decisions"): one line each, naming the broken
    /// constraint and the conflicting set. Empty when everything required holds.
    public var brokenConstraints: [BrokenConstraint] = []
}

/// A required constraint given up so that the rest can hold, and the conflict that forced it.
public struct BrokenConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The broken constraint's name (`item 0 constraint 0 (width == 100.0)`, `UISV-spacing 0-1`).
    public var broken: String
    /// A minimal set of required constraints that could not hold together, the broken one among them.
    public var conflict: [String]

    public var description: String {
        "unable to simultaneously satisfy constraints (\(conflict.joined(separator: "; "))); "
            + "will attempt to recover by breaking constraint \(broken)"
    }
}

public enum StackLayoutError: Error, Equatable, CustomStringConvertible {
    /// Input UIKit would reject or that has no meaning: a negative spacing, a priority outside
    /// 1…1000, a number that is not finite.
    case invalidInput(String)
    /// Required constraints that cannot hold together, named: user constraints as
    /// `item 1 constraint 0 (width <= 50)` or `stack constraint 0 (…)`, the stack's own by their
    /// UIKit identifier (`UISV-spacing 0-1`), the container's size as `container width`. Layout
    /// no longer throws it (it breaks a constraint instead, as UIKit does, and reports it in
    /// `StackLayoutResult.brokenConstraints`); kept for callers that match on it.
    case unsatisfiable([String])

    public var description: String {
        switch self {
        case .invalidInput(let message): "invalid UIStackView input: \(message)"
        case .unsatisfiable(let names): "unsatisfiable required constraints: " + names.joined(separator: "; ")
        }
    }
}
