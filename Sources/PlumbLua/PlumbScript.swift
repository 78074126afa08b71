import CLua
import CLuaShims
import PlumbLayout
import PlumbUIKit

/// A tolerated mistake in a script (SwiftUI would log it and carry on), with its position.
public struct ScriptWarning: Sendable, Hashable, CustomStringConvertible {
    public var file: String?
    public var line: Int?
    public var message: String
    /// How many times the same line gave this warning (a loop, a ForEach, a recursion).
    public var count = 1

    public init(file: String?, line: Int?, message: String, count: Int = 1) {
        self.file = file
        self.line = line
        self.message = message
        self.count = count
    }

    public var description: String {
        let times = count > 1 ? " (\(count) times)" : ""
        if let file, let line { return "\(file):\(line): warning: \(message)\(times)" }
        return "warning: \(message)\(times)"
    }
}

/// Options for running a layout script.
public struct ScriptOptions: Sendable {
    public var limits: LuaLimits
    /// Opens Lua's full standard library (io, os, package, debug, …).
    public var unsafeLibraries: Bool
    /// Folders `require` searches, in order.
    public var moduleSearchPath: [String]

    /// The text metrics and root environment `measure` uses outside a layout pass (inside one,
    /// a builder's own engine and environment).
    public var textMetrics: TextMetrics
    public var environment: EnvironmentValues
    /// Every view the script makes records the line and column of the call that made it
    /// (`View.source`, `PlacedView.source`; `explain`'s JSON then has each node's "madeAt").
    /// The browser preview turns it on; off, nothing is looked up or stored.
    public var recordsViewSources = false

    public init(
        limits: LuaLimits = LuaLimits(), unsafeLibraries: Bool = false, moduleSearchPath: [String] = [],
        textMetrics: TextMetrics = TextMetrics(), environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.limits = limits
        self.unsafeLibraries = unsafeLibraries
        self.moduleSearchPath = moduleSearchPath
        self.textMetrics = textMetrics
        self.environment = environment
    }
}

/// Runs one Plumb script in a fresh Lua state and returns the view it built. The object stays
/// alive as long as its views are laid out: alignment guides written in Lua call back into it.
public final class PlumbScript {
    public let vm: LuaVM
    /// How the closures the script's VM and views keep reach it (cleared in `deinit`).
    let owner = ScriptOwner()
    /// The layout boxes of equal frames and paddings the script makes, shared.
    let layoutBoxes = LayoutBoxCache()
    /// Tolerated mistakes found while the script ran (and while its guides ran during layout).
    public internal(set) var warnings: [ScriptWarning] = []
    /// The first error raised by a Lua closure (an alignment guide) during layout. Layout goes
    /// on with 0 for that guide; the caller reports the error instead of the diagram.
    public internal(set) var layoutError: LuaError?
    let options: ScriptOptions
    /// Handles given to the Lua callbacks now running (see `CheckedHandle`); each callback
    /// invalidates the ones it created when it returns.
    var liveHandles: [any CheckedHandle] = []
    /// Engines and environments of the builders now running, innermost last (for `measure`).
    var measureContexts: [(engine: LayoutEngine, environment: EnvironmentValues)] = []
    /// UIKit attributes of views made by UILabel, UIButton and UIView, for the UIStackView that
    /// arranges them (keyed by the view object, which the entry keeps alive).
    var arrangedAttributes: [ObjectIdentifier: (view: View, item: ArrangedItem, measures: Bool)] = [:]
    /// Builder and Layout callbacks now running, nested.
    var callbackDepth = 0
    /// The engine `measure` uses outside builders.
    lazy var defaultEngine = LayoutEngine(textMetrics: options.textMetrics, recordsGuides: false)

    public init(options: ScriptOptions = ScriptOptions()) throws(LuaError) {
        self.options = options
        vm = try LuaVM(limits: options.limits, unsafeLibraries: options.unsafeLibraries)
        vm.moduleSearchPath = options.moduleSearchPath
        vm.recordsViewSources = options.recordsViewSources
        owner.attach(self)
        LuaBindings.install(in: self)
        TextBindings.install(in: self)
        LayoutBindings.install(in: self)
        CollectionBindings.install(in: self)
        UIKitBindings.install(in: self)
        GridBindings.install(in: self)
        ViewListBindings.install(in: self)
        ControlBindings.install(in: self)
        MenuGaugeAndCanvasBindings.install(in: self)
        DrawingBindings.install(in: self)
        BehaviourBindings.install(in: self)
        DeclaredModifierBindings.install(in: self)
        // Last: it reads the globals installed above.
        HabitBindings.install(in: self)
    }

    deinit {
        // Before the VM closes (its `__gc` metamethods may call bindings).
        owner.detach()
    }

    /// Runs a layout pass (or anything else that calls back into Lua) inside one limit window,
    /// so that all its callbacks share one budget, deadline and memory cap.
    /// An error of an earlier pass is forgotten: in watch mode a resize lays the same run out
    /// again, and a builder that failed at one size may succeed at another.
    ///
    /// Layout itself is bounded by the same limits (`ScriptLayoutBudget`): every engine made
    /// inside `body` charges what it allocates to the memory cap and checks the deadline and
    /// Ctrl-C as it goes, and a stop is recorded as `layoutError`, naming the phase and the view.
    public func withLayoutPass<T>(_ body: () -> T) -> T {
        layoutError = nil
        return vm.withLimitWindow {
            LayoutBudgetScope.with(layoutBudget, body)
        }
    }

    /// The budget of this script's layout passes (see `withLayoutPass`).
    public private(set) lazy var layoutBudget = ScriptLayoutBudget(self)

    /// Runs `source` (shown in messages as `chunkName`, e.g. "card.lua") and returns the root view.
    public func run(source: String, chunkName: String) throws(LuaError) -> View {
        let top = vm.stack.top
        defer { lua_settop(vm.state, top) }
        let count = try vm.run(source: source, chunkName: chunkName, results: LUA_MULTRET)
        // Several views (`return a, b`, a list) are laid out as a body's are: in the implicit
        // container, a VStack.
        return try ViewListBindings.content(vm.stack, from: vm.stack.top - count + 1) { got in
            returnError(
                chunkName: chunkName,
                "the script must return a view (for example `return VStack { Text(\"Hi\") }`), got \(got)")
        }
    }

    /// An error about the value the script returned, at the script's `return` line (at the
    /// script's last line when it ended without one).
    public func returnError(chunkName: String, _ message: String) -> LuaError {
        let position = vm.returnPosition.flatMap { $0.file == chunkName ? $0 : nil }
        let line = position?.line ?? max(1, vm.loadedSources[chunkName]?.split(separator: "\n").count ?? 1)
        return LuaError(kind: .runtime, message: "\(chunkName):\(line): \(message)", file: chunkName, line: line)
    }

    /// Layout nodes are made per occurrence: a view shared by both children of 20 nested stacks
    /// becomes 2²¹ nodes. Counts the occurrences (without making them) and estimates their
    /// bytes; refuses a tree past `maximumNodes` or past what is left of the memory cap.
    public func checkLayoutSize(of view: View, chunkName: String) throws(LuaError) {
        let (nodes, bytes) = LayoutSize.estimate(view)
        if nodes > Self.maximumNodes {
            throw returnError(
                chunkName: chunkName,
                "the view tree has more than \(Self.maximumNodes) views, counting every use of a shared view; Plumb lays out at most \(Self.maximumNodes)"
            )
        }
        let cap = vm.limits.memoryBytes
        if cap > 0, bytes > cap - min(cap, vm.memoryInUse) {
            throw returnError(
                chunkName: chunkName,
                "the view tree has \(nodes) view\(nodes == 1 ? "" : "s") counting every use of a shared view; laying them out would take about \(LuaLimits.formatBytes(bytes)), over the memory limit of \(LuaLimits.formatBytes(cap)) (raise it with --max-memory)"
            )
        }
    }

    /// A hard ceiling on layout nodes, whatever the memory limit.
    public static let maximumNodes = 4_000_000

    /// Files the script loaded with `require` (absolute paths).
    public var loadedModules: [String] { vm.loadedModules }

    func warn(_ call: LuaCall, _ message: String) {
        let position = call.whereInfo(level: 1)
        record(ScriptWarning(file: position?.file, line: position?.line, message: message), counting: true)
    }

    /// A warning found during layout (which may run several times): recorded once.
    func warnLayout(_ message: String) {
        record(ScriptWarning(file: nil, line: nil, message: message), counting: false)
    }

    /// At most this many different warnings are kept; then one says the rest were left out.
    public static let maximumWarnings = 100

    /// Where each warning is in `warnings`, by position and message (not its count).
    private var warningIndex: [WarningKey: Int] = [:]

    private struct WarningKey: Hashable {
        var file: String?
        var line: Int?
        var message: String
    }

    /// Records `warning` once: the same warning from the same line again is counted (`counting`)
    /// or dropped, so a warning inside a loop of a million is one line and a few bytes, not a
    /// million (they were never charged to `--max-memory`).
    func record(_ warning: ScriptWarning, counting: Bool) {
        let key = WarningKey(file: warning.file, line: warning.line, message: warning.message)
        if let index = warningIndex[key] {
            if counting { warnings[index].count += 1 }
            return
        }
        guard warnings.count < Self.maximumWarnings else {
            if warnings.count == Self.maximumWarnings {
                warnings.append(
                    ScriptWarning(
                        file: nil, line: nil,
                        message: "more than \(Self.maximumWarnings) different warnings; the rest are left out"))
            }
            return
        }
        warningIndex[key] = warnings.count
        warnings.append(warning)
    }

    /// Replaces the recorded layout error with a more precise one (a ForEach adds its row).
    func replaceLayoutError(_ error: LuaError) { layoutError = error }

    func recordLayoutError(_ error: LuaError) {
        if layoutError == nil { layoutError = error }
    }
}

extension View {
    /// What Swift holds for one view, charged to the memory cap while Lua holds it (see
    /// `LuaBindings.pushView`): the object (with its environment and boxed layout, about
    /// 200 bytes as allocated), its children array, its drawing modifiers, its text and id.
    public var chargedBytes: Int {
        let bytes = 256 + childCount * 8 + max(ownTextBytes, 0)
        // Drawing modifiers and an id are rare fields: most views are not asked for them.
        guard hasRareFields else { return bytes }
        return bytes + decorations.count * MemoryLayout<Decoration>.stride + (id?.utf8.count ?? 0)
    }
}

/// Estimates of the layout tree a view becomes.
public enum LayoutSize {
    /// Bytes per layout node: its slot in the node store, its entry in the result and a pair of
    /// memo entries (`LayoutCosts.estimatePerNode`, what layout charges an ordinary node). The
    /// views themselves are charged while the script holds them (`View.chargedBytes`).
    public static let bytesPerNode = LayoutCosts.estimatePerNode
    /// A Text node keeps its string several times over: paragraphs, words, wrapped lines.
    public static let bytesPerTextByte = 4

    /// The number of layout nodes `root` becomes (every occurrence of a shared view counts) and
    /// their estimated bytes, both saturating. Read from the counts each view keeps of its
    /// subtree (`View.treeSize`, `View.textBytes`), so it costs nothing however large the tree.
    public static func estimate(_ root: View) -> (nodes: Int, bytes: Int) {
        let ceiling = View.countCeiling
        let nodes = root.treeSize
        let nodeBytes = nodes > ceiling / bytesPerNode ? ceiling : nodes * bytesPerNode
        let textBytes = root.textBytes > ceiling / bytesPerTextByte ? ceiling : root.textBytes * bytesPerTextByte
        return (nodes, min(nodeBytes + textBytes, ceiling))
    }
}
