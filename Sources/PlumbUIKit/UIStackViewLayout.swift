// UIKit's UIStackView as a SwiftUI-style Layout, so that it sits among Plumb's views and contains them.

import PlumbConstraints
import PlumbLayout

/// A UIStackView laid out by Auto Layout's rules (`StackView`, solved with PlumbConstraints),
/// speaking only the public `Layout` protocol, as a layout written in Lua does.
///
/// Sizing (Plumb's choice; a UIStackView in a view controller is usually pinned to its
/// container's leading and trailing edges and sized by its content vertically, as in the article
/// "How to dynamically change UIStackView axis"):
/// - offered a width greater than 0, it takes it: the width is a required container constraint,
///   as a frame set from outside is; offered 0, no width or an infinite one, it takes its
///   compressed width (`UILayoutFittingCompressedSize`: the target 0 held only at
///   `fittingSizeLevel`, 50). The height is always the fitting height at that width (0 at 50).
/// - an arranged subview's intrinsic content size is the size it chooses when offered nothing
///   (its ideal size), unless the script gave one (`UIView { intrinsicContentSize = … }`, or
///   none); its baselines are its text baselines.
/// - When placed, the arrangement is solved in the stack's bounds (both sides required) and each
///   subview is offered its frame's size (a compressed UILabel truncates).
///
/// Required constraints that conflict do not fail the layout: one is broken as Auto Layout
/// breaks it and `warn` gets a line naming it and the conflicting set. Invalid input cannot be
/// thrown through `Layout`: it goes to `report`, and the stack then places its subviews at its
/// origin with a zero proposal.
public struct UIStackViewLayout: Layout {
    /// The stack's properties; `stack.arrangedItems[i]` gives subview i's priorities, hidden state,
    /// constraints and, where `measuresIntrinsicSize[i]` is false, its intrinsic size.
    public var stack: StackView
    /// Whether subview i's intrinsic size is its ideal size (true) or given in `stack`.
    public var measuresIntrinsicSize: [Bool]
    /// Called with the message of an invalid arrangement.
    public var report: (String) -> Void
    /// Called with each constraint broken to recover from a conflict (may repeat across passes).
    public var warn: (String) -> Void

    public init(
        stack: StackView, measuresIntrinsicSize: [Bool], report: @escaping (String) -> Void,
        warn: @escaping (String) -> Void = { _ in }
    ) {
        self.stack = stack
        self.measuresIntrinsicSize = measuresIntrinsicSize
        self.report = report
        self.warn = warn
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
            let result: StackLayoutResult
            if let width = proposal.width, width.isFinite, width > 0 {
                result = try stack.fittingSize(
                    Size(width: width, height: 0), horizontalFittingPriority: Priority.required)
            } else {
                result = try stack.fittingSize()
            }
            warnings(result)
            return Size(width: result.size.width, height: result.size.height)
        } catch {
            report(error.description)
            return .zero
        }
    }

    private func warnings(_ result: StackLayoutResult) {
        for broken in result.brokenConstraints { warn(broken.description) }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let stack = resolved(subviews)
        let frames: [Rect]
        do throws(StackLayoutError) {
            let result = try stack.layout(in: bounds.size)
            warnings(result)
            frames = result.frames
        } catch {
            report(error.description)
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        for (index, subview) in subviews.enumerated() {
            let frame = index < frames.count ? frames[index] : Rect(origin: .zero, size: .zero)
            subview.place(
                at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedSize(frame.size))
        }
    }
}
