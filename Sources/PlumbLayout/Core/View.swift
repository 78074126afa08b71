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
    /// Eight bytes: a leaf's content (41 bytes, as `ViewContent` can hold a layout) is
    /// boxed, so that the containers and modifiers, most views, do not carry its room.
    private let body: Body

    private enum Body {
        indirect case leaf(ViewContent)
        /// The layout in the box the view's nodes reach it through (`LayoutBox`).
        case layout(LayoutBox)
    }

    public var content: ViewContent {
        switch body {
        case .leaf(let content): content
        case .layout(let box): .layout(box.layout.publicLayout)
        }
    }

    /// For `.layout` content: the layout as the engine speaks to it.
    var engineLayout: (any EngineLayout)? {
        if case .layout(let box) = body { return box.layout }
        return nil
    }

    /// For `.layout` content: the box its nodes call the layout through.
    var layoutBox: LayoutBox? {
        if case .layout(let box) = body { return box }
        return nil
    }

    /// `layoutBox`, not retained (the view keeps it).
    var layoutBoxReference: Unmanaged<LayoutBox>? {
        if case .layout(let box) = body { return .passUnretained(box) }
        return nil
    }

    /// The box every node of a shape or a colour shares, matched in place (no payload copied);
    /// nil for other views.
    var sharedLeafBox: Unmanaged<LayoutBox>? {
        switch body {
        case .leaf(.shape(let kind)): .passUnretained(kind == .circle ? LayoutBox.circle : LayoutBox.rectangle)
        case .leaf(.color): .passUnretained(LayoutBox.rectangle)
        default: nil
        }
    }

    /// What a placed leaf of this view draws, for the kinds that take it from the view alone
    /// (a shape, a colour, an image, a Spacer); nil for the others (a Text's lines and a
    /// Divider's axis are its node's). Matched in place, without copying the whole content.
    var drawnContent: PlacedContent? {
        switch body {
        case .leaf(.shape(let kind)): .shape(kind)
        case .leaf(.color(let name)): .color(name)
        case .leaf(.image(let source)):
            switch source.kind {
            case .asset(let name, _): .image(name)
            case .symbol(_, let glyph): .symbol(glyph)
            }
        case .leaf(.spacer): .spacer
        default: nil
        }
    }

    /// The kind of a leaf (nil for a container, a modifier or a view list), matched in place:
    /// no payload is copied (the result and the node of every leaf ask; copying a colour's name
    /// and releasing it was a retain and a release a leaf in each).
    var leafKind: ViewKind? {
        switch body {
        case .leaf(.shape): .shape
        case .leaf(.color): .color
        case .leaf(.text): .text
        case .leaf(.image(let source)):
            if case .symbol = source.kind { .symbol } else { .image }
        case .leaf(.spacer): .spacer
        case .leaf(.divider): .divider
        default: nil
        }
    }

    /// The subviews: none, one (a modifier's, kept without an array: 48 bytes a modifier, issue
    /// 20) or several; or, for a view that sets rare fields, a box holding them and the subviews
    /// (one field for both: 72 bytes a view, which the allocator keeps in 80, where 80 took 96).
    /// Only `deinit` and `source`'s setter ever change it.
    private var storage: Storage

    /// Its own cases, not `Subviews` nested in one: a nested enum takes a word more (a modifier
    /// view measured 88 bytes instead of 72).
    private enum Storage {
        case none
        case one(View)
        case several([View])
        /// A view that sets an id, drawing modifiers, a builder or a source.
        case rare(RareFields)
    }

    private enum Subviews {
        case none
        case one(View)
        case several([View])
    }

    /// The subviews, wherever they are kept.
    private var subviews: Subviews {
        switch storage {
        case .none: .none
        case .one(let child): .one(child)
        case .several(let children): .several(children)
        case .rare(let rare): rare.subviews
        }
    }

    /// Subviews, in declaration order (for overlay/background: in drawing order).
    public var children: [View] {
        switch subviews {
        case .none: []
        case .one(let child): [child]
        case .several(let children): children
        }
    }

    /// The number of subviews (without making the array `children` is).
    public var childCount: Int {
        switch subviews {
        case .none: 0
        case .one: 1
        case .several(let children): children.count
        }
    }

    /// The subview of a view that has exactly one (a modifier), else nil.
    var onlyChild: View? {
        switch storage {
        case .one(let child): return child
        case .rare(let rare):
            if case .one(let child) = rare.subviews { return child }
            return nil
        default: return nil
        }
    }

    /// `onlyChild`, not retained: for layout's walk over a tree the views keep alive.
    var onlyChildReference: Unmanaged<View>? {
        switch storage {
        case .one(let child): return .passUnretained(child)
        case .rare(let rare):
            if case .one(let child) = rare.subviews { return .passUnretained(child) }
            return nil
        default: return nil
        }
    }

    /// What few views set (an id, drawing modifiers, a builder, where the script made them), in a
    /// box of its own with the subviews: most views set none of it (32 bytes a view).
    private var rare: RareFields? {
        if case .rare(let rare) = storage { return rare }
        return nil
    }

    /// Whether the view sets an id, drawing modifiers, a builder or a source (else they read as
    /// none without further look).
    public var hasRareFields: Bool { rare != nil }

    private final class RareFields {
        let id: String?
        let decorations: [Decoration]
        let builder: ContentBuilder?
        var source: ViewSource?
        /// The view's subviews (only `deinit` changes them).
        var subviews: Subviews

        init(
            id: String?, decorations: [Decoration], builder: ContentBuilder?, source: ViewSource?, subviews: Subviews
        ) {
            self.id = id
            self.decorations = decorations
            self.builder = builder
            self.source = source
            self.subviews = subviews
        }
    }

    /// The label given with `id(_:)`.
    public var id: String? { rare?.id }
    /// Environment values this view sets for itself and everything inside it.
    public let environment: EnvironmentValues
    /// Drawing modifiers (`border`, `opacity`, …), innermost first: drawn, never laid out
    /// (Drawing.swift).
    public var decorations: [Decoration] { rare?.decorations ?? [] }
    /// Content made during layout (GeometryReader, EnvironmentReader), in place of `children`.
    public var builder: ContentBuilder? { rare?.builder }
    /// Where the script wrote the call that made this view, when the maker records it (the
    /// browser preview asks the Lua bindings to; nil otherwise). Set by the maker before the view
    /// is shared, never read by layout: it only travels to `PlacedView.source`.
    public var source: ViewSource? {
        get { rare?.source }
        set {
            if let rare {
                rare.source = newValue
            } else if newValue != nil {
                storage = .rare(
                    RareFields(id: nil, decorations: [], builder: nil, source: newValue, subviews: subviews))
            }
        }
    }
    /// Number of views in this tree, counting every occurrence of a shared view (saturating at
    /// `View.countCeiling`). Like `depth` and `textBytes`, summed from the children when the view
    /// is made (they are immutable), so checking a tree of 10⁶ views before layout costs nothing
    /// and a heavily shared tree no blow-up.
    public let treeSize: Int
    /// UTF-8 bytes of every Text (and Image name) in this tree, counting every occurrence
    /// (saturating: past `UInt32.max`, kept in 4 bytes, it reads as `View.countCeiling`).
    public var textBytes: Int {
        storedTextBytes == .max ? View.countCeiling : Int(storedTextBytes)
    }
    private let storedTextBytes: UInt32
    /// The nesting depth: 1 for a leaf (saturating at `Int32.max`, far beyond any tree made).
    public var depth: Int { Int(depthAndFlag & Self.depthMask) }
    /// The depth, and above it `isExpandedByContainer` (4 bytes, not 5: see `storage`).
    private let depthAndFlag: UInt32
    private static let depthMask: UInt32 = 0x7FFF_FFFF
    private static let expandedFlag: UInt32 = 0x8000_0000
    /// The content is `.empty`, `.group`, `.forEach` or `.section`: a container expands it in
    /// place. Kept as a flag so that a container with 10⁵ subviews need not match each one's
    /// content.
    var isExpandedByContainer: Bool { depthAndFlag & Self.expandedFlag != 0 }

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
        case .image(let source): textBytes = source.name.utf8.count
        case .empty, .group, .forEach, .section: isExpanded = true
        default: break
        }
        self.init(
            typeName: typeName, body: engineLayout.map { .layout(LayoutBox.make($0)) } ?? .leaf(content),
            children: children,
            id: id,
            environment: environment, decorations: [], builder: builder, textBytes: textBytes,
            isExpandedByContainer: isExpanded)
    }

    /// A view laid out by a built-in layout: no dynamic cast to find its engine form (the
    /// constructors in ViewBuilders.swift use this; a conformance lookup per view showed up as a
    /// fifth of building a tree).
    convenience init<Builtin: EngineLayout>(
        typeName: String, builtin: Builtin, children: [View] = [], id: String? = nil,
        environment: EnvironmentValues = EnvironmentValues(), builder: ContentBuilder? = nil
    ) {
        self.init(
            typeName: typeName, body: .layout(TypedLayoutBox(builtin)), children: children, id: id,
            environment: environment, decorations: [], builder: builder, textBytes: 0, isExpandedByContainer: false)
    }

    /// A modifier laid out by a box another view may share (`LayoutBoxCache`).
    convenience init(typeName: String, box: LayoutBox, child: View) {
        self.init(
            typeName: typeName, body: .layout(box), subviews: .one(child), id: nil, environment: EnvironmentValues(),
            decorations: [], builder: nil, textBytes: 0, isExpandedByContainer: false)
    }

    /// A container laid out by a box another view may share (`LayoutBoxCache`).
    convenience init(typeName: String, box: LayoutBox, children: [View]) {
        self.init(
            typeName: typeName, body: .layout(box), children: children, id: nil, environment: EnvironmentValues(),
            decorations: [], builder: nil, textBytes: 0, isExpandedByContainer: false)
    }

    /// A built-in modifier of `child` (`modified(_:builtin:)`).
    private convenience init<Builtin: EngineLayout>(typeName: String, builtin: Builtin, child: View) {
        self.init(
            typeName: typeName, body: .layout(TypedLayoutBox(builtin)), subviews: .one(child), id: nil,
            environment: EnvironmentValues(), decorations: [], builder: nil, textBytes: 0,
            isExpandedByContainer: false)
    }

    private convenience init(
        typeName: String, body: Body, children: [View], id: String?,
        environment: EnvironmentValues, decorations: [Decoration], builder: ContentBuilder?,
        textBytes ownTextBytes: Int, isExpandedByContainer: Bool
    ) {
        let subviews: Subviews =
            switch children.count {
            case 0: .none
            case 1: .one(children[0])
            default: .several(children)
            }
        self.init(
            typeName: typeName, body: body, subviews: subviews, id: id, environment: environment,
            decorations: decorations, builder: builder, textBytes: ownTextBytes,
            isExpandedByContainer: isExpandedByContainer)
    }

    /// `textBytes`: the bytes of this view's own text (the callers know its content; matching
    /// on it here would copy it once more per view). A modifier's one subview comes without an
    /// array (making and freeing one a modifier was a fifth of its cost in a script).
    private init(
        typeName: String, body: Body, subviews: Subviews, id: String?,
        environment: EnvironmentValues, decorations: [Decoration], builder: ContentBuilder?,
        textBytes ownTextBytes: Int, isExpandedByContainer: Bool
    ) {
        self.typeName = typeName
        self.body = body
        if id != nil || !decorations.isEmpty || builder != nil {
            storage = .rare(
                RareFields(id: id, decorations: decorations, builder: builder, source: nil, subviews: subviews))
        } else {
            switch subviews {
            case .none: storage = .none
            case .one(let child): storage = .one(child)
            case .several(let children): storage = .several(children)
            }
        }
        self.environment = environment
        var size = 1
        var depth = 0
        var textBytes = ownTextBytes
        func add(_ child: View) {
            size = min(size + child.treeSize, View.countCeiling)
            textBytes = min(textBytes + child.textBytes, View.countCeiling)
            depth = max(depth, child.depth)
        }
        switch subviews {
        case .none: break
        case .one(let child): add(child)
        case .several(let children): for child in children { add(child) }
        }
        if isExpandedByContainer, case .leaf(let content) = body {
            // What a list holds besides its children counts for the depth (the stack its
            // layout needs): a Section's header and footer, the modifiers a ForEach's rows get.
            switch content {
            case .section(let header, let footer): depth = max(depth, header?.depth ?? 0, footer?.depth ?? 0)
            case .forEach(let sequence): depth = max(depth, sequence.depth)
            default: break
            }
        }
        self.treeSize = size
        self.depthAndFlag =
            UInt32(clamping: min(depth + 1, Int(Self.depthMask))) | (isExpandedByContainer ? Self.expandedFlag : 0)
        self.storedTextBytes = UInt32(clamping: textBytes)
    }

    /// This view with the same content (and engine form), another id, environment or list of
    /// drawing modifiers (and the same `source`: it is still the view the script made there).
    func with(id: String?, environment: EnvironmentValues, decorations: [Decoration]? = nil) -> View {
        let copy = View(
            typeName: typeName, body: body, subviews: subviews, id: id,
            environment: environment, decorations: decorations ?? self.decorations, builder: builder,
            textBytes: ownTextBytes, isExpandedByContainer: isExpandedByContainer)
        copy.source = source
        return copy
    }

    /// The bytes of this view's own text (not its children's).
    public var ownTextBytes: Int {
        // Most views have no text below them: no subview is read (PlumbLua charges every view
        // made by what it holds, `chargedBytes`).
        guard storedTextBytes != 0 else { return 0 }
        switch subviews {
        case .none: return textBytes
        case .one(let child): return textBytes - child.textBytes
        case .several(let children):
            return textBytes - children.reduce(0) { min($0 + $1.textBytes, View.countCeiling) }
        }
    }

    /// Releasing a chain of millions of modifiers would recurse once per level and overflow the
    /// stack: the subviews that die with this view are unlinked one by one instead.
    deinit {
        if case .none = storage { return }
        var pending: [View] = []
        unlinkSubviews(into: &pending)
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) { view.unlinkSubviews(into: &pending) }
        }
    }

    /// Moves the subviews into `pending` (see `deinit`).
    private func unlinkSubviews(into pending: inout [View]) {
        switch storage {
        case .none: return
        case .one(let child): pending.append(child)
        case .several(let children): pending.append(contentsOf: children)
        case .rare(let rare):
            // The box is this view's alone.
            switch rare.subviews {
            case .none: return
            case .one(let child): pending.append(child)
            case .several(let children): pending.append(contentsOf: children)
            }
            rare.subviews = .none
            return
        }
        storage = .none
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

    /// Wraps this view in a layout modifier (each member of a view list: see `eachMember`).
    public func modified(_ typeName: String, by layout: any Layout) -> View {
        guard !isViewList else { return eachMember { $0.modified(typeName, by: layout) } }
        return View(typeName: typeName, content: .layout(layout), children: [self])
    }

    /// Wraps this view in a built-in layout modifier (each member of a view list).
    func modified<Builtin: EngineLayout>(_ typeName: String, builtin layout: Builtin) -> View {
        guard !isViewList else { return eachMember { $0.modified(typeName, builtin: layout) } }
        return View(typeName: typeName, builtin: layout, child: self)
    }

    // MARK: View lists

    /// A Group, ForEach or Section: several views (or none) that join the container they are
    /// in, as a `@ViewBuilder`'s views do in SwiftUI. A modifier on one applies to each member,
    /// and where one view is needed (the root, a modifier's child) they take the implicit
    /// container, a VStack (see `LayoutEngine.makeNode`).
    public var isViewList: Bool {
        guard isExpandedByContainer, case .leaf(let content) = body else { return false }
        switch content {
        case .group, .forEach, .section: return true
        default: return false
        }
    }

    /// The same view list with `transform` applied to each member: a Group's views, a ForEach's
    /// rows (as they are made), a Section's header, views and footer. What the list itself sets
    /// (its environment and id) stays on it and reaches the members when a container expands it
    /// (`inherited(_:)`). Any other view is transformed itself.
    public func eachMember(_ transform: @escaping (View) -> View) -> View {
        guard case .leaf(let content) = body else { return transform(self) }
        switch content {
        case .group(let row):
            return View(
                typeName: typeName, content: .group(gridRow: row), children: children.map(transform), id: id,
                environment: environment)
        case .forEach(let sequence):
            // The levels `transform` adds, measured on a stand-in (each wraps the row made).
            let added = transform(View.empty()).depth - 1
            let made = sequence.mapped(adding: added, transform)
            return View(typeName: typeName, content: .forEach(made), id: id, environment: environment)
        case .section(let header, let footer):
            return View(
                typeName: typeName, content: .section(header: header.map(transform), footer: footer.map(transform)),
                children: children.map(transform), id: id, environment: environment)
        default:
            return transform(self)
        }
    }

    /// A member of this view list as the container that expands the list sees it: inside the
    /// list's environment (the member's own values win, as an inner environment does) and
    /// labelled with the list's id when it has none.
    public func inherited(_ member: View) -> View {
        guard !environment.isEmpty || id != nil else { return member }
        return member.with(id: member.id ?? id, environment: environment.overridden(by: member.environment))
    }

    /// The views a container makes of this one, in order: a view list's members (a ForEach's rows
    /// made now), each inheriting what the list sets; nothing for an EmptyView; the view itself
    /// otherwise. Lists inside lists are expanded too.
    public var expanded: [View] { LayoutEngine.expandedChildren([self]) }
}

public enum ViewContent {
    case shape(ShapeKind)
    case color(String)
    case text(String)
    /// An Image: an asset or a symbol (`Image.swift`).
    case image(ImageSource)
    case spacer(minLength: Double?)
    case divider
    case empty
    /// Group: its children join the container it is in, as SwiftUI's `Group` and a
    /// `@ViewBuilder`'s several views do. `gridRow` marks a GridRow made by a builder (a Grid
    /// takes it as a row, anything else as a group).
    case group(gridRow: GridRowMark?)
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
    /// The levels modifiers applied to the ForEach add to each view it makes (`View.eachMember`),
    /// counted in the ForEach's `depth` so that a long chain of them is refused before layout.
    public let depth: Int
    /// True once making more views is pointless (the script that makes them was stopped, or a
    /// row failed): a container that makes every row stops there instead of calling `make` for
    /// the rest (a ForEach of `math.maxinteger` rows in a Grid).
    public let isStopped: () -> Bool
    /// Counts bytes made outside layout (a Grid making every row as the script builds it)
    /// against the script's memory cap; false once over it. Negative bytes give them back.
    public let spend: (Int) -> Bool

    public init(
        count: Int, depth: Int = 0, isStopped: @escaping () -> Bool = { false },
        spend: @escaping (Int) -> Bool = { _ in true }, make: @escaping (Int) -> View
    ) {
        self.count = max(count, 0)
        self.depth = depth
        self.isStopped = isStopped
        self.spend = spend
        self.make = make
    }

    /// The same rows, each made by `transform` from this sequence's, with `added` more levels.
    public func mapped(adding added: Int = 0, _ transform: @escaping (View) -> View) -> ViewSequence {
        ViewSequence(count: count, depth: depth + added, isStopped: isStopped, spend: spend) {
            transform(self.make($0))
        }
    }

    /// What a container charges for each row it makes: the row's view and a view for each
    /// level the ForEach's modifiers add (`frame`, `padding`, … applied to every row).
    public var bytesPerRow: Int { (1 + max(depth, 0)) * LayoutCosts.view }
}

/// Values inherited down the tree, like SwiftUI's environment. A nil field inherits.
///
/// The keys are fixed, typed fields rather than a dictionary: layout reads `font` and
/// `lineLimit` for every Text, and a new key is one field here plus one entry in the bridge's
/// table of keys (`ScriptEnvironmentKey` in PlumbLua), which also lists valid values in its
/// errors. Values read rarely are `EnvironmentKey`s, declared where they are used.
///
/// Every view and every layout node holds one, and almost all of them are empty or the same as
/// their parent's: the values live in a shared, copy-on-write box, so that holding one is a
/// pointer and passing it down the tree copies nothing.
public struct EnvironmentValues: Sendable, Hashable {
    private struct Fields: Hashable {
        var foregroundColor: String?
        var font: Font?
        /// One value for SwiftUI's `lineLimit(_:)`, its range form and `reservesSpace`: set
        /// together, read together, for every Text.
        var lineLimit: LineLimit?
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
    public var font: Font? {
        get { box.value.font }
        set { fields.font = newValue }
    }
    /// The line limit set here or above (`LineLimit.none` when set to no limit).
    public var lineLimit: LineLimit? {
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
        get {
            // Most environments set no such key: no hashing for them (layout reads several
            // per Text).
            let extras = box.value.extras
            guard !extras.isEmpty else { return Key.defaultValue }
            return extras[ObjectIdentifier(key)]?.value.base as? Key.Value ?? Key.defaultValue
        }
        set { fields.extras[ObjectIdentifier(key)] = ExtraValue(value: AnyHashable(newValue)) }
    }

    /// Whether anything inside sets `key` (else it reads as its default).
    public func isSet<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
        box.value.extras[ObjectIdentifier(key)] != nil
    }

    /// Whether any key declared with `EnvironmentKey` is set (a quick test before reading several).
    var hasExtras: Bool { !box.value.extras.isEmpty }

    /// The environment as a node's record keeps it: its box, not retained (the store keeps the
    /// environments its nodes were made in, `NodeStore.keep`).
    var unretained: Unmanaged<AnyObject> { .passUnretained(box) }

    init(unretained: Unmanaged<AnyObject>) {
        box = unsafeDowncast(unretained.takeUnretainedValue(), to: CopyOnWriteBox<Fields>.self)
    }

    /// Whether the two are the same box (a node's environment is its parent's unless its view
    /// sets one).
    func isSameBox(as other: EnvironmentValues) -> Bool { box === other.box }

    /// No value set: everything inherits.
    public var isEmpty: Bool { box === Self.empty || box.value == Fields() }

    public init(
        foregroundColor: String? = nil, font: Font? = nil, lineLimit: LineLimit? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
        isBold: Bool? = nil, dynamicTypeSize: DynamicTypeSize? = nil
    ) {
        // Every view a script makes starts with an empty environment: the shared box, without
        // making two `Fields` (and their empty dictionaries) to compare.
        if foregroundColor == nil, font == nil, lineLimit == nil, horizontalSizeClass == nil,
            verticalSizeClass == nil, isBold == nil, dynamicTypeSize == nil
        {
            box = Self.empty
            return
        }
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

/// The place in a script where a view was made: the chunk's name (the script's path as given,
/// or a module's), the line and, when known, the column of the call's name (1-based).
public final class ViewSource: Sendable {
    public let file: String
    public let line: Int
    public let column: Int?

    public init(file: String, line: Int, column: Int?) {
        self.file = file
        self.line = line
        self.column = column
    }
}
