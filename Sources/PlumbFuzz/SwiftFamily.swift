// The Swift family: SwiftUI source that `plumb run X.swift` imports (through plumb-import)
// before it runs. The repository's own Swift mutated (the importer's fixtures and tests, and the
// files of its whole apps, mutated in place and imported with their module), deep nesting, huge
// literals, random tokens, and well-formed views with extreme values; each script is written as
// `card.swift`, or in its place in a copy of its app.

extension ScriptGenerator {
    /// Swift numbers at the edges: of `Int`, of `Double`, not numbers at all.
    static let swiftExtremeNumbers = [
        "0", "-1", "1e308", "-1e308", "1e-320", "-0.0", ".infinity", "-.infinity", "Double.nan", "CGFloat.infinity",
        "9223372036854775807", "-9223372036854775808", "99999999999999999999", "Int.max", "Int.min", "0x7fffffff",
        "1_000_000_000", "4.5", "1 / 3", "0 / 0", "Double(Int.max)",
    ]

    /// Tokens a SwiftUI file is made of, for random streams and insertions.
    static let swiftTokens = [
        "{", "}", "(", ")", "[", "]", ",", ":", ".", "..<", "...", "\"", "\\(", "$0", "in", "let", "var", "struct",
        "View", "some", "body", "return", "if", "else", "switch", "case", "default", "for", "ForEach", "HStack",
        "VStack", "ZStack", "Text", "\"a\"", "Spacer()", "Color.red", ".frame", ".padding", "(width: 10)", "#Preview",
        "@ViewBuilder", "@State", "#if", "#endif", "init", "self", "func", "->", "extension", "Layout", "?", "??",
        "!", "&&", "=", "==", "+", "*", "/", "0", "1e308", "\n", "\t", "/*", "*/", "//", "#\"", "\"\"\"", "é", "😀",
        "\u{0}", "\u{1B}[2J", "`", "@", "#", "\\",
    ]

    /// SwiftUI modifiers with extreme or wrong arguments.
    func swiftModifier(_ random: inout Random) -> String {
        let n = { (r: inout Random) in r.pick(Self.swiftExtremeNumbers) }
        switch random.int(1...12) {
        case 1: return ".frame(width: \(n(&random)), height: \(n(&random)))"
        case 2: return ".frame(minWidth: \(n(&random)), maxWidth: \(n(&random)), alignment: .topLeading)"
        case 3: return ".padding(\(n(&random)))"
        case 4: return ".padding(.horizontal, \(n(&random)))"
        case 5: return ".offset(x: \(n(&random)), y: \(n(&random)))"
        case 6: return ".layoutPriority(\(n(&random)))"
        case 7: return ".alignmentGuide(.leading) { d in d.width * \(n(&random)) }"
        case 8: return ".gridCellColumns(\(n(&random)))"
        case 9: return ".lineLimit(\(n(&random)))"
        case 10: return ".aspectRatio(\(n(&random)), contentMode: .fit)"
        case 11: return random.pick([".nope()", ".frame(width:)", ".padding(.sideways)", ".font(.huge)"])
        default: return ".fixedSize()"
        }
    }

    /// A random, mostly well-formed SwiftUI view.
    func swiftView(_ random: inout Random, depth: Int) -> String {
        var view: String
        if depth < 4 && random.chance(45) {
            let container = random.pick([
                "HStack", "VStack(alignment: .leading, spacing: 4)", "ZStack(alignment: .bottomTrailing)",
                "Grid", "ViewThatFits", "ScrollView", "LazyVStack", "Group",
            ])
            let children = (0..<random.int(0...4)).map { _ in swiftView(&random, depth: depth + 1) }
            view = "\(container) {\n" + children.joined(separator: "\n") + "\n}"
        } else {
            switch random.int(1...9) {
            case 1: view = "Text(\"\(random.pick(["hello", "", "漢字 😀", "\\u{1B}[2J", "a\\nb"]))\")"
            case 2: view = "Rectangle()"
            case 3: view = "Circle().fill(.blue)"
            case 4: view = "Spacer(minLength: \(random.pick(Self.swiftExtremeNumbers)))"
            case 5: view = "Color.\(random.pick(["red", "clear", "nope"]))"
            case 6:
                view =
                    "ForEach(0..<\(random.pick(["3", "0", "-1", "100000", "Int.max"])), id: \\.self) { i in Text(\"\\(i)\") }"
            case 7: view = "GeometryReader { proxy in Rectangle().frame(width: proxy.size.width * 2) }"
            case 8: view = "Image(systemName: \"star\")"
            default: view = "Divider()"
            }
        }
        for _ in 0..<random.int(0...2) { view += swiftModifier(&random) }
        return view
    }

    /// The first line of a file mutated inside its app (`FuzzRunner.moduleHeader`): the runner
    /// puts the file in its place in a copy of the app and runs it there, so that the importer
    /// reads the whole module with it.
    public static let moduleHeader = "// plumb-fuzz module: "

    func swiftImport(_ random: inout Random) -> String {
        switch random.int(1...10) {
        case 1...2 where !swiftCorpus.isEmpty: return mutateSwift(random.pick(swiftCorpus), &random)
        case 3 where !swiftModuleCorpus.isEmpty:
            // `app | file`: a path holds no newline, and none of the apps' paths holds " | ".
            let file = random.pick(swiftModuleCorpus)
            return Self.moduleHeader + file.app + " | " + file.file + "\n" + mutateSwift(file.text, &random)
        case 3 where !swiftCorpus.isEmpty: return mutateSwift(random.pick(swiftCorpus), &random)
        case 1...4:
            return "struct ContentView: View {\n    var body: some View {\n\(swiftView(&random, depth: 0))\n    }\n}\n"
        case 5: return swiftDeepNesting(&random)
        case 6, 7: return swiftHugeLiteral(&random)
        case 8: return (0..<random.int(1...400)).map { _ in random.pick(Self.swiftTokens) }.joined(separator: " ")
        case 9: return swiftHostileStructure(&random)
        default:
            // A fragment (a bare view expression), as pasted from a blog.
            return swiftView(&random, depth: 0)
        }
    }

    /// Nesting past what the importer allows, or just under it.
    func swiftDeepNesting(_ random: inout Random) -> String {
        let n = random.pick([50, 119, 121, 400, 1_000, 10_000, 50_000])
        switch random.int(1...6) {
        case 1: return String(repeating: "VStack {\n", count: n) + "Text(\"x\")\n" + String(repeating: "}\n", count: n)
        case 2: return "Text(\"x\")" + String(repeating: ".padding(1)", count: n)
        case 3: return "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        case 4: return "let x = 1" + String(repeating: " + 1", count: n) + "\nText(\"\\(x)\")"
        case 5:
            return "var body: some View {\n" + String(repeating: "if true {\n", count: n) + "Text(\"x\")\n"
                + String(repeating: "}\n", count: n) + "}"
        default:
            // Views that use each other in a chain (and, sometimes, in a circle).
            let count = min(n, 2_000)
            var text = ""
            for i in 0..<count {
                let next = i + 1 < count ? "V\(i + 1)()" : (random.chance(50) ? "V0()" : "Text(\"end\")")
                text += "struct V\(i): View { var body: some View { \(next) } }\n"
            }
            return text
        }
    }

    /// Literals too big to translate, or whose translation is too big to run.
    func swiftHugeLiteral(_ random: inout Random) -> String {
        let preview = "\nstruct ContentView: View { var body: some View { Text(\"x\") } }\n"
        switch random.int(1...7) {
        case 1:
            let n = random.pick([10_000, 100_000, 400_000])
            return "let a = [" + Array(repeating: "0", count: n).joined(separator: ",") + "]" + preview
        case 2:
            let n = random.pick([100_000, 1_000_000, 4 * 1024 * 1024 - 16, 4 * 1024 * 1024 + 1])
            return "Text(\"" + String(repeating: "a", count: n) + "\")"
        case 3: return "let n = " + String(repeating: "9", count: random.pick([30, 10_000, 1_000_000])) + preview
        case 4:
            return
                "ForEach(0..<\(random.pick(["1_000_000", "100_000_000", "Int.max"])), id: \\.self) { i in Text(\"\\(i)\") }"
        case 5: return "Text(String(repeating: \"x\", count: \(random.pick(["1_000_000", "100_000_000", "Int.max"]))))"
        case 6:
            let n = random.pick([1_000, 20_000, 200_000])
            return "VStack {\n" + String(repeating: "Text(\"row\")\n", count: n) + "}"
        default:
            let n = random.pick([1_000, 50_000])
            return (0..<n).map { "struct S\($0): View { var body: some View { Text(\"\($0)\") } }" }.joined(
                separator: "\n")
        }
    }

    /// Swift the importer reads in part: layouts, modifiers, alignments and styles that misbehave.
    func swiftHostileStructure(_ random: inout Random) -> String {
        switch random.int(1...6) {
        case 1:
            return """
                struct Flow: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        var w: CGFloat = 0
                        for s in subviews { w += s.sizeThatFits(.unspecified).width * \(random.pick(Self.swiftExtremeNumbers)) }
                        \(random.pick(["while true { w += 1 }", "", "return .zero"]))
                        return CGSize(width: w, height: \(random.pick(Self.swiftExtremeNumbers)))
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                        for s in subviews { s.place(at: CGPoint(x: bounds.minX, y: \(random.pick(Self.swiftExtremeNumbers))), proposal: .unspecified) }
                    }
                }
                #Preview { Flow { Text("a"); Text("b") } }
                """
        case 2:
            return """
                extension VerticalAlignment {
                    enum Mid: AlignmentID {
                        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * \(random.pick(Self.swiftExtremeNumbers)) }
                    }
                    static let mid = VerticalAlignment(Mid.self)
                }
                #Preview { HStack(alignment: .mid) { Text("a").alignmentGuide(.mid) { d in d[.bottom] / 0 }; Rectangle() } }
                """
        case 3:
            return """
                struct Card: ViewModifier {
                    var inset: CGFloat = \(random.pick(Self.swiftExtremeNumbers))
                    func body(content: Content) -> some View { content.padding(inset).modifier(Card()) }
                }
                #Preview { Text("x").modifier(Card()) }
                """
        case 4:
            return """
                struct Row: View {
                    let items: [String]
                    var body: some View { ForEach(items, id: \\.self) { Text($0) } }
                }
                #Preview { Row(items: Array(repeating: "x", count: \(random.pick(["3", "1_000_000", "-1"])))) }
                """
        case 5:
            return """
                struct ContentView: View {
                    @Environment(\\.horizontalSizeClass) var sizeClass
                    var body: some View {
                        if sizeClass == .compact { ContentView() } else { Text("regular") }
                    }
                }
                """
        default:
            let names = ["Canvas", "Path", "TimelineView", "Menu", "AnyView", "matchedGeometryEffect", "zIndex"]
            return "VStack {\n    \(random.pick(names))()\n    Text(\"x\").\(random.pick(names))(1)\n}"
        }
    }

    /// A fixture snippet with a few of its lines changed the ways a paste goes wrong.
    func mutateSwift(_ source: String, _ random: inout Random) -> String {
        mutatingLines(source, &random) { lines, index, kind, random in
            switch kind {
            case 3:
                lines[index] = replacingNumber(in: lines[index], with: random.pick(Self.swiftExtremeNumbers), &random)
            case 4: lines[index] = Self.cuttingCharacters(lines[index], &random)
            case 5: lines.insert(swiftView(&random, depth: 2), at: index)
            case 6: lines[index] += swiftModifier(&random)
            case 7:
                var characters = Array(lines[index])
                characters.insert(
                    contentsOf: random.pick(Self.swiftTokens), at: random.int(0...characters.count))
                lines[index] = String(characters)
            default: lines = Array(lines[..<index])  // cut off, as a copy that stopped early
            }
        }
    }
}
