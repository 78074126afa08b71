/// What layout may spend, as the core sees it: bytes it allocates and the time it takes. The core
/// has no clock and knows nothing of Lua; whoever runs layout (PlumbLua's script, a test) supplies
/// a budget, and the engine charges it as it allocates and asks it at least every
/// `LayoutMeter.checkPeriod` units of work whether to go on.
///
/// Layout cannot throw through `Layout` (SwiftUI's shape), so a stop does not unwind: once `spend`
/// says no, the engine is *stopped* for the rest of the pass. It makes no more nodes, runs no more
/// builders, measures nothing (every size is zero, never memoized) and places nothing, so what is
/// left of the pass returns in time linear in the work already on the stack. The caller then reads
/// the stop (`LayoutEngine.stop`) and reports it instead of the result.
public protocol LayoutBudget: AnyObject {
    /// Counts `bytes` that layout now holds (negative: gives them back) and checks the clock and
    /// any interruption. Returns false when the pass must stop. Called with 0 just to check.
    func spend(_ bytes: Int) -> Bool

    /// Called once, when layout stops because `spend` said no: what it was doing, and on which
    /// view.
    func layoutStopped(_ stop: LayoutStop)
}

/// What layout was doing when its budget stopped it.
public enum LayoutPhase: String, Sendable {
    /// Making the nodes of the tree (before layout, or for a lazy row).
    case makingNodes = "making the layout nodes"
    /// Measuring a view (`sizeThatFits`).
    case sizing = "sizing"
    /// Placing a view and its subviews.
    case placing = "placing"
    /// Making a view's content during layout (GeometryReader, a Layout's cache).
    case building = "building the content of"
    /// Turning the laid-out tree into plain values.
    case result = "recording the layout of"
}

/// Where layout stopped: the phase and the view (its trace name: `Text "Hello".padding`), and why.
public struct LayoutStop: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// The budget said no (its owner knows which limit).
        case budget
        /// Content built during layout holds more content built during layout, more than this
        /// many levels deep (a GeometryReader whose content holds itself): each level is a
        /// level of recursion, so the engine refuses it rather than overflow the stack.
        case buildersNestTooDeep(Int)
        /// A `LayoutSubview` or `ViewDimensions` was used after the subviews it names were
        /// rebuilt (kept from an earlier pass of a GeometryReader's content): its generation no
        /// longer matches its node's slot.
        case staleHandle
    }

    public var phase: LayoutPhase
    public var view: String
    public var reason: Reason

    public init(phase: LayoutPhase, view: String, reason: Reason = .budget) {
        self.phase = phase
        self.view = view
        self.reason = reason
    }

    /// "while sizing UIStackView.padding", for messages.
    public var description: String { "while \(phase.rawValue) \(view)" }
}

/// What the engine charges for what it allocates, in bytes: what the arena really takes where it
/// is exact (a node's slot, a result's entry, a memo pair; a stack's temporary arrays are charged
/// by their size while it holds them, `LayoutSubviews.chargeScratch`), estimates
/// from measurement where an object's size varies (side tables, caches, a Text's strings). The
/// cap must hold within a small factor, not to the byte (before the arena they were
/// the sizes of the objects it replaced, 512 bytes a node and 320 a placed view, so that a tree
/// that fitted three times over was refused).
public enum LayoutCosts {
    /// A node: its slot in the store (`NodeStore`: a 64-byte hot line, a 48-byte placement and a
    /// 40-byte record).
    public static let node =
        MemoryLayout<HotState>.stride + MemoryLayout<ColdState>.stride + MemoryLayout<NodeRecord>.stride
    /// A layout made for one node (a Text's, an Image's, a Spacer's, a Divider's): its box as
    /// allocated and its place in the store's list.
    public static let ownedLayout = 96
    /// A view made during layout (a builder's): the object with its environment box and children
    /// array (as PlumbLua charges a view the script holds, `View.chargedBytes`).
    public static let view = 256
    /// Each byte of a Text's string, kept several times over (the string, its paragraphs and
    /// words), as `LayoutSize.bytesPerTextByte` estimates before layout.
    public static let textByte = 4
    /// Each paragraph (line break) of a Text: its string, its words array and its entry.
    public static let textParagraph = 160
    /// A node's side table of rare state (`NodeExtras`: the object and its dictionaries).
    public static let extras = 256
    /// One memoized size or explicit guide value beyond the inline ones (a dictionary entry with
    /// its share of the table's growth).
    public static let memoEntry = 96
    /// A node's second and third memo entries (`MemoPool`, charged a chunk at a time).
    public static let memoPair = MemoryLayout<MemoPair>.stride
    /// A container's cache (`Layout.makeCache`), plus `cachePerSubview` for each subview.
    public static let cache = 256
    public static let cachePerSubview = 64
    /// A placed view of the result: its entry in `PlacedTree` (the frames, views and
    /// environments are read from the store).
    public static let placed = MemoryLayout<PlacedTree.Entry>.stride
    /// A line of a placed Text (a String in an array).
    public static let placedLine = 32
    /// A placed Text's entry in the result's side table (its lines' array, its face), with its
    /// share of the table's growth; its lines are charged besides (`placedLine`).
    static let placedText = 2 * MemoryLayout<PlacedTree.Text>.stride + 32
    /// What the result keeps of a view's recorded details (`PlacedDetails`: guides, traces, a
    /// builder's note): the value in the result's side table, with its share of the table's
    /// growth; a note's text is charged by its bytes besides.
    static let placedDetails = 2 * MemoryLayout<PlacedDetails>.stride

    /// What a node is expected to take, for the estimate before layout (PlumbLua's `LayoutSize`):
    /// its slot, its entry in the result and a pair of memo entries (a stack's subviews answer two
    /// or three proposals). Above what an ordinary tree is charged, so that the estimate refuses
    /// no tree that layout would lay out, and below it by no more than the memo pair.
    public static let estimatePerNode = node + placed + memoPair
}

/// The engine's side of a budget: counts work and bytes between checks, and remembers the stop.
/// One per engine; every tree the engine makes (including `measure`'s throwaway ones) charges it.
/// The counters live in plain memory: layout counts on every memo miss, and a class's stored
/// `var`s would cost a run-time exclusivity check each time.
final class LayoutMeter {
    /// The budget: the engine's own, or the one in scope when a tree is made (`LayoutBudgetScope`).
    var budget: (any LayoutBudget)? {
        didSet { counters.pointee.hasBudget = budget != nil }
    }
    /// Units of work (nodes made, measured, placed) between two checks of the budget.
    static let checkPeriod = 256
    /// Bytes charged at once when they pile up faster than the work (a huge Text).
    static let bytePeriod = 1 << 20

    struct Counters {
        var work = 0
        var pendingBytes = 0
        var isStopped = false
        var hasBudget = false
    }

    /// Plain memory a node reaches from its chunk's header (`ChunkHeader.counters`), so that
    /// counting its work reads no store, engine or meter object (see `tally`).
    let counters = UnsafeMutablePointer<Counters>.allocate(capacity: 1)
    /// Where layout stopped, once it has.
    private(set) var stop: LayoutStop?

    init(budget: (any LayoutBudget)?) {
        self.budget = budget
        counters.initialize(to: Counters(hasBudget: budget != nil))
    }

    deinit {
        counters.deallocate()
    }

    /// Set once the budget said no; the rest of the pass does nothing.
    var isStopped: Bool { counters.pointee.isStopped }

    /// Counts one unit of work and `bytes`; asks the budget when a period is full. Returns false
    /// when stopped (now or earlier). `view` names what is being worked on, asked only on a stop.
    @inline(__always)
    func count(bytes: Int = 0, work: Int = 1, phase: LayoutPhase, view: () -> String) -> Bool {
        if bytes != 0, counters.pointee.hasBudget, !counters.pointee.isStopped {
            counters.pointee.pendingBytes += bytes
        }
        return Self.tally(counters, work: work) ?? settle(phase: phase, view: view)
    }

    /// `count(work:)` as far as it goes without the budget: true to go on, false once stopped,
    /// nil when a period is full and the budget must be asked (`settle(phase:view:)`). A node
    /// calls it with its chunk's pointer to the counters (`LayoutNode.countWork`).
    @inline(__always)
    static func tally(_ counters: UnsafeMutablePointer<Counters>, work: Int) -> Bool? {
        if counters.pointee.isStopped { return false }
        guard counters.pointee.hasBudget else { return true }
        counters.pointee.work += work
        guard counters.pointee.work >= checkPeriod || counters.pointee.pendingBytes >= bytePeriod else { return true }
        return nil
    }

    /// Asks the budget, charging what is pending (after `tally` said a period is full).
    func settle(phase: LayoutPhase, view: () -> String) -> Bool {
        settle(budget!, phase: phase, view: view)
    }

    /// Adds `bytes` to what the next check charges, without counting work.
    @inline(__always)
    func add(bytes: Int) {
        counters.pointee.pendingBytes += bytes
    }

    /// Gives back bytes charged for a tree that is gone.
    func giveBack(_ bytes: Int) {
        guard let budget, bytes > 0 else { return }
        let pending = counters.pointee.pendingBytes
        if pending >= bytes {
            counters.pointee.pendingBytes = pending - bytes
        } else {
            counters.pointee.pendingBytes = 0
            _ = budget.spend(pending - bytes)
        }
    }

    /// Stops layout for a reason of the engine's own (see `LayoutStop.Reason`), budget or not.
    func fail(_ stop: LayoutStop) {
        guard !isStopped else { return }
        counters.pointee.isStopped = true
        self.stop = stop
        budget?.layoutStopped(stop)
    }

    /// Charges everything pending and checks once more (the end of a pass).
    func flush(phase: LayoutPhase, view: () -> String) {
        guard let budget, !isStopped else { return }
        _ = settle(budget, phase: phase, view: view)
    }

    private func settle(_ budget: any LayoutBudget, phase: LayoutPhase, view: () -> String) -> Bool {
        let bytes = counters.pointee.pendingBytes
        counters.pointee.work = 0
        counters.pointee.pendingBytes = 0
        if budget.spend(bytes) { return true }
        counters.pointee.isStopped = true
        let stop = LayoutStop(phase: phase, view: view())
        self.stop = stop
        budget.layoutStopped(stop)
        return false
    }
}

/// The budget an engine uses when it was given none: the one in scope when it makes a tree. A
/// script's layout pass (`PlumbScript.withLayoutPass`) puts its budget in scope, so every engine
/// made for the pass is bounded without being told.
public enum LayoutBudgetScope {
    /// A budget in a box the task-local can hold (a budget is used on one thread only).
    public struct Box: @unchecked Sendable {
        public let budget: any LayoutBudget
        public init(_ budget: any LayoutBudget) { self.budget = budget }
    }

    @TaskLocal public static var current: Box?

    /// Runs `body` with `budget` in scope.
    public static func with<T>(_ budget: any LayoutBudget, _ body: () throws -> T) rethrows -> T {
        try $current.withValue(Box(budget), operation: body)
    }
}
