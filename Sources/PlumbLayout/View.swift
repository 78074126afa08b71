/// A view description: an immutable value built by scripts (or Swift code) and shared freely.
/// Layout never mutates it; `LayoutTree` instantiates one `LayoutNode` per occurrence, so the
/// same view may appear in several places of a tree.
public final class View: @unchecked Sendable {
    /// "HStack", "Rectangle", "Text", or a modifier's name ("frame", "padding", …).
    public let typeName: String
    public let content: ViewContent
    /// Subviews, in declaration order (for overlay/background: in drawing order). Only `deinit`
    /// ever changes it (to unlink a dying subtree).
    public private(set) var children: [View]
    /// The label given with `id(_:)`.
    public let id: String?
    /// Environment values this view sets for itself and everything inside it.
    public let environment: EnvironmentValues

    public init(
        typeName: String, content: ViewContent, children: [View] = [], id: String? = nil,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.typeName = typeName
        self.content = content
        self.children = children
        self.id = id
        self.environment = environment
    }

    /// Releasing a chain of millions of modifiers would recurse once per level and overflow the
    /// stack: the subviews that die with this view are unlinked one by one instead.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view), !view.children.isEmpty {
                pending.append(contentsOf: view.children)
                view.children = []
            }
        }
    }

    /// The same view labelled `id`.
    public func withID(_ id: String) -> View {
        View(typeName: typeName, content: content, children: children, id: id, environment: environment)
    }

    /// The same view with `change` applied to the environment it sets.
    public func withEnvironment(_ change: (inout EnvironmentValues) -> Void) -> View {
        var environment = self.environment
        change(&environment)
        return View(
            typeName: typeName, content: content, children: children, id: id, environment: environment)
    }

    /// Wraps this view in a layout modifier.
    public func modified(_ typeName: String, by layout: any Layout) -> View {
        View(typeName: typeName, content: .layout(layout), children: [self])
    }

    /// Number of views in this tree, counting every occurrence (each distinct view is visited
    /// once, without recursion, and the count saturates instead of overflowing).
    public var treeSize: Int {
        var known: [ObjectIdentifier: Int] = [:]
        var pending: [(View, Bool)] = [(self, false)]
        while let (view, childrenDone) = pending.popLast() {
            let key = ObjectIdentifier(view)
            if known[key] != nil { continue }
            if !childrenDone {
                pending.append((view, true))
                pending += view.children.filter { known[ObjectIdentifier($0)] == nil }.map { ($0, false) }
                continue
            }
            known[key] = view.children.reduce(1) { total, child in
                let (sum, overflow) = total.addingReportingOverflow(known[ObjectIdentifier(child)] ?? 0)
                return overflow ? Int.max : sum
            }
        }
        return known[ObjectIdentifier(self)] ?? 1
    }
}

public enum ViewContent {
    case shape(ShapeKind)
    case color(String)
    case text(String)
    case spacer(minLength: Double?)
    case divider
    case empty
    /// A container or layout modifier: its children are its subviews.
    case layout(any Layout)
}

/// Values inherited down the tree, like SwiftUI's environment. A nil field inherits.
public struct EnvironmentValues: Sendable, Hashable {
    public var foregroundColor: String?
    public var font: FontStyle?
    public var lineLimit: Int?

    public init(foregroundColor: String? = nil, font: FontStyle? = nil, lineLimit: Int? = nil) {
        self.foregroundColor = foregroundColor
        self.font = font
        self.lineLimit = lineLimit
    }

    /// `inner`'s values where set, else these.
    func overridden(by inner: EnvironmentValues) -> EnvironmentValues {
        EnvironmentValues(
            foregroundColor: inner.foregroundColor ?? foregroundColor,
            font: inner.font ?? font,
            lineLimit: inner.lineLimit ?? lineLimit)
    }
}
