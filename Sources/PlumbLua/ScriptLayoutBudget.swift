import PlumbLayout

/// What layout may spend in a script's run: the script's own limits. Layout charges the bytes it
/// allocates to the Lua state's memory cap (`LuaVM.charge`, as Swift strings and views the script
/// holds are), and checks the deadline, the instruction budget's stop and Ctrl-C at every check
/// (`LuaVM.checkLimits`), so `--max-memory` and `--timeout` hold during layout as during the
/// script. A stop becomes the pass's `layoutError`, at the line of the script's `return`, naming
/// what layout was doing and on which view:
/// `card.lua:9: script stopped while sizing UIStackView.padding: memory limit of 256 MiB exceeded
/// (raise it with --max-memory)`.
public final class ScriptLayoutBudget: LayoutBudget {
    /// The script, not retained (`ScriptOwner`): the script owns its budget, and a tree that
    /// outlives the script gives its bytes back to nothing.
    private let owner: ScriptOwner
    private var script: PlumbScript? { owner.script }

    init(_ script: PlumbScript) {
        self.owner = script.owner
    }

    public func spend(_ bytes: Int) -> Bool {
        guard let vm = script?.vm else { return true }
        if bytes < 0 {
            vm.charge(bytes)
            return vm.stopError == nil
        }
        let charged = vm.charge(bytes)
        return vm.checkLimits() && charged
    }

    public func layoutStopped(_ stop: LayoutStop) {
        guard let script else { return }
        switch stop.reason {
        case .budget:
            guard let error = script.vm.stopError else { return }
            script.recordLayoutError(Self.error(error, stop: stop, script: script))
        case .buildersNestTooDeep(let limit):
            let position = script.vm.returnPosition.map { "\($0.file):\($0.line): " } ?? ""
            script.recordLayoutError(
                LuaError(
                    kind: .runtime,
                    parsing:
                        "\(position)views made during layout nest more than \(limit) deep \(stop.description) (does a GeometryReader's or a control's content hold itself?)"
                ))
        case .staleHandle:
            let position = script.vm.returnPosition.map { "\($0.file):\($0.line): " } ?? ""
            script.recordLayoutError(
                LuaError(
                    kind: .runtime,
                    parsing:
                        "\(position)a subview kept from before its container's content was rebuilt was used \(stop.description) (ask the subviews the layout is handed now)"
                ))
        }
    }

    /// The stop of the run, reworded for layout: the script's `return` line (layout runs after
    /// the script returned; a stop inside a Lua callback keeps that callback's line), the phase
    /// and the view, then why.
    static func error(_ stop: LuaError, stop layout: LayoutStop, script: PlumbScript) -> LuaError {
        let position: String
        if let file = stop.file, let line = stop.line {
            position = "\(file):\(line): "
        } else if let returned = script.vm.returnPosition {
            position = "\(returned.file):\(returned.line): "
        } else {
            position = ""
        }
        let reason = script.vm.limits.stopReason(stop.kind)
        return LuaError(
            kind: stop.kind, parsing: "\(position)script stopped \(layout.description): \(reason)",
            traceback: nil)
    }
}
