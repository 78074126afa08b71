/// A view description: an immutable value built by scripts (or Swift code) and shared freely.
/// Layout never mutates it; `LayoutTree` instantiates one `LayoutNode` per occurrence, so the
/// same view may appear in several places of a tree.
public final class View: @unchecked Sendable {
    /// "HStack", "Rectangle", "Text", or a modifier's name ("frame", "padding", …).
    public let typeName: String
    /// What the view is: a leaf's content, or the layout of a container or modifier in the form
    /// the engine speaks to (a built-in layout itself, any other `Layout` behind
    /// `PublicLayoutAdapter`), found once per view, not per node. One field for both: a view
    /// is made per element of a script's loops, and two copies of the layout cost 40 bytes each.
    private let body: Body

    private enum Body {
        case leaf(ViewContent)
        case layout(any EngineLayout)
    }

    public var content: ViewContent {
        switch body {
        case .leaf(let content): content
        case .layout(let layout): .layout(layout.publicLayout)
        }
    }

    /// For `.layout` content: the layout as the engine speaks to it.
    var engineLayout: (any EngineLayout)? {
        if case .layout(let layout) = body { return layout }
        return nil
    }
    /// Subviews, in declaration order (for overlay/background: in drawing order). Only `deinit`
    /// ever changes it (to unlink a dying subtree).
    public private(set) var children: [View]
    /// The label given with `id(_:)`.
    public let id: String?
    /// Environment values this view sets for itself and everything inside it.
    public let environment: EnvironmentValues
    /// Drawing modifiers (`border`, `opacity`, …), innermost first: drawn, never laid out
    /// (Drawing.swift). An array is one pointer, and an empty one allocates nothing.
    public let decorations: [Decoration]
    /// Content made during layout (GeometryReader, EnvironmentReader), in place of `children`.
    public let builder: ContentBuilder?
    /// Number of views in this tree, counting every occurrence of a shared view (saturating at
    /// `View.countCeiling`). Like `depth` and `textBytes`, summed from the children when the view
    /// is made (they are immutable), so checking a tree of 10⁶ views before layout costs nothing
    /// and a heavily shared tree no blow-up.
    public let treeSize: Int
    /// The nesting depth: 1 for a leaf.
    public let depth: Int
    /// UTF-8 bytes of every Text in this tree, counting every occurrence (saturating).
    public let textBytes: Int
    /// The content is `.empty`, `.forEach` or `.section`: a container expands it in place. Kept
    /// as a flag so that a container with 10⁵ subviews need not match each one's content.
    let isExpandedByContainer: Bool

    /// Where the counts stop growing (far beyond anything laid out, far below overflow).
    public static let countCeiling = Int.max / 4

    public convenience init(
        typeName: String, content: ViewContent, children: [View] = [], id: String? = nil,
        environment: EnvironmentValues = EnvironmentValues(), builder: ContentBuilder? = nil
    ) {
        var engineLayout: (any EngineLayout)?
        var textBytes = 0
        var isExpanded = false
        switch content {
        case .layout(let layout): engineLayout = layout as? any EngineLayout ?? PublicLayoutAdapter(base: layout)
        case .text(let string): textBytes = string.utf8.count
        case .empty, .forEach, .section: isExpanded = true
        default: break
        }
        self.init(
            typeName: typeName, body: engineLayout.map { .layout($0) } ?? .leaf(content), children: children, id: id,
            environment: environment, decorations: [], builder: builder, textBytes: textBytes,
            isExpandedByContainer: isExpanded)
    }

    /// A view laid out by a built-in layout: no dynamic cast to find its engine form (the
    /// constructors in ViewBuilders.swift use this; a conformance lookup per view showed up as a
    /// fifth of building a tree).
    convenience init(
        typeName: String, builtin: any EngineLayout, children: [View] = [], id: String? = nil,
        environment: EnvironmentValues = EnvironmentValues(), builder: ContentBuilder? = nil
    ) {
        self.init(
            typeName: typeName, body: .layout(builtin), children: children, id: id,
            environment: environment, decorations: [], builder: builder, textBytes: 0, isExpandedByContainer: false)
    }

    /// `textBytes`: the bytes of this view's own text (the callers know its content; matching
    /// on it here would copy it once more per view).
    private init(
        typeName: String, body: Body, children: [View], id: String?,
        environment: EnvironmentValues, decorations: [Decoration], builder: ContentBuilder?,
        textBytes ownTextBytes: Int, isExpandedByContainer: Bool
    ) {
        self.isExpandedByContainer = isExpandedByContainer
        self.typeName = typeName
        self.body = body
        self.children = children
        self.id = id
        self.environment = environment
        self.decorations = decorations
        self.builder = builder
        var size = 1
        var depth = 0
        var textBytes = ownTextBytes
        for child in children {
            size = min(size + child.treeSize, View.countCeiling)
            textBytes = min(textBytes + child.textBytes, View.countCeiling)
            depth = max(depth, child.depth)
        }
        self.treeSize = size
        self.depth = depth + 1
        self.textBytes = textBytes
    }

    /// This view with the same content (and engine form), another id, environment or list of
    /// drawing modifiers.
    func with(id: String?, environment: EnvironmentValues, decorations: [Decoration]? = nil) -> View {
        View(
            typeName: typeName, body: body, children: children, id: id,
            environment: environment, decorations: decorations ?? self.decorations, builder: builder,
            textBytes: ownTextBytes, isExpandedByContainer: isExpandedByContainer)
    }

    /// The bytes of this view's own text (not its children's).
    public var ownTextBytes: Int {
        textBytes - children.reduce(0) { min($0 + $1.textBytes, View.countCeiling) }
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
        with(id: id, environment: environment)
    }

    /// The same view with `change` applied to the environment it sets.
    public func withEnvironment(_ change: (inout EnvironmentValues) -> Void) -> View {
        var environment = self.environment
        change(&environment)
        return with(id: id, environment: environment)
    }

    /// Wraps this view in a layout modifier.
    public func modified(_ typeName: String, by layout: any Layout) -> View {
        View(typeName: typeName, content: .layout(layout), children: [self])
    }

    /// Wraps this view in a built-in layout modifier.
    func modified(_ typeName: String, builtin layout: any EngineLayout) -> View {
        View(typeName: typeName, builtin: layout, children: [self])
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
    /// ForEach: views made by a function, one per index. A lazy container makes each only when
    /// it needs it; any other container makes them all when its node is made.
    case forEach(ViewSequence)
    /// Section: a header, the children, a footer. In a lazy stack its header can be pinned;
    /// elsewhere its views simply join the container, in that order.
    case section(header: View?, footer: View?)
}

/// The views of a ForEach: `count` of them, the one at (0-based) `index` made by `make(index)`.
/// `make` is called at most once per index and tree; it may call back into a script.
public final class ViewSequence: @unchecked Sendable {
    public let count: Int
    public let make: (Int) -> View

    public init(count: Int, make: @escaping (Int) -> View) {
        self.count = max(count, 0)
        self.make = make
    }
}

/// Values inherited down the tree, like SwiftUI's environment. A nil field inherits.
///
/// The keys are fixed, typed fields rather than a dictionary: layout reads `font` and
/// `lineLimit` for every Text, and a new key is one field here plus one entry in the bridge's
/// table of keys (`EnvironmentKey` in PlumbLua), which also lists valid values in its errors.
///
/// Every view and every layout node holds one, and almost all of them are empty or the same as
/// their parent's: the values live in a shared, copy-on-write box, so that holding one is a
/// pointer and passing it down the tree copies nothing.
public struct EnvironmentValues: Sendable, Hashable {
    private struct Fields: Hashable {
        var foregroundColor: String?
        var font: FontStyle?
        var lineLimit: Int?
        var horizontalSizeClass: UserInterfaceSizeClass?
        var verticalSizeClass: UserInterfaceSizeClass?
        var isBold: Bool?
        var dynamicTypeSize: DynamicTypeSize?
        /// Values of keys declared elsewhere (`EnvironmentKey`): present means set here.
        var extras: [ObjectIdentifier: ExtraValue] = [:]
    }

    /// A value of an `EnvironmentKey`, type-erased. (Values are `Sendable`; `AnyHashable` only
    /// cannot say so.)
    struct ExtraValue: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    /// The one empty box every empty environment shares (never written: writers copy it).
    private static let empty = CopyOnWriteBox(Fields())

    private var box: CopyOnWriteBox<Fields>

    private var fields: Fields {
        get { box.value }
        set {
            if box === Self.empty || !isKnownUniquelyReferenced(&box) {
                box = CopyOnWriteBox(newValue)
            } else {
                box.value = newValue
            }
        }
    }

    public var foregroundColor: String? {
        get { box.value.foregroundColor }
        set { fields.foregroundColor = newValue }
    }
    public var font: FontStyle? {
        get { box.value.font }
        set { fields.font = newValue }
    }
    public var lineLimit: Int? {
        get { box.value.lineLimit }
        set { fields.lineLimit = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { box.value.horizontalSizeClass }
        set { fields.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { box.value.verticalSizeClass }
        set { fields.verticalSizeClass = newValue }
    }
    /// `.bold()`: text drawn bold (the diagram shows it when colour is on).
    public var isBold: Bool? {
        get { box.value.isBold }
        set { fields.isBold = newValue }
    }
    /// The Dynamic Type size text is drawn at (nil: `large`, the default).
    public var dynamicTypeSize: DynamicTypeSize? {
        get { box.value.dynamicTypeSize }
        set { fields.dynamicTypeSize = newValue }
    }

    /// The value of a key declared with `EnvironmentKey` (its default when nothing sets it), as
    /// SwiftUI's `environment[key]` reads and writes it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { box.value.extras[ObjectIdentifier(key)]?.value.base as? Key.Value ?? Key.defaultValue }
        set { fields.extras[ObjectIdentifier(key)] = ExtraValue(value: AnyHashable(newValue)) }
    }

    /// Whether anything inside sets `key` (else it reads as its default).
    public func isSet<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
        box.value.extras[ObjectIdentifier(key)] != nil
    }

    /// Whether any key declared with `EnvironmentKey` is set (a quick test before reading several).
    var hasExtras: Bool { !box.value.extras.isEmpty }

    /// No value set: everything inherits.
    public var isEmpty: Bool { box === Self.empty || box.value == Fields() }

    public init(
        foregroundColor: String? = nil, font: FontStyle? = nil, lineLimit: Int? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
        isBold: Bool? = nil, dynamicTypeSize: DynamicTypeSize? = nil
    ) {
        let fields = Fields(
            foregroundColor: foregroundColor, font: font, lineLimit: lineLimit,
            horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, isBold: isBold, dynamicTypeSize: dynamicTypeSize)
        box = fields == Fields() ? Self.empty : CopyOnWriteBox(fields)
    }

    /// `inner`'s values where set, else these. Shares a box when there is nothing to merge (an
    /// inner environment that sets nothing, the usual case, or an outer one that has nothing).
    func overridden(by inner: EnvironmentValues) -> EnvironmentValues {
        if inner.isEmpty { return self }
        if isEmpty { return inner }
        var merged = EnvironmentValues(
            foregroundColor: inner.foregroundColor ?? foregroundColor,
            font: inner.font ?? font,
            lineLimit: inner.lineLimit ?? lineLimit,
            horizontalSizeClass: inner.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: inner.verticalSizeClass ?? verticalSizeClass,
            isBold: inner.isBold ?? isBold,
            dynamicTypeSize: inner.dynamicTypeSize ?? dynamicTypeSize)
        let extras = box.value.extras.merging(inner.box.value.extras) { _, inner in inner }
        if !extras.isEmpty { merged.fields.extras = extras }
        return merged
    }

    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// SwiftUI's `EnvironmentKey`: a value inherited down the tree, declared where it is used (a
/// control's style, a text's alignment) rather than as a field of `EnvironmentValues`. Read and
/// written with `environment[Key.self]`. The fixed fields above are for what layout reads for
/// every view (font, line limit); a key costs a dictionary lookup.
public protocol EnvironmentKey {
    associatedtype Value: Hashable & Sendable
    static var defaultValue: Value { get }
}

/// A value behind a reference, for values that many holders share and few change (an
/// environment, a placed view's details): holding one is a pointer. Writers replace a shared box
/// with a copy of their own (copy on write); the box itself is never written while shared.
final class CopyOnWriteBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) { self.value = value }
}

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}
