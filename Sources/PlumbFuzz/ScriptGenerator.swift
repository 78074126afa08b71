/// Generates hostile and malformed Plumb scripts from a seed: mutations of the example scripts,
/// random API calls with wrong types and extreme numbers, deep and wide trees, hostile guide
/// closures, runaway snippets, and each API family on its own (`FamilyGenerators.swift`). The
/// same seed gives the same scripts.
public struct ScriptGenerator {
    public enum Family: String, CaseIterable, Sendable {
        case mutation, randomAPI, deepAndWide, hostileGuide, runaway
        case luaLayout, builder, lazyList, grid, uikit, variants, controls
        /// SwiftUI source, run as `card.swift` (imported by plumb-import first): `SwiftFamily.swift`.
        case swiftImport

        /// Whether the family's scripts are Swift (written as `card.swift`), not Lua.
        public var isSwift: Bool { self == .swiftImport }
    }

    /// SplitMix64: small, fast, and the same on every platform.
    public struct Random {
        var state: UInt64
        public init(seed: UInt64) { state = seed }

        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        public mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        public mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

        public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    }

    /// Example scripts to mutate (their text).
    public var corpus: [String]
    /// Swift the Swift family mutates (the repository's own: `exampleSwiftSnippets`).
    public var swiftCorpus: [String] = []
    /// Files of whole apps the Swift family mutates in place, imported with their module
    /// (`exampleSwiftModuleFiles`).
    public var swiftModuleCorpus: [ModuleFile] = []

    /// One Swift file of an app: the app's folder (relative to the repository), the file's path
    /// in it, and its text.
    public struct ModuleFile: Sendable {
        public var app: String
        public var file: String
        public var text: String
        public init(app: String, file: String, text: String) {
            self.app = app
            self.file = file
            self.text = text
        }
    }
    /// The families seeds are drawn from (all of them unless a campaign asks for fewer).
    public var families: [Family] = Family.allCases

    public init(corpus: [String]) {
        self.corpus = corpus
    }

    /// The script for `seed`, and the family it came from.
    public func script(seed: UInt64) -> (Family, String) {
        var random = Random(seed: seed)
        let family =
            corpus.isEmpty && families.contains(.randomAPI) && random.chance(20)
            ? .randomAPI : random.pick(families.isEmpty ? Family.allCases : families)
        switch family {
        case .mutation: return (family, mutate(random.pick(corpus.isEmpty ? [""] : corpus), &random))
        case .randomAPI: return (family, "return " + view(&random, depth: 0))
        case .deepAndWide: return (family, deepAndWide(&random))
        case .hostileGuide: return (family, hostileGuide(&random))
        case .runaway: return (family, runaway(&random))
        case .luaLayout: return (family, luaLayout(&random))
        case .builder: return (family, builder(&random))
        case .lazyList: return (family, lazyList(&random))
        case .grid: return (family, grid(&random))
        case .uikit: return (family, uikit(&random))
        case .variants: return (family, variantsScript(&random))
        case .controls: return (family, controls(&random))
        case .swiftImport: return (family, swiftImport(&random))
        }
    }

    // MARK: - Values

    static let extremeNumbers = [
        "0/0", "-(0/0)", "math.huge", "-math.huge", "1e308", "-1e308", "1e-320", "-0.0", "2^63", "math.maxinteger",
        "math.mininteger", "0", "-1", "1e15", "4.5", "1/3", "-1e-300",
    ]
    static let wrongValues = [
        "nil", "true", "'wide'", "{}", "{1, 2}", "function() end", "Text('x')", "coroutine.create(function() end)",
        "'\\27[2J'", "('x'):rep(300)", "HorizontalAlignment.leading", "Alignment.center", "-1", "''",
    ]
    static let alignments = [
        "'leading'", "'center'", "'trailing'", "'top'", "'bottom'", "'topLeading'", "'bottomTrailing'",
        "'firstTextBaseline'", "'lastTextBaseline'", "HorizontalAlignment.center", "VerticalAlignment.top",
        "Alignment.bottomLeading", "'nowhere'",
    ]

    func number(_ random: inout Random) -> String {
        switch random.int(1...10) {
        case 1...4: return random.pick(Self.extremeNumbers)
        case 5: return random.pick(Self.wrongValues)
        default: return String(random.int(0...400))
        }
    }

    func anyValue(_ random: inout Random) -> String {
        random.chance(50) ? number(&random) : random.pick(Self.wrongValues + Self.alignments)
    }

    // MARK: - Random API calls

    func leaf(_ random: inout Random) -> String {
        switch random.int(1...12) {
        case 1: return "Rectangle()"
        case 2: return "Circle()"
        case 3: return "Ellipse()"
        case 4: return "Capsule()"
        case 5: return "RoundedRectangle { cornerRadius = \(number(&random)) }"
        case 6: return "Color.\(random.pick(["red", "blue", "clear", "nope", "green"]))"
        case 7:
            return
                "Text(\(random.pick(["'hello world'", "'a\\tb\\nc'", "'漢字 😀'", number(&random), "('w '):rep(40)", "''"])))"
        case 8: return "Spacer(\(random.chance(50) ? "" : "{ minLength = \(number(&random)) }"))"
        case 9: return "Divider()"
        case 10: return "EmptyView()"
        case 11: return "Text(\(anyValue(&random)))"
        default: return random.pick(["Rectangle", "Text", "HStack"]) + "(\(anyValue(&random)))"
        }
    }

    func modifier(_ random: inout Random) -> String {
        let n = { (r: inout Random) in self.number(&r) }
        switch random.int(1...17) {
        case 1: return ":frame { width = \(n(&random)), height = \(n(&random)) }"
        case 2:
            return
                ":frame { minWidth = \(n(&random)), idealWidth = \(n(&random)), maxWidth = \(n(&random)), maxHeight = \(n(&random)), alignment = \(random.pick(Self.alignments)) }"
        case 3: return ":padding(\(random.chance(50) ? n(&random) : "'horizontal', \(n(&random))"))"
        case 4: return ":layoutPriority(\(n(&random)))"
        case 5: return ":offset { x = \(n(&random)), y = \(n(&random)) }"
        case 6: return ":position { x = \(n(&random)), y = \(n(&random)) }"
        case 7: return ":fixedSize(\(random.chance(50) ? "" : "{ horizontal = \(anyValue(&random)) }"))"
        case 8: return ":overlay(\(leaf(&random)), \(random.pick(Self.alignments)))"
        case 9: return ":background(\(leaf(&random)))"
        case 10: return ":alignmentGuide(\(random.pick(Self.alignments)), \(guideFunction(&random)))"
        case 11: return ":font(\(random.pick(["'title'", "'largeTitle'", "'body'", "'huge'", "1"])))"
        case 12: return ":lineLimit(\(n(&random)))"
        case 13: return ":id(\(random.pick(["'a'", "'\\27]0;t\\7'", "7", "('i'):rep(500)", "nil"])))"
        case 14: return ":foregroundColor(\(random.pick(["'red'", "'zz'", "3"])))"
        case 15: return ":\(random.pick(["frame", "padding", "offset", "id", "font"]))(\(anyValue(&random)))"
        case 16:
            // Drawing modifiers, with numbers and colours from everywhere.
            let color = random.pick([
                "'red'", "'#ff8800'", "'#zz'", "Color(\(n(&random)), 0, 1)", "Color.blue:opacity(\(n(&random)))",
            ])
            return random.pick([
                ":border(\(color), \(n(&random)))", ":opacity(\(n(&random)))",
                ":shadow { radius = \(n(&random)), x = \(n(&random)) }",
                ":clipShape(\(leaf(&random)))", ":cornerRadius(\(n(&random)))", ":rotationEffect(\(n(&random)))",
                ":scaleEffect { x = \(n(&random)), y = \(n(&random)) }", ":blur(\(n(&random)))",
                ":mask(\(leaf(&random)))",
                ":hidden()", ":tint(\(color))", ":fill(\(color))", ":stroke(\(color), \(n(&random)))", ":italic()",
                ":fontWeight(\(random.pick(["'bold'", "'bolder'", "7"])))", ":underline { color = \(color) }",
            ])
        default: return ":\(random.pick(["framee", "pading", "nothing"]))()"
        }
    }

    func view(_ random: inout Random, depth: Int) -> String {
        var text: String
        if depth < 4, random.chance(45) {
            let container = random.pick(["HStack", "VStack", "ZStack", "ViewThatFits"])
            var items: [String] = []
            if random.chance(50) { items.append("alignment = \(random.pick(Self.alignments))") }
            if random.chance(30) { items.append("spacing = \(number(&random))") }
            if container == "ViewThatFits", random.chance(50) {
                items.append("axes = \(random.pick(["'horizontal'", "'both'", "'diagonal'"]))")
            }
            for _ in 0..<random.int(0...4) { items.append(view(&random, depth: depth + 1)) }
            if random.chance(5) { items.append(anyValue(&random)) }
            text = "\(container) { \(items.joined(separator: ", ")) }"
        } else {
            text = leaf(&random)
        }
        for _ in 0..<random.int(0...3) { text += modifier(&random) }
        return text
    }

    // MARK: - Guides

    func guideFunction(_ random: inout Random) -> String {
        switch random.int(1...12) {
        case 1: return "function(d) return d.width / 3 end"
        case 2: return "function(d) return d[HorizontalAlignment.trailing] + \(number(&random)) end"
        case 3: return "function(d) return 0/0 end"
        case 4: return "function(d) return nil end"
        case 5: return "function(d) error('guide failed') end"
        case 6: return "function(d) return d.nothing end"
        case 7: return "function(d) kept = d; return 1 end"
        case 8: return "function(d) return (kept or d).height end"
        case 9: return "function(d) return #(('x'):rep(1e6)) end"
        case 10: return "function(d) coroutine.yield(1) end"
        case 11: return "function(d) return d[d] end"
        default: return number(&random)
        }
    }

    func hostileGuide(_ random: inout Random) -> String {
        let body = random.pick([
            "local x = 0 for i = 1, 1e5 do x = x + i end return x % 50",
            "while true do end",
            "return tostring(d)",
            "local t = {} for i = 1, 1e6 do t[i] = i end return #t",
            "error({ code = 1 })",
            "return d.width * 1e308",
            "return select('#', pcall(error))",
            "local function f(n) return n > 0 and f(n - 1) + 1 or 0 end return f(1e6)",
            "return string.find(('a'):rep(3000), '.-.-.-x') or 0",
        ])
        var children: [String] = []
        for i in 0..<random.int(1...6) {
            children.append("Text('\(i)'):alignmentGuide('leading', function(d) \(body) end)")
        }
        let custom =
            random.chance(40)
            ? "local g = HorizontalAlignment('g', function(d) \(body) end)\n" : "local g = 'leading'\n"
        return custom + "return VStack { alignment = g, \(children.joined(separator: ", ")) }"
    }

    // MARK: - Deep and wide trees

    func deepAndWide(_ random: inout Random) -> String {
        let depth = random.pick([10, 500, 4999, 5000, 5001, 20_000])
        let width = random.pick([1, 100, 10_000, 100_000])
        switch random.int(1...5) {
        case 1:
            return "local v = Text('x')\nfor i = 1, \(depth) do v = v\(modifier(&random)) end\nreturn v"
        case 2:
            return "local t = {}\nfor i = 1, \(width) do t[i] = \(leaf(&random)) end\nreturn VStack(t)"
        case 3:
            let levels = random.int(5...40)
            return "local v = \(leaf(&random))\nfor i = 1, \(levels) do v = HStack { v, v } end\nreturn v"
        case 4:
            return
                "local v = Text('x')\nfor i = 1, \(depth) do v = \(random.pick(["HStack", "VStack", "ZStack"])) { v } end\nreturn v"
        default:
            return
                "local row = HStack { Text('a'), Text('b') }\nlocal t = {}\nfor i = 1, \(width) do t[i] = row end\nreturn VStack { spacing = 0, t }"
        }
    }

    // MARK: - Runaway code

    func runaway(_ random: inout Random) -> String {
        random.pick([
            "while true do end",
            "xpcall(function() while true do end end, function(m) while true do end end)\nreturn Text('x')",
            "local s = ('a'):rep(1e4)\nreturn Text(tostring(s:find('.-.-.-.-x')))",
            "for w in ('a'):rep(1e4):gmatch('.-.-.-x') do end\nreturn Text('x')",
            "return Text((('a'):rep(2e4)):gsub('(.-)b', '%1'))",
            "table.move({}, 1, 1e9, 1, {})\nreturn Text('x')",
            "while true do local s = ('ab'):rep(1.5e7) end",
            "local t = {} while true do t[#t + 1] = ('x'):rep(1e4) end",
            "local s = 'x' while true do s = s .. s end",
            "local function f() return f() + 1 end\nreturn Text(tostring(f()))",
            "local co = coroutine.wrap(function() while true do coroutine.yield() end end)\nwhile true do co() end",
            "print(('\\27[2J'):rep(10))\nreturn Text('x')",
            "error(setmetatable({}, { __tostring = function() return 'obj' end }))",
            "local t = setmetatable({}, { __index = function(t, k) return t[k] end })\nreturn t.x",
            "return Text(string.format('%099d', 1)):frame { width = 1e300 }",
            "load('while true do end', '@/etc/passwd')()",
            "error('/etc/passwd:1: boom', 0)",
            "return Text(utf8.char(0x1B, 0x9B, 0x7F))",
            "local t = {} for i = 1, 3e5 do t[i] = Text(('x'):rep(100)) end return VStack(t)",
            "collectgarbage('stop')\nlocal t = {} for i = 1, 1e7 do t[i] = {} end",
            "goto a ::a:: return 1",
            "return table.concat({}, ('x'):rep(1e8), 1, 10)",
            "return Text(('x'):rep(2^31))",
            "string.rep('', 1e18)\nreturn Text('x')",
            "error(('A'):rep(2e7))",
            "local s = ('A'):rep(2e7)\nwhile true do pcall(error, s) end",
            "print('a\\155[2Jb', '\\194\\155')\nreturn Text('x\\155y')",
            "error('m\\155[31m')",
            "return List { ForEach(1e5, function(i) return Text('row ' .. i) end) }",
            "return load(('local a = 1\\n'):rep(1e5) .. 'return ' .. ('x'):rep(2e7))",
        ])
    }

    // MARK: - Mutations

    func mutate(_ source: String, _ random: inout Random) -> String {
        mutatingLines(source, &random) { lines, index, kind, random in
            switch kind {
            case 3: lines[index] = replacingNumber(in: lines[index], with: number(&random), &random)
            case 4: lines[index] = replacingNumber(in: lines[index], with: anyValue(&random), &random)
            case 5: lines[index] = Self.cuttingCharacters(lines[index], &random)
            case 6: lines.insert("local _ = \(view(&random, depth: 2))", at: index)
            case 7:
                if let dot = lines[index].firstIndex(of: ":") {
                    lines[index].insert(contentsOf: modifier(&random).dropFirst(), at: lines[index].index(after: dot))
                }
            default: lines[index] = lines[index].replacingReturn(with: "return \(view(&random, depth: 3)) or ")
            }
        }
    }

    /// `source` with one to four of its lines changed the ways a paste goes wrong: a line dropped
    /// (kind 1) or doubled (kind 2), or changed by `change` (kinds 3–8), for Lua and Swift alike.
    func mutatingLines(
        _ source: String, _ random: inout Random,
        _ change: (_ lines: inout [String], _ index: Int, _ kind: Int, _ random: inout Random) -> Void
    ) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<random.int(1...4) {
            guard !lines.isEmpty else { break }
            let index = random.int(0...(lines.count - 1))
            switch random.int(1...8) {
            case 1: lines.remove(at: index)
            case 2: lines.insert(lines[index], at: index)
            case let kind: change(&lines, index, kind, &random)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `line` with one to six characters cut out at a random place.
    static func cuttingCharacters(_ line: String, _ random: inout Random) -> String {
        var characters = Array(line)
        if !characters.isEmpty {
            let cut = random.int(0...(characters.count - 1))
            characters.removeSubrange(cut..<min(characters.count, cut + random.int(1...6)))
        }
        return String(characters)
    }

    func replacingNumber(in line: String, with value: String, _ random: inout Random) -> String {
        let characters = Array(line)
        var starts: [Int] = []
        for (i, c) in characters.enumerated() where c.isNumber && (i == 0 || !characters[i - 1].isLetter) {
            if i == 0 || !characters[i - 1].isNumber { starts.append(i) }
        }
        guard !starts.isEmpty else { return line }
        let start = random.pick(starts)
        var end = start
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        return String(characters[..<start]) + value + String(characters[end...])
    }
}

extension String {
    fileprivate func replacingReturn(with replacement: String) -> String {
        guard hasPrefix("return ") else { return self }
        return replacement + dropFirst("return ".count)
    }
}
