/// Values a view carries for its parent layout, SwiftUI's `LayoutValueKey`: a Grid reads a cell's
/// `gridCellColumns`, and a layout written in Swift may define keys of its own.
///
/// A value is set by a pass-through modifier (`View.layoutValue(key:value:)`) and read from the
/// parent's side with `LayoutSubview[key]`, which looks through the subview's layout modifiers
/// (frames, padding, overlays, …) as SwiftUI's traits pass through them; the outermost value
/// wins. It stops at the first container: a value set inside a cell's VStack is not the cell's.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// The same view carrying `value` for `key`. `typeName` is the modifier's name in diagrams,
    /// traces and JSON (`gridCellColumns`, …); it must start with a lower-case letter, like every
    /// modifier's.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value, typeName: String = "layoutValue")
        -> View
    {
        modified(typeName, builtin: LayoutValueLayout(key: ObjectIdentifier(key), value: value))
    }
}

extension LayoutSubview {
    /// The value the subview carries for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let wanted = ObjectIdentifier(key)
        var current = node
        while current.layout.isUnaryModifier {
            if let carrier = current.layout as? LayoutValueLayout, carrier.key == wanted,
                let value = carrier.value as? K.Value
            {
                return value
            }
            let children = current.currentChildren
            guard !children.isEmpty else { break }
            let primary = (current.layout as? any UnaryLayout)?.primaryIndex ?? 0
            current = children[min(primary, children.count - 1)]
        }
        return K.defaultValue
    }
}

/// The modifier that carries one layout value. Layout passes straight through it, and so do the
/// child's priority, guides and spacing: it is invisible except to the parent that asks.
struct LayoutValueLayout: UnaryLayout {
    let key: ObjectIdentifier
    let value: Any

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }

    func layoutPriority(subviews: LayoutSubviews) -> Double { subviews[0].priority }

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[0].sizeDependence }
}
