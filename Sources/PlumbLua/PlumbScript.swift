import CLua
import CLuaShims
import PlumbLayout

/// A tolerated mistake in a script (SwiftUI would log it and carry on), with its position.
public struct ScriptWarning: Sendable, Hashable, CustomStringConvertible {
    public var file: String?
    public var line: Int?
    public var message: String

    public var description: String {
        if let file, let line { return "\(file):\(line): warning: \(message)" }
        return "warning: \(message)"
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
    /// Builder and Layout callbacks now running, nested.
    var callbackDepth = 0
    /// The engine `measure` uses outside builders.
    lazy var defaultEngine = LayoutEngine(textMetrics: options.textMetrics, recordsGuides: false)

    public init(options: ScriptOptions = ScriptOptions()) throws(LuaError) {
        self.options = options
        vm = try LuaVM(limits: options.limits, unsafeLibraries: options.unsafeLibraries)
        vm.moduleSearchPath = options.moduleSearchPath
        LuaBindings.install(in: self)
        LayoutBindings.install(in: self)
        CollectionBindings.install(in: self)
        GridBindings.install(in: self)
    }

    /// Runs a layout pass (or anything else that calls back into Lua) inside one limit window,
    /// so that all its callbacks share one budget, deadline and memory cap.
    /// An error of an earlier pass is forgotten: in watch mode a resize lays the same run out
    /// again, and a builder that failed at one size may succeed at another.
    public func withLayoutPass<T>(_ body: () -> T) -> T {
        layoutError = nil
        return vm.withLimitWindow(body)
    }

    /// Runs `source` (shown in messages as `chunkName`, e.g. "card.lua") and returns the root view.
    public func run(source: String, chunkName: String) throws(LuaError) -> View {
        let top = vm.stack.top
        defer { lua_settop(vm.state, top) }
        let count = try vm.run(source: source, chunkName: chunkName, results: 1)
        let stack = vm.stack
        guard count >= 1, let view = stack.object(at: -1, metatable: LuaBindings.viewClass) as? View else {
            let got = count >= 1 ? LuaBindings.describe(stack, at: -1) : "nothing"
            throw LuaError(
                kind: .runtime,
                message:
                    "\(chunkName): the script must return a view (for example `return VStack { Text(\"Hi\") }`), got \(got)",
                file: chunkName)
        }
        return view
    }

    /// Files the script loaded with `require` (absolute paths).
    public var loadedModules: [String] { vm.loadedModules }

    func warn(_ call: LuaCall, _ message: String) {
        let position = call.whereInfo(level: 1)
        warnings.append(ScriptWarning(file: position?.file, line: position?.line, message: message))
    }

    /// A warning found during layout (which may run several times): recorded once.
    func warnLayout(_ message: String) {
        guard !warnings.contains(where: { $0.message == message }) else { return }
        warnings.append(ScriptWarning(file: nil, line: nil, message: message))
    }

    /// Replaces the recorded layout error with a more precise one (a ForEach adds its row).
    func replaceLayoutError(_ error: LuaError) { layoutError = error }

    func recordLayoutError(_ error: LuaError) {
        if layoutError == nil { layoutError = error }
    }
}
