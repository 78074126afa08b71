// UIKit's UIStackView as a SwiftUI-style Layout, so that it sits among Plumb's views and contains them.

import PlumbConstraints
import PlumbLayout

/// A UIStackView laid out by Auto Layout's rules (`StackView`, solved with PlumbConstraints),
/// speaking only the public `Layout` protocol, as a layout written in Lua does.
///
/// Sizing (Plumb's choice; a UIStackView in a view controller is usually pinned to its
/// container's leading and trailing edges and sized by its content vertically, as in seed 004):
/// - it takes the offered width (its fitting width when the width is unspecified or infinite) and
///   its fitting height at that width (`systemLayoutSizeFitting` with the width required and the
///   height at `fittingSizeLevel`);
/// - an arranged subview's intrinsic content size is the size it chooses when offered nothing
///   (its ideal size), unless the script gave one (`UIView { intrinsicContentSize = … }`, or
///   none); its baselines are its text baselines.
/// - When placed, the arrangement is solved in the stack's bounds and each subview is offered its
///   frame's size (a compressed UILabel truncates).
///
/// Unsatisfiable constraints cannot be thrown through `Layout`: they go to `report`, and the
/// stack then places its subviews at its origin with a zero proposal.
public struct UIStackViewLayout: Layout {
    /// The stack's properties; `stack.arrangedItems[i]` gives subview i's priorities, hidden state,
    /// constraints and, where `measuresIntrinsicSize[i]` is false, its intrinsic size.
    public var stack: StackView
    /// Whether subview i's intrinsic size is its ideal size (true) or given in `stack`.
    public var measuresIntrinsicSize: [Bool]
    /// Called with the message of an unsatisfiable or invalid arrangement.
    public var report: (String) -> Void

    public init(stack: StackView, measuresIntrinsicSize: [Bool], report: @escaping (String) -> Void) {
        self.stack = stack
        self.measuresIntrinsicSize = measuresIntrinsicSize
        self.report = report
    }

    public var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The stack with every arranged item's intrinsic size and baselines filled in.
    func resolved(_ subviews: LayoutSubviews) -> StackView {
        var resolved = stack
        var items: [ArrangedItem] = []
        for index in subviews.indices {
            var item = index < stack.arrangedItems.count ? stack.arrangedItems[index] : ArrangedItem()
            if index >= measuresIntrinsicSize.count || measuresIntrinsicSize[index] {
                let dimensions = subviews[index].dimensions(in: .unspecified)
                item.intrinsicWidth = dimensions.width
                item.intrinsicHeight = dimensions.height
                item.firstBaseline = dimensions[explicit: .firstTextBaseline]
                item.lastBaseline = dimensions[explicit: .lastTextBaseline]
            }
            items.append(item)
        }
        resolved.arrangedItems = items
        return resolved
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let stack = resolved(subviews)
        do throws(StackLayoutError) {
            if let width = proposal.width, width.isFinite {
                let result = try stack.fittingSize(
                    StackSize(width: width, height: 0), horizontalFittingPriority: Priority.required)
                return Size(width: result.size.width, height: result.size.height)
            }
            let result = try stack.fittingSize()
            return Size(width: result.size.width, height: result.size.height)
        } catch {
            report(error.description)
            return .zero
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let stack = resolved(subviews)
        let frames: [StackRect]
        do throws(StackLayoutError) {
            frames = try stack.layout(in: StackSize(width: bounds.width, height: bounds.height)).frames
        } catch {
            report(error.description)
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        for (index, subview) in subviews.enumerated() {
            let frame = index < frames.count ? frames[index] : StackRect(x: 0, y: 0, width: 0, height: 0)
            subview.place(
                at: Point(x: bounds.minX + frame.x, y: bounds.minY + frame.y),
                proposal: ProposedSize(width: frame.width, height: frame.height))
        }
    }
}
