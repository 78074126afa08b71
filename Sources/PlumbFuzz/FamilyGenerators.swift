// The container and API families: each container and API family on its own, misbehaving in the ways
// that family can (a Layout written in Lua that places twice, a builder that recurses, a lazy
// list scrolled past its end, a grid's spans in conflict, a UIKit stack whose constraints
// cannot all hold, variants of which one fails, controls given anything).

extension ScriptGenerator {
    // MARK: - Layouts written in Lua

    /// Bodies for `sizeThatFits(proposal, subviews, cache)`: wrong sizes, re-entry, handles kept,
    /// yields, errors, runaway loops.
    static let layoutSizeBodies = [
        "return { width = 0/0, height = 10 }",
        "return nil",
        "return 'wide'",
        "return { width = -5, height = 1e308 }",
        "return { width = math.huge, height = math.huge }",
        "error('sizeThatFits failed')",
        "kept = subviews; return { width = 10, height = 10 }",
        "local s = 0 for i = 1, 1e6 do s = s + subviews[1]:sizeThatFits(proposal).width end return { width = s, height = 1 }",
        "coroutine.yield(1)",
        "while true do end",
        "return subviews[99]:sizeThatFits(proposal)",
        "return subviews[1]:sizeThatFits({ width = 0/0, height = -1 })",
        "return subviews[1]:sizeThatFits(ProposedViewSize.infinity)",
        "return (kept or subviews)[1]:sizeThatFits(proposal)",
        "local t = {} for i = 1, 1e7 do t[i] = i end return { width = #t, height = 1 }",
        "return { width = proposal.width, height = proposal.height }",
        "return setmetatable({}, { __index = function() error('no size') end })",
    ]

    /// Bodies for `placeSubviews(bounds, proposal, subviews, cache)`.
    static let layoutPlaceBodies = [
        "for _, s in ipairs(subviews) do s:place { x = bounds.minX, y = bounds.minY } end",
        "subviews[1]:place { x = 0, y = 0 }; subviews[1]:place { x = 10, y = 10 }",
        "subviews[1]:place { x = 0/0, y = math.huge, proposal = ProposedViewSize(-1, 0/0) }",
        "subviews[99]:place { x = 0, y = 0 }",
        "kept = subviews",
        "if kept then kept[1]:place { x = 1, y = 1 } end",
        "error('placeSubviews failed')",
        "coroutine.yield()",
        "while true do end",
        "for i = 1, 1e6 do subviews[1]:place { x = i, y = i } end",
        "subviews[1]:place { x = 0, y = 0, anchor = 'nowhere' }",
        "subviews:place { x = 0, y = 0 }",
    ]

    /// Bodies for `makeCache(subviews)`.
    static let layoutCacheBodies = [
        "return {}", "error('makeCache failed')", "return nil", "return subviews", "coroutine.yield()",
        "while true do end", "local t = {} for i = 1, 1e7 do t[i] = {} end return t",
    ]

    func luaLayout(_ random: inout Random) -> String {
        var functions = [
            "sizeThatFits = function(proposal, subviews, cache) \(random.pick(Self.layoutSizeBodies)) end",
            "placeSubviews = function(bounds, proposal, subviews, cache) \(random.pick(Self.layoutPlaceBodies)) end",
        ]
        if random.chance(40) {
            functions.append("makeCache = function(subviews) \(random.pick(Self.layoutCacheBodies)) end")
        }
        if random.chance(20) {
            functions.append(
                "explicitAlignment = function(guide, bounds, proposal, subviews, cache) return \(number(&random)) end")
        }
        if random.chance(15) { functions.append("name = \(anyValue(&random))") }
        if random.chance(10) { functions.append("sizeThatFits = \(anyValue(&random))") }
        var children: [String] = []
        for _ in 0..<random.int(0...4) { children.append(view(&random, depth: 3)) }
        let layout = "local L = Layout { \(functions.joined(separator: ",\n  ")) }\n"
        switch random.int(1...5) {
        case 1:  // the layout inside itself, and inside a stack
            return layout
                + "return VStack { L { \(children.joined(separator: ", ")) }, L { L { Text('in') } } }"
        case 2:  // a layout used many times
            return layout + "local t = {}\nfor i = 1, \(random.pick([10, 1000, 100_000])) do t[i] = L { Text(i) } end\n"
                + "return VStack(t)"
        case 3:  // re-entrant: the layout lays out a view that uses it again
            return layout + "return L { GeometryReader(function(p) return L { Text(p.size.width) } end) }"
        case 4:  // handles kept past the pass and used by a later view
            return layout + "return VStack { L { Text('a') }, Text('b'):alignmentGuide('leading', function(d) "
                + "if kept then return kept[1]:sizeThatFits(ProposedViewSize.zero).width end return 0 end) }"
        default:
            return layout + "return L { \(children.joined(separator: ", ")) }\(modifier(&random))"
        }
    }

    // MARK: - Views made during layout

    static let builderBodies = [
        "return nil", "return 5", "return {}", "error('builder failed')", "coroutine.yield()",
        "while true do end",
        "local t = {} for i = 1, 1e5 do t[i] = Text(i) end return VStack(t)",
        "local t = {} for i = 1, 3e3 do t[i] = Text(('x'):rep(200)):padding(1) end return t",
        "return Text(proxy.size.width), Text(proxy.size.height)",
        "kept = proxy; return Text('k')",
        "return Text((kept or proxy).size.width)",
        "return Text(tostring(proxy.frame))",
        "return Color.red:frame { width = proxy.size.width * 2, height = proxy.size.height * 1e300 }",
        "return Text(('x'):rep(4e6))",
    ]

    func builder(_ random: inout Random) -> String {
        let body = random.pick(Self.builderBodies)
        switch random.int(1...5) {
        case 1:  // a builder that recurses without end
            return
                "local function g(n) return GeometryReader(function(proxy) return g(n + 1) end) end\nreturn g(0)"
        case 2:  // an EnvironmentReader
            return "return EnvironmentReader(function(env) local proxy = { size = { width = 1, height = 1 } } "
                + body + " end)\(modifier(&random))"
        case 3:  // many copies of one builder
            return "local g = GeometryReader(function(proxy) \(body) end)\nlocal t = {}\n"
                + "for i = 1, \(random.pick([10, 10_000, 100_000])) do t[i] = g end\nreturn VStack(t)"
        case 4:  // a builder in a lazy list's rows
            return "return ScrollView { LazyVStack { ForEach(\(random.pick(["1e6", "10", "0", "-1", "0/0"])), "
                + "function(i) return GeometryReader(function(proxy) \(body) end):frame { height = 20 } end) } }"
        default:
            return "return VStack { GeometryReader(function(proxy) \(body) end)\(modifier(&random)), Text('below') }"
        }
    }

    // MARK: - Lazy lists

    func lazyList(_ random: inout Random) -> String {
        let count = random.pick(["1e6", "1e9", "10", "0", "-5", "0/0", "math.huge", "'many'", "2^53"])
        let row = random.pick([
            "Text('Row ' .. i)",
            "Text(i):frame { height = (i % 5) * 37 }",
            "i % 7 == 0 and error('row ' .. i) or Text(i)",
            "i % 3 == 0 and nil or Text(i)",
            "Text(i), Text(-i)",
            "Color.red:frame { height = i }",
            "Color.blue:frame { height = 1e308 }",
            "Section { header = Text('H' .. i), Text(i), Text(i + 1) }",
            "while true do end",
        ])
        let stack = random.pick(["LazyVStack", "LazyHStack", "VStack"])
        let offset = random.pick(["0", "8000000", "1e300", "-1e6", "0/0", "math.huge", "400"])
        let axis = stack == "LazyHStack" ? "x" : "y"
        let pinned = random.chance(30) ? "pinnedViews = 'sectionHeaders', " : ""
        let spacing = random.chance(40) ? "spacing = \(number(&random)), " : ""
        return "return ScrollView { axes = '\(stack == "LazyHStack" ? "horizontal" : "vertical")', "
            + "contentOffset = { \(axis) = \(offset) },\n"
            + "  \(stack) { \(pinned)\(spacing)ForEach(\(count), function(i) return \(row) end) },\n}"
            + (random.chance(30) ? modifier(&random) : "")
    }

    // MARK: - Grids

    func grid(_ random: inout Random) -> String {
        let n = { (r: inout Random) in self.number(&r) }
        if random.chance(40) {
            var items: [String] = []
            for _ in 0..<random.int(0...5) {
                items.append(
                    random.pick([
                        "GridItem()", "GridItem { fixed = \(n(&random)) }",
                        "GridItem { flexible = { minimum = \(n(&random)), maximum = \(n(&random)) } }",
                        "GridItem { adaptive = { minimum = \(n(&random)) } }",
                        "GridItem { adaptive = { minimum = \(n(&random)), maximum = \(n(&random)) }, spacing = \(n(&random)) }",
                        "GridItem(\(anyValue(&random)))",
                    ]))
            }
            let grid = random.pick(["LazyVGrid", "LazyHGrid"])
            let key = grid == "LazyVGrid" ? "columns" : "rows"
            return "return ScrollView { \(grid) { \(key) = { \(items.joined(separator: ", ")) }, "
                + "spacing = \(n(&random)), ForEach(\(random.pick(["30", "1e6", "0"])), function(i) return Text(i) end) } }"
        }
        var rows: [String] = []
        for _ in 0..<random.int(1...5) {
            var cells: [String] = []
            for _ in 0..<random.int(0...4) {
                var cell = leaf(&random)
                if random.chance(40) {
                    cell +=
                        ":gridCellColumns(\(random.pick(["2", "0", "-1", "1e9", "math.maxinteger", "0/0", "'two'", "10000", "10001"])))"
                }
                if random.chance(20) {
                    cell += ":gridColumnAlignment(\(random.pick(Self.alignments)))"
                }
                if random.chance(15) {
                    cell += ":gridCellAnchor(\(random.pick(Self.alignments)))"
                }
                if random.chance(15) {
                    cell +=
                        ":gridCellUnsizedAxes(\(random.pick(["'horizontal'", "{ 'vertical', 'horizontal' }", "'z'"])))"
                }
                if random.chance(10) { cell = "Grid { GridRow { \(cell), Text('nested') } }:gridCellColumns(2)" }
                cells.append(cell)
            }
            rows.append(random.chance(15) ? "Divider()" : "GridRow { \(cells.joined(separator: ", ")) }")
        }
        let options =
            "alignment = \(random.pick(Self.alignments)), horizontalSpacing = \(n(&random)), verticalSpacing = \(n(&random)), "
        return
            "return Grid { \(options)\(rows.joined(separator: ",\n  ")) }\(random.chance(30) ? modifier(&random) : "")"
    }

    // MARK: - UIKit

    func uikit(_ random: inout Random) -> String {
        let n = { (r: inout Random) in self.number(&r) }
        func constraint(_ r: inout Random) -> String {
            "{ attribute = \(r.pick(["'width'", "'height'", "'depth'"])), relation = \(r.pick(["'equal'", "'lessThanOrEqual'", "'greaterThanOrEqual'", "'about'"])), constant = \(n(&r)), priority = \(r.pick(["1000", "999", "750", "250", "50", "1", "0", "1001", "0/0"])) }"
        }
        func arranged(_ r: inout Random) -> String {
            var options: [String] = []
            switch r.int(1...4) {
            case 1: options.append("text = \(r.pick(["'Lorem ipsum dolor'", "('w '):rep(200)", "''", "7"]))")
            case 2: options.append("title = \(r.pick(["'Action'", "''", "{}"]))")
            case 3: options.append("intrinsicContentSize = { width = \(n(&r)), height = \(n(&r)) }")
            default: break
            }
            if r.chance(40) { options.append("constraints = { \(constraint(&r)), \(constraint(&r)) }") }
            if r.chance(30) { options.append("hugging = { horizontal = \(n(&r)) }") }
            if r.chance(30) { options.append("compressionResistance = { vertical = \(n(&r)) }") }
            if r.chance(15) { options.append("isHidden = \(r.pick(["true", "false", "'yes'"]))") }
            let kind = r.pick(["UILabel", "UIButton", "UIView", "UIView"])
            return r.chance(10) ? leaf(&r) : "\(kind) { \(options.joined(separator: ", ")) }"
        }
        var items = [
            "axis = \(random.pick(["'horizontal'", "'vertical'", "'diagonal'"]))",
            "distribution = \(random.pick(["'fill'", "'fillEqually'", "'fillProportionally'", "'equalSpacing'", "'equalCentering'", "'random'"]))",
            "alignment = \(random.pick(["'fill'", "'leading'", "'center'", "'firstBaseline'", "'lastBaseline'", "'trailing'", "'middle'"]))",
            "spacing = \(n(&random))",
        ]
        if random.chance(30) {
            items.append("layoutMargins = { top = \(n(&random)), left = \(n(&random)), bottom = 0, right = 0 }")
            items.append("isLayoutMarginsRelativeArrangement = true")
        }
        if random.chance(40) { items.append("constraints = { \(constraint(&random)) }") }
        for _ in 0..<random.int(0...5) { items.append(arranged(&random)) }
        let stack = "UIStackView { \(items.joined(separator: ", ")) }"
        if random.chance(30) {
            return
                "local s = \(stack)\nlocal t = {}\nfor i = 1, \(random.pick([100, 20_000, 200_000])) do t[i] = s end\n"
                + "return VStack(t)"
        }
        return "return \(stack)\(random.chance(30) ? modifier(&random) : "")"
    }

    // MARK: - Variants

    func variantsScript(_ random: inout Random) -> String {
        let declared = random.pick([
            "width=320,480,800", "width=0,1e9", "dynamic-type=large,accessibility5", "size-class=compact,regular",
            "width=320,480 --variants dynamic-type=xSmall,accessibility3", "width=abc", "depth=3",
            "vertical-size-class=compact,regular",
            Array(repeating: "width=100,200", count: 15).joined(separator: " --variants "),
        ])
        let body = random.pick([
            "return EnvironmentReader(function(env) if env.dynamicTypeSize == 'accessibility5' then error('too big') end return Text(env.dynamicTypeSize) end)",
            "return GeometryReader(function(proxy) if proxy.size.width > 400 then error('too wide') end return Text(proxy.size.width) end)",
            "return EnvironmentReader(function(env) if env.horizontalSizeClass == 'regular' then while true do end end return Text('c') end)",
            "return GeometryReader(function(proxy) local t = {} for i = 1, proxy.size.width * 100 do t[i] = Text(i) end return VStack(t) end)",
            "return ViewThatFits { Text(('wide '):rep(20)), Text('narrow') }",
            "return " + view(&random, depth: 1),
        ])
        return "-- plumb: --variants \(declared)\n\(body)"
    }

    // MARK: - Controls

    func controls(_ random: inout Random) -> String {
        func label(_ r: inout Random) -> String {
            r.pick(["'OK'", "''", "('w '):rep(300)", "'\\27[31m'", "7", "nil", "Text('t')", "{}"])
        }
        var children: [String] = []
        for _ in 0..<random.int(1...5) {
            children.append(
                random.pick([
                    "Button(\(label(&random)), function() end)",
                    "Button { \(label(&random)) }\(modifier(&random))",
                    "Toggle(\(label(&random)), \(random.pick(["true", "false", "'on'", "nil"])))",
                    "Label(\(label(&random)), \(random.pick(["'star'", "''", "nil", "7"])))",
                    "Slider { value = \(number(&random)), range = { \(number(&random)), \(number(&random)) } }",
                    "TextField(\(label(&random)), \(label(&random)))",
                    "Stepper(\(label(&random)), \(number(&random)))",
                    "ProgressView { value = \(number(&random)) }",
                    "Picker(\(label(&random)), { 'a', 'b' })",
                    "Image(\(random.pick(["'star'", "''", "systemName", "7"])))",
                    "Link(\(label(&random)), \(label(&random)))",
                ]) + (random.chance(40) ? modifier(&random) : ""))
        }
        let container = random.pick(["VStack", "Form", "List", "HStack"])
        return "return \(container) { \(children.joined(separator: ", ")) }"
    }
}
