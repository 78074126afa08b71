import CLua
import PlumbLayout
import PlumbUIKit

/// UIKit's stack from Lua (as in the article "How to dynamically change UIStackView axis"):
/// `UIStackView { … }` arranging `UILabel { … }`, `UIButton { … }`, `UIView { … }` and any Plumb
/// view, with UIKit's names and semantics.
enum UIKitBindings {
    static func install(in script: PlumbScript) {
        let vm = script.vm
        let owner = script.owner
        installArrangedViews(vm, owner: owner)
        installStack(vm, owner: owner)
    }

    // MARK: - Arranged views

    /// Reads the UIKit attributes every arranged view accepts into `item`.
    private static func readAttributes(
        _ args: Arguments, table: Int32, into item: inout ArrangedItem
    ) throws(LuaError) {
        let call = args.call
        func priorities(_ key: String, _ base: AxisPriorities) throws(LuaError) -> AxisPriorities {
            call.field(key, in: table)
            defer { call.pop(1) }
            guard call.type(at: -1) != .nil else { return base }
            guard call.type(at: -1) == .table else {
                throw args.fail(
                    "\(key) must be a table { horizontal =, vertical = }, got \(LuaBindings.describe(call, at: -1))")
            }
            let inner = call.top
            try args.checkKeys(table: inner, allowed: ["horizontal", "vertical"])
            var result = base
            for (axis, name) in [(0, "horizontal"), (1, "vertical")] {
                guard let value = try args.number(key: name, table: inner) else { continue }
                guard value >= 1, value <= 1000 else {
                    throw args.fail("\(key).\(name) must be a priority from 1 to 1000, got \(formatPoints(value))")
                }
                if axis == 0 { result.horizontal = value } else { result.vertical = value }
            }
            return result
        }
        item.contentHugging = try priorities("hugging", item.contentHugging)
        item.compressionResistance = try priorities("compressionResistance", item.compressionResistance)
        item.isHidden = try args.boolean(key: "isHidden", table: table) ?? item.isHidden
        item.constraints = try constraints(args, table: table)
    }

    /// `constraints = { { attribute = "width", relation = "equal", constant = 100, priority = 750 }, … }`.
    static func constraints(_ args: Arguments, table: Int32) throws(LuaError) -> [SizeConstraint] {
        let call = args.call
        call.field("constraints", in: table)
        defer { call.pop(1) }
        guard call.type(at: -1) != .nil else { return [] }
        guard call.type(at: -1) == .table else {
            throw args.fail("constraints must be a list of { attribute =, relation =, constant =, priority = }")
        }
        let list = call.top
        var result: [SizeConstraint] = []
        for index in 0..<call.arrayLength(of: list) {
            call.element(index + 1, in: list)
            defer { call.pop(1) }
            let entry = call.top
            guard call.type(at: entry) == .table else {
                throw args.fail(
                    "constraints[\(index + 1)] must be a table, got \(LuaBindings.describe(call, at: entry))")
            }
            try args.checkKeys(table: entry, allowed: ["attribute", "relation", "constant", "priority"])
            func name<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type, default value: T?) throws(LuaError)
                -> T where T.RawValue == String
            {
                call.field(key, in: entry)
                defer { call.pop(1) }
                if call.type(at: -1) == .nil, let value { return value }
                let valid = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                guard let text = call.string(at: -1), let parsed = T(rawValue: text) else {
                    throw args.fail(
                        "constraints[\(index + 1)].\(key) must be one of \(valid), got \(LuaBindings.describe(call, at: -1))"
                    )
                }
                return parsed
            }
            let attribute = try name("attribute", SizeAttribute.self, default: nil)
            let relation = try name("relation", SizeRelation.self, default: .equal)
            guard let constant = try args.number(key: "constant", table: entry), constant.isFinite else {
                throw args.fail("constraints[\(index + 1)].constant is required: a finite number of points")
            }
            let priority = try args.number(key: "priority", table: entry) ?? 1000
            guard priority >= 1, priority <= 1000 else {
                throw args.fail(
                    "constraints[\(index + 1)].priority must be from 1 to 1000, got \(formatPoints(priority))")
            }
            result.append(SizeConstraint(attribute, relation, constant, priority: priority))
        }
        return result
    }

    /// Records the attributes of a UIKit view. They are keyed by its inner view, which copies made
    /// by `id` (and wrappers made by modifiers) keep as their descendant, so `UILabel { … }:id("x")`
    /// keeps them.
    private static func remember(_ wrapper: View, _ item: ArrangedItem, measures: Bool, owner: ScriptOwner) {
        guard let inner = wrapper.children.first else { return }
        owner.script?.arrangedAttributes[ObjectIdentifier(inner)] = (inner, item, measures)
    }

    /// The attributes of an arranged view: those of the UIKit view it is or wraps.
    static func attributes(of view: View, in script: PlumbScript) -> (item: ArrangedItem, measures: Bool)? {
        var current = view
        for _ in 0..<16 {
            guard let inner = current.children.first else { return nil }
            if let known = script.arrangedAttributes[ObjectIdentifier(inner)] { return (known.item, known.measures) }
            current = inner
        }
        return nil
    }

    private static func installArrangedViews(_ vm: LuaVM, owner: ScriptOwner) {
        let common = ["hugging", "compressionResistance", "isHidden", "constraints"]
        vm.setGlobalFunction("UILabel") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "UILabel")
            guard call.type(at: 1) == .table else {
                throw args.fail(
                    "expected UILabel { text = \"…\", font =, numberOfLines = }, got \(LuaBindings.describe(call, at: 1))"
                )
            }
            try args.checkKeys(table: 1, allowed: OptionNames(["text", "font", "numberOfLines"] + common))
            call.field("text", in: 1)
            let text = call.string(at: -1) ?? ""
            call.pop(1)
            var view = View.text(text)
            // A text style's name or a Font value (UIFont.systemFont(ofSize:) is Font.system(size)).
            call.field("font", in: 1)
            if call.type(at: -1) != .nil {
                let font: Font
                do throws(LuaError) {
                    font = try TextBindings.font(args, at: call.top, key: "font")
                } catch {
                    call.pop(1)
                    throw error
                }
                view = view.font(font)
            }
            call.pop(1)
            // numberOfLines: 1 by default, as UILabel's; 0 means as many as needed.
            let lines = try args.number(key: "numberOfLines", table: 1) ?? 1
            guard lines >= 0, lines == lines.rounded(), lines < 10_000 else {
                throw args.fail("numberOfLines must be a whole number ≥ 0 (0: no limit), got \(formatPoints(lines))")
            }
            if lines > 0 { view = view.lineLimit(Int(lines)) }
            var item = ArrangedItem()
            try readAttributes(args, table: 1, into: &item)
            let labelled = View(typeName: "UILabel", content: .layout(PassThrough()), children: [view])
            remember(labelled, item, measures: true, owner: owner)
            LuaBindings.pushView(call, labelled)
            return 1
        }
        vm.setGlobalFunction("UIButton") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "UIButton")
            guard call.type(at: 1) == .table else {
                throw args.fail("expected UIButton { title = \"…\" }, got \(LuaBindings.describe(call, at: 1))")
            }
            try args.checkKeys(table: 1, allowed: OptionNames(["title"] + common))
            call.field("title", in: 1)
            let title = call.string(at: -1) ?? ""
            call.pop(1)
            var item = ArrangedItem()
            try readAttributes(args, table: 1, into: &item)
            // A system button: its title in the tint colour, one line, truncating when compressed.
            let label = View.text(title).lineLimit(1).foregroundColor("blue")
            let button = View(typeName: "UIButton", content: .layout(PassThrough()), children: [label])
            remember(button, item, measures: true, owner: owner)
            LuaBindings.pushView(call, button)
            return 1
        }
        vm.setGlobalFunction("UIView") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "UIView")
            var item = ArrangedItem(intrinsicWidth: nil, intrinsicHeight: nil)
            if call.type(at: 1) == .table {
                try args.checkKeys(table: 1, allowed: OptionNames(["intrinsicContentSize"] + common))
                call.field("intrinsicContentSize", in: 1)
                if call.type(at: -1) == .table {
                    let size = call.top
                    for key in ["width", "height"] {
                        guard let value = try args.number(key: key, table: size) else { continue }
                        guard value >= 0 || value == ArrangedItem.noIntrinsicMetric, value.isFinite else {
                            call.pop(1)
                            throw args.fail(
                                "intrinsicContentSize.\(key) must be ≥ 0 (or -1 for none), got \(formatPoints(value))")
                        }
                        if key == "width" { item.intrinsicWidth = value } else { item.intrinsicHeight = value }
                    }
                }
                call.pop(1)
                try readAttributes(args, table: 1, into: &item)
            } else {
                try args.expectNoArguments()
            }
            let view = View(
                typeName: "UIView", content: .layout(PassThrough()), children: [View.shape(.rectangle)])
            remember(view, item, measures: false, owner: owner)
            LuaBindings.pushView(call, view)
            return 1
        }
    }

    // MARK: - The stack

    private static func installStack(_ vm: LuaVM, owner: ScriptOwner) {
        vm.setGlobalFunction("UIStackView") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "UIStackView")
            let (options, children) = try args.container(allowed: [
                "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
                "layoutMargins", "directionalLayoutMargins", "isBaselineRelativeArrangement", "constraints",
                "customSpacing",
            ])
            let script = try owner.get(args)
            var stack = StackView()
            if let table = options {
                func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(LuaError) -> T?
                where T.RawValue == String {
                    call.field(key, in: table)
                    defer { call.pop(1) }
                    if call.type(at: -1) == .nil { return nil }
                    var names = T.allCases.map(\.rawValue)
                    if T.self == StackAlignment.self { names += ["top", "bottom"] }
                    guard let text = call.string(at: -1) else {
                        throw args.fail(
                            "\(key) must be one of \(names.joined(separator: ", ")), got \(LuaBindings.describe(call, at: -1))"
                        )
                    }
                    if T.self == StackAlignment.self, text == "top" { return StackAlignment.leading as? T }
                    if T.self == StackAlignment.self, text == "bottom" { return StackAlignment.trailing as? T }
                    guard let value = T(rawValue: text) else {
                        throw args.fail("unknown \(key) '\(text)'; expected \(names.joined(separator: ", "))")
                    }
                    return value
                }
                stack.axis = try choice("axis", StackAxis.self) ?? stack.axis
                stack.distribution = try choice("distribution", StackDistribution.self) ?? stack.distribution
                stack.alignment = try choice("alignment", StackAlignment.self) ?? stack.alignment
                if let spacing = try args.number(key: "spacing", table: table) {
                    guard spacing >= 0, spacing.isFinite else {
                        throw args.fail("spacing must be a finite number ≥ 0, got \(formatPoints(spacing))")
                    }
                    stack.spacing = spacing
                }
                stack.isLayoutMarginsRelativeArrangement =
                    try args.boolean(key: "isLayoutMarginsRelativeArrangement", table: table) ?? false
                stack.isBaselineRelativeArrangement =
                    try args.boolean(key: "isBaselineRelativeArrangement", table: table) ?? false
                stack.layoutMargins = try margins(args, table: table) ?? stack.layoutMargins
                stack.constraints = try constraints(args, table: table)
            }
            var measures: [Bool] = []
            stack.arrangedItems = children.map { child in
                let known = attributes(of: child, in: script)
                measures.append(known?.measures ?? true)
                return known?.item ?? ArrangedItem()
            }
            if let table = options {
                for (index, spacing) in try customSpacing(args, table: table, count: children.count) {
                    stack.arrangedItems[index].customSpacingAfter = spacing
                }
            }
            let position = call.whereInfo(level: 1).map { "\($0.file):\($0.line): " } ?? ""
            let report: (String) -> Void = { [owner = script.owner] message in
                owner.script?.recordLayoutError(
                    LuaError(kind: .runtime, message: "\(position)UIStackView: \(message)", file: nil))
            }
            let line = call.whereInfo(level: 1)
            let warn: (String) -> Void = { [owner = script.owner] message in
                guard let script = owner.script else { return }
                let warning = ScriptWarning(file: line?.file, line: line?.line, message: "UIStackView: \(message)")
                script.record(warning, counting: false)
            }
            let layout = UIStackViewLayout(
                stack: stack, measuresIntrinsicSize: measures, report: report, warn: warn)
            LuaBindings.pushView(call, View(typeName: "UIStackView", content: .layout(layout), children: children))
            return 1
        }
    }
}

extension UIKitBindings {
    /// `layoutMargins = { top =, left =, bottom =, right = }` (UIEdgeInsets) or
    /// `directionalLayoutMargins = { top =, leading =, bottom =, trailing = }`
    /// (NSDirectionalEdgeInsets; left to right, so leading is left), not both. Missing edges are
    /// UIView's default, 8.
    static func margins(_ args: Arguments, table: Int32) throws(LuaError) -> LayoutMargins? {
        let call = args.call
        var result: LayoutMargins?
        for (key, sides) in [
            ("layoutMargins", ["top", "left", "bottom", "right"]),
            ("directionalLayoutMargins", ["top", "leading", "bottom", "trailing"]),
        ] {
            call.field(key, in: table)
            defer { call.pop(1) }
            if call.type(at: -1) == .nil { continue }
            guard call.type(at: -1) == .table else {
                throw args.fail(
                    "\(key) must be a table { \(sides.map { "\($0) =" }.joined(separator: ", ")) }, got \(LuaBindings.describe(call, at: -1))"
                )
            }
            guard result == nil else {
                throw args.fail("give layoutMargins or directionalLayoutMargins, not both (they set the same margins)")
            }
            let margins = call.top
            try args.checkKeys(table: margins, allowed: OptionNames(sides))
            var values: [Double] = []
            for side in sides {
                let value = try args.number(key: side, table: margins) ?? LayoutMargins.default.top
                guard value >= 0, value.isFinite else {
                    throw args.fail("\(key).\(side) must be a finite number ≥ 0, got \(formatPoints(value))")
                }
                values.append(value)
            }
            result = LayoutMargins(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        return result
    }

    /// `customSpacing = { [2] = 24 }`: `setCustomSpacing(24, after: arrangedSubviews[1])`, by the
    /// arranged view's position (from 1, as Lua counts).
    static func customSpacing(_ args: Arguments, table: Int32, count: Int) throws(LuaError) -> [(Int, Double)] {
        let call = args.call
        call.field("customSpacing", in: table)
        defer { call.pop(1) }
        if call.type(at: -1) == .nil { return [] }
        guard call.type(at: -1) == .table else {
            throw args.fail(
                "customSpacing must be a table { [position] = spacing }, got \(LuaBindings.describe(call, at: -1))")
        }
        let list = call.top
        // Every key must be the position of an arranged view: a name, a fraction or a position
        // past the last view is a mistake, not something to ignore.
        var wrongKey: String?
        lua_pushnil(call.state)
        while lua_next(call.state, list) != 0 {
            if wrongKey == nil {
                if let position = call.integer(at: -2) {
                    if position < 1 || position > count { wrongKey = "customSpacing[\(position)]" }
                } else if let name = call.string(at: -2) {
                    wrongKey = "customSpacing.\(name)"
                } else {
                    wrongKey = "customSpacing key \(LuaBindings.describe(call, at: -2))"
                }
            }
            call.pop(1)
        }
        if let wrongKey {
            throw args.fail(
                "\(wrongKey) names no arranged view: the stack has \(count) (positions 1…\(count))")
        }
        var result: [(Int, Double)] = []
        for position in 1...max(count, 1) where position <= count {
            call.element(position, in: list)
            defer { call.pop(1) }
            guard let value = try args.number(at: -1, name: "customSpacing[\(position)]") else { continue }
            guard value >= 0, value.isFinite else {
                throw args.fail("customSpacing[\(position)] must be a finite number ≥ 0, got \(formatPoints(value))")
            }
            result.append((position - 1, value))
        }
        return result
    }
}

/// A UIKit view around its content (UILabel, UIButton around their text; UIView around a
/// rectangle): its frame is what it is given, as a UIView's frame is set by Auto Layout, so a
/// width or height the stack solved (an explicit constraint at 300 beating hugging at 250, say)
/// is its size even where its text is smaller. Offered nothing (or an infinite length) on an
/// axis, it is its content's size there: its intrinsic content size. The content is offered
/// the same and sits at the top-left corner (the model's baselines are fixed offsets from the
/// top, PlumbUIKit README decision 9); its guides reach the stack.
struct PassThrough: Layout {
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let content = subviews.isEmpty ? .zero : subviews[0].sizeThatFits(proposal)
        func side(_ proposed: Double?, _ own: Double) -> Double {
            guard let proposed, proposed.isFinite else { return own }
            return max(proposed, 0)
        }
        return Size(width: side(proposal.width, content.width), height: side(proposal.height, content.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.isEmpty ? .ordinary : subviews[0].spacing
    }
}
