import CLua
import PlumbLayout

/// A container layout written in Lua: `Layout { sizeThatFits = …, placeSubviews = …,
/// explicitAlignment = …, spacing = …, makeCache = … }`. It conforms to the same public `Layout`
/// protocol as the built-in stacks and reaches its subviews through the same `LayoutSubviews`
/// API, wrapped in checked handles that expire when the Lua function returns.
///
/// A function that fails, or returns something that is not what SwiftUI's protocol allows (a
/// size with a negative, NaN or missing side), is reported as the run's error with the
/// function's position; layout goes on with zero sizes so that nothing crashes.
struct LuaLayout: Layout {
    let owner: ScriptOwner
    /// "Layout" or the `name =` given, for messages.
    let name: String
    /// "card.lua:12: " where `Layout { … }` was called.
    let position: String
    let sizeThatFitsFunction: LuaFunctionRef
    let placeSubviewsFunction: LuaFunctionRef
    let explicitAlignmentFunction: LuaFunctionRef?
    let spacingFunction: LuaFunctionRef?
    let makeCacheFunction: LuaFunctionRef?
    let orientation: Axis?

    init(
        owner: ScriptOwner, name: String, position: String, sizeThatFits: LuaFunctionRef,
        placeSubviews: LuaFunctionRef, explicitAlignment: LuaFunctionRef?, spacing: LuaFunctionRef?,
        makeCache: LuaFunctionRef?, orientation: Axis?
    ) {
        self.owner = owner
        self.name = name
        self.position = position
        self.sizeThatFitsFunction = sizeThatFits
        self.placeSubviewsFunction = placeSubviews
        self.explicitAlignmentFunction = explicitAlignment
        self.spacingFunction = spacing
        self.makeCacheFunction = makeCache
        self.orientation = orientation
    }

    var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: orientation) }

    /// The Lua value `makeCache` returned, anchored for the container's life.
    final class Cache {
        let value: LuaFunctionRef?
        init(_ value: LuaFunctionRef?) { self.value = value }
    }

    func makeCache(subviews: LayoutSubviews) -> AnyObject? {
        guard let makeCacheFunction, let script = owner.script else { return nil }
        let value = script.callback(
            makeCacheFunction,
            push: { call in
                pushSubviews(call, subviews, script: script)
                return 1
            },
            read: { stack throws(LuaError) -> LuaFunctionRef? in stack.valueRef(at: -1) })
        return Cache(value ?? nil)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let script = owner.script else { return .zero }
        let cache = subviews.cache as? Cache
        let size = script.callback(
            sizeThatFitsFunction,
            push: { call in
                LayoutBindings.pushProposal(call, proposal)
                pushSubviews(call, subviews, script: script)
                pushCache(call, cache)
                return 3
            },
            read: { stack throws(LuaError) -> Size in
                try readSize(stack, function: sizeThatFitsFunction, script: script)
            })
        return size ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let script = owner.script else { return }
        let cache = subviews.cache as? Cache
        var handles: [SubviewHandle] = []
        _ = script.callback(
            placeSubviewsFunction, results: 0,
            push: { call in
                LayoutBindings.pushRect(call, bounds)
                LayoutBindings.pushProposal(call, proposal)
                handles = pushSubviews(call, subviews, script: script)
                pushCache(call, cache)
                return 4
            },
            read: { _ throws(LuaError) in })
        guard subviews.isPlacingForReal, script.layoutError == nil else { return }
        // A subview placeSubviews leaves alone is put at the centre of the bounds with the
        // container's proposal (Plumb's choice: SwiftUI documents no rule), and the script is told.
        let center = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
        var unplaced: [Int] = []
        for (index, handle) in handles.enumerated() where !handle.placed {
            subviews[index].place(at: center, anchor: UnitPoint(x: 0.5, y: 0.5), proposal: proposal)
            unplaced.append(index + 1)
        }
        if !unplaced.isEmpty {
            script.warnLayout(
                "\(functionPosition(placeSubviewsFunction, script))\(name).placeSubviews did not place subview\(unplaced.count > 1 ? "s" : "") \(unplaced.map(String.init).joined(separator: ", ")); Plumb centres \(unplaced.count > 1 ? "them" : "it") in the bounds"
            )
        }
    }

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        guard let function = explicitAlignmentFunction, let script = owner.script else {
            return mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        }
        let cache = subviews.cache as? Cache
        let value = script.callback(
            function,
            push: { call in
                LuaBindings.pushAlignment(
                    call, guide.axis == .horizontal ? .horizontal(guide) : .vertical(guide))
                LayoutBindings.pushRect(call, bounds)
                LayoutBindings.pushProposal(call, proposal)
                pushSubviews(call, subviews, script: script)
                pushCache(call, cache)
                return 5
            },
            read: { stack throws(LuaError) -> Double? in
                switch stack.type(at: -1) {
                case .nil: return nil
                case .number:
                    let value = stack.number(at: -1)!
                    guard value.isFinite else {
                        throw resultError(function, script, "explicitAlignment must return a finite number or nil")
                    }
                    return value
                default:
                    throw resultError(
                        function, script,
                        "explicitAlignment must return a number or nil, got \(LuaBindings.describe(stack, at: -1))")
                }
            })
        return value ?? nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let function = spacingFunction, let script = owner.script else { return subviews.mergedSpacing }
        let spacing = script.callback(
            function,
            push: { call in
                pushSubviews(call, subviews, script: script)
                return 1
            },
            read: { stack throws(LuaError) -> ViewSpacing in
                guard let box = stack.object(at: -1, metatable: LayoutBindings.spacingClass) as? SpacingBox else {
                    throw resultError(
                        function, script,
                        "spacing must return a subview's spacing (subviews[1].spacing), got \(LuaBindings.describe(stack, at: -1))"
                    )
                }
                return box.spacing
            })
        return spacing ?? .ordinary
    }

    // MARK: Values

    /// Pushes `subviews` as a Lua sequence of checked handles, with `count` (SwiftUI's
    /// `subviews.count`; `#subviews` says the same).
    @discardableResult
    private func pushSubviews(_ call: LuaCall, _ subviews: LayoutSubviews, script: PlumbScript) -> [SubviewHandle] {
        call.newTable(arrayCount: Int32(clamping: subviews.count), fieldCount: 1)
        call.push(subviews.count)
        call.setField("count", tableIndex: -2)
        var handles: [SubviewHandle] = []
        handles.reserveCapacity(subviews.count)
        for index in subviews.indices {
            let handle = SubviewHandle(subviews[index], index: index)
            script.register(handle)
            handles.append(handle)
            call.push(object: handle, metatable: LayoutBindings.subviewClass)
            call.setElement(index + 1, tableIndex: -2)
        }
        return handles
    }

    private func pushCache(_ call: LuaCall, _ cache: Cache?) {
        if let value = cache?.value {
            call.push(function: value)
        } else {
            call.pushNil()
        }
    }

    private func readSize(_ stack: LuaCall, function: LuaFunctionRef, script: PlumbScript) throws(LuaError) -> Size {
        guard stack.type(at: -1) == .table else {
            throw resultError(
                function, script,
                "sizeThatFits must return a size { width =, height = }, got \(LuaBindings.describe(stack, at: -1))")
        }
        let table = stack.top
        func side(_ key: String) throws(LuaError) -> Double {
            stack.field(key, in: table)
            defer { stack.pop(1) }
            guard let value = stack.number(at: -1) else {
                throw resultError(
                    function, script,
                    "sizeThatFits must return { width =, height = } with numbers; \(key) is \(LuaBindings.describe(stack, at: -1))"
                )
            }
            guard !value.isNaN, value >= 0 else {
                throw resultError(
                    function, script, "sizeThatFits returned \(key) = \(formatPoints(value)); a size must be ≥ 0")
            }
            return value
        }
        return Size(width: try side("width"), height: try side("height"))
    }

    private func resultError(_ function: LuaFunctionRef, _ script: PlumbScript, _ message: String) -> LuaError {
        LuaError(kind: .runtime, message: "\(functionPosition(function, script))\(name).\(message)", file: nil)
    }

    private func functionPosition(_ function: LuaFunctionRef, _ script: PlumbScript) -> String {
        let position = LuaBindings.functionPosition(function, script: script)
        return position.isEmpty ? self.position : position
    }
}
