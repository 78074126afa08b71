import PlumbLayout

/// How `plumb explain` prints.
public struct ExplanationOptions: Sendable, Hashable {
    /// Plain ASCII for the tree and the symbols (text from the script is printed as given).
    public var ascii: Bool
    /// The canvas came from the terminal's size, not from `--canvas`: the header says so.
    public var canvasFromTerminal: Bool

    public init(ascii: Bool = false, canvasFromTerminal: Bool = false) {
        self.ascii = ascii
        self.canvasFromTerminal = canvasFromTerminal
    }
}

/// `plumb explain`: the negotiation as an indented tree. For every view: the proposal it was
/// placed with and the size it chose, where its parent put it (relative to that parent) and by
/// which guide value, and where that value came from; for stacks, the measuring pass along their
/// axis: the order in which children were sized and what each was offered. A key at the end
/// explains the terms used.
///
///     VStack  placing: proposed 640×384 → chose 200×166, at (220, 109) in the canvas
///     │ aligns children on leading (x = 220)
///     │ measuring along the height: …
///     ├─ Rectangle(green).frame  placing: proposed 640×50 → chose 120×50, at (0, 0) in VStack; …
///
/// Modifier chains are shown on one line (`Rectangle(green).frame`) with the outermost
/// modifier's numbers; a chain whose inner views were proposed something else lists them below.
public func renderExplanation(_ result: LayoutResult, options: ExplanationOptions = ExplanationOptions()) -> String {
    var writer = ExplanationWriter(glyphs: options.ascii ? .ascii : .unicode)
    let canvas = writer.size(result.canvas)
    let origin = options.canvasFromTerminal ? " (the terminal's size; --canvas WxH fixes it)" : ""
    writer.lines.append(
        "canvas \(canvas) points\(origin); the root is proposed \(writer.proposal(result.root.proposal)) and centred")
    writer.explain(result.root, parent: nil, prefix: "", childPrefix: "")
    writer.appendKey()
    return writer.lines.joined(separator: "\n")
}

struct ExplanationWriter {
    struct Glyphs {
        var branch, lastBranch, pipe, blank, inner, arrow, times, minus, infinity, elided: String

        static let unicode = Glyphs(
            branch: "├─ ", lastBranch: "└─ ", pipe: "│ ", blank: "   ", inner: "· ", arrow: "→", times: "×",
            minus: "−", infinity: "∞", elided: "⋯")
        static let ascii = Glyphs(
            branch: "|- ", lastBranch: "`- ", pipe: "| ", blank: "   ", inner: ". ", arrow: "->", times: "x",
            minus: "-", infinity: "inf", elided: "...")
    }

    let glyphs: Glyphs
    var lines: [String] = []
    private var usesFlexibility = false
    private var usesNegativeInfinity = false
    private var usesNil = false
    private var usesElision = false

    init(glyphs: Glyphs) {
        self.glyphs = glyphs
    }

    // MARK: Numbers

    func number(_ value: Double) -> String {
        if value == .infinity { return glyphs.infinity }
        if value == -.infinity { return glyphs.minus + glyphs.infinity }
        if value < 0 { return glyphs.minus + formatPoints(-value) }
        return formatPoints(value)
    }

    func size(_ size: Size) -> String { number(size.width) + glyphs.times + number(size.height) }

    mutating func proposal(_ proposal: ProposedSize) -> String {
        if proposal.width == nil || proposal.height == nil { usesNil = true }
        return (proposal.width.map(number) ?? "nil") + glyphs.times + (proposal.height.map(number) ?? "nil")
    }

    func point(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }

    /// A name from `ViewNames`, in this writer's glyphs, noting elision for the key.
    mutating func name(_ text: String) -> String {
        if text.containsBytes(of: ViewNames.elision) { usesElision = true }
        return symbols(text)
    }

    /// Layout's and the legend's symbols (×, −, ∞, ⋯) in this writer's glyphs.
    func symbols(_ text: String) -> String {
        guard glyphs.times != "×" else { return text }
        return text.replacingBytes(of: "×", with: glyphs.times)
            .replacingBytes(of: "−", with: glyphs.minus)
            .replacingBytes(of: "∞", with: glyphs.infinity)
            .replacingBytes(of: ViewNames.elision, with: glyphs.elided)
            .replacingBytes(of: "—", with: "-")
    }

    // MARK: Tree

    mutating func explain(_ view: PlacedView, parent: PlacedView?, prefix: String, childPrefix: String) {
        var line = prefix + name(ViewNames.chain(view)) + "  placing: " + negotiation(view)
        if let parent {
            let x = view.frame.minX - parent.frame.minX
            let y = view.frame.minY - parent.frame.minY
            let parentName = ViewNames.isModifier(parent) ? ViewNames.chain(parent) : ViewNames.base(parent)
            line += ", at \(point(x, y)) in \(name(parentName))"
        } else {
            line += ", at \(point(view.frame.minX, view.frame.minY)) in the canvas"
        }
        if !view.guideMarks.isEmpty { line += "; aligned by " + name(ViewNames.describe(view, in: parent)) }
        lines.append(line)
        if let parent {
            for ignored in GuideProvenance.ignoredGuides(of: view, in: parent) {
                lines.append(childPrefix + "  " + name(GuideProvenance.describe(ignored)))
            }
        }

        // Inner views of a modifier chain whose proposal differs from the outer one.
        var current = view
        var chain: [PlacedView] = []
        while let inner = ViewNames.wrapped(current) {
            chain.append(inner)
            current = inner
        }
        let base = current
        for inner in chain where inner.proposal != view.proposal || inner.frame.size != view.frame.size {
            let innerName = ViewNames.isModifier(inner) ? inner.type : ViewNames.base(inner)
            lines.append(childPrefix + glyphs.inner + name(innerName) + " inside: " + negotiation(inner))
        }
        // Frames along the chain that moved their child: where they aligned it.
        for modifier in [view] + chain where ViewNames.isModifier(modifier) && ViewNames.showsAlignment(modifier) {
            guard let child = ViewNames.wrapped(modifier) else { continue }
            let point = modifier.alignmentLines.map {
                "\($0.guide) (\($0.axis == .horizontal ? "x" : "y") = \(number($0.position)))"
            }
            lines.append(
                childPrefix + glyphs.inner + "\(modifier.type) aligns \(name(ViewNames.base(child))) on "
                    + point.joined(separator: " and ") + "; " + name(ViewNames.describe(child, in: modifier)))
        }
        if let note = base.builderNote ?? view.builderNote {
            lines.append(childPrefix + glyphs.pipe + "content built during layout: " + name(note))
        }
        for alignment in base.alignmentLines {
            let axis = alignment.axis == .horizontal ? "x" : "y"
            lines.append(
                childPrefix + glyphs.pipe
                    + "aligns children on \(alignment.guide) (\(axis) = \(number(alignment.position)))")
        }
        appendSizing(of: base, childPrefix: childPrefix)
        // Children: secondary layers met along the chain (overlay, background), placed in the
        // modifier that holds them, then the base's own, placed in the base.
        var children: [(view: PlacedView, parent: PlacedView)] = []
        var walker = view
        while let inner = ViewNames.wrapped(walker) {
            if walker.children.count == 2 {
                children.append((walker.type == "background" ? walker.children[0] : walker.children[1], walker))
            }
            walker = inner
        }
        children += base.children.map { ($0, base) }
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            explain(
                child.view, parent: child.parent, prefix: childPrefix + (last ? glyphs.lastBranch : glyphs.branch),
                childPrefix: childPrefix + (last ? glyphs.blank : glyphs.pipe + " "))
        }
    }

    /// A stack's measuring pass, named with its axis; the steps are the layout's own trace.
    private mutating func appendSizing(of stack: PlacedView, childPrefix: String) {
        guard !stack.sizingLog.isEmpty else { return }
        let length = stack.type == "HStack" ? "width" : stack.type == "VStack" ? "height" : "length"
        lines.append(childPrefix + glyphs.pipe + "measuring along the \(length) (the stack's axis):")
        // The children by the name layout's trace gives them (the first of equal names), made
        // once per stack: looking each step's child up among all children was quadratic.
        var childrenByTraceName: [String: PlacedView] = [:]
        for child in stack.children {
            let traced = Self.traceStyleName(child)
            if childrenByTraceName[traced] == nil { childrenByTraceName[traced] = child }
        }
        for step in stack.sizingLog {
            if step.containsBytes(of: "flexibility") { usesFlexibility = true }
            if step.containsBytes(of: "-∞") || step.containsBytes(of: "−∞") { usesNegativeInfinity = true }
            if step.containsBytes(of: "nil") { usesNil = true }
            // Layout's trace shortens names with "…" inside the quotes; here that means the
            // text's own truncation, so the shortening is marked as everywhere else.
            let named = Self.renamingChild(in: step) { childrenByTraceName[$0] }
            let text = named.replacingBytes(of: "-∞", with: "−∞").replacingBytes(
                of: "…\"", with: "\"" + ViewNames.elision)
            lines.append(childPrefix + glyphs.pipe + "  " + name(text))
        }
    }

    /// A sizing step ("2. Rectangle(red).alignmentGuide.frame — priority 0, …") with the child
    /// named as everywhere else in the explanation (`ViewNames.chain`), when the layout's trace
    /// name can be matched to one of the stack's children.
    /// (Read as UTF-8 bytes: the step's number, ". " and " — " are fixed ASCII and symbols.)
    static func renamingChild(in step: String, child: (String) -> PlacedView?) -> String {
        let bytes = Array(step.utf8)
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot > 0,
            bytes[..<dot].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let dash = String.byteOffset(of: Array(" — ".utf8), in: bytes, from: 0), dash >= dot
        else { return step }
        let nameStart = min(dot + 2, dash)
        let traced = String(decoding: bytes[nameStart..<dash], as: UTF8.self)
        guard let child = child(traced) else { return step }
        return String(decoding: bytes[..<nameStart], as: UTF8.self) + ViewNames.chain(child)
            + String(decoding: bytes[dash...], as: UTF8.self)
    }

    /// The name layout's traces give a view (`LayoutNode.traceName`): modifiers without their
    /// arguments, texts cut at 24 characters.
    static func traceStyleName(_ view: PlacedView) -> String {
        var modifiers: [String] = []
        var current = view
        while let inner = ViewNames.wrapped(current) {
            modifiers.append(current.type + (current.id.map { "#\($0)" } ?? ""))
            current = inner
        }
        var name = current.type
        switch current.content {
        case .text(let lines, _):
            let text = lines.joined(separator: " ")
            name += " \"" + (text.count > 24 ? String(text.prefix(23)) + "…" : text) + "\""
        case .symbol(let glyph):
            name += " \"" + glyph + "\""
        case .image(let image):
            name += "(\"" + image + "\")"
        case .color(let color):
            name += "(\(color))"
        case .shape:
            if let color = current.foregroundColor { name += "(\(color))" }
        default:
            break
        }
        if let id = current.id { name += "#\(id)" }
        return name + modifiers.reversed().map { "." + $0 }.joined()
    }

    private mutating func negotiation(_ view: PlacedView) -> String {
        "proposed \(proposal(view.proposal)) \(glyphs.arrow) chose \(size(view.frame.size))"
    }

    // MARK: Key

    /// Explains the terms the tree used, once, at the end.
    mutating func appendKey() {
        var key: [String] = [
            "measuring: a stack asks each child its length along its axis, in sizing order, each time offering "
                + "an even share of what is left; placing: it then proposes each child the length it took and "
                + "its own cross size, and puts it on the alignment line. Positions are relative to the view named "
                + "after \"in\"."
        ]
        if usesFlexibility {
            key.append(
                "flexibility: how much a child's length can change (its length when offered "
                    + "\(glyphs.infinity) minus its length when offered 0); within a priority the least flexible "
                    + "child is sized first.")
        }
        if usesNegativeInfinity {
            key.append(
                "priority \(glyphs.minus)\(glyphs.infinity): a Spacer's; it is sized after every other child, and "
                    + "only its minimum length is kept for it until then.")
        }
        if usesNil {
            key.append("nil in a proposal: that side is left open, and the view answers with its ideal size there.")
        }
        if usesElision {
            key.append(
                "\(glyphs.elided) after a name: the name is shortened here; \"…\" inside a text's quotes is the "
                    + "text's own truncation, as drawn.")
        }
        lines.append("")
        lines.append("key:")
        lines += key.map { "  " + symbols($0) }
    }
}

/// `plumb explain --format json`: the same negotiation as data.
///
///     {"canvas": {"width", "height"}, "canvasFromTerminal": bool, "root": NODE}
///
/// NODE: `{"view" (the chain as code), "type", "id"?, "proposal": {"width", "height"} (null: open),
/// "size": {"width", "height"}, "position": {"x", "y"} (relative to "positionIn"), "positionIn",
/// "frame" (canvas coordinates), "alignedBy": [{"guide", "axis", "value", "source"}],
/// "ignoredGuides": [text], "alignmentLines": [{"guide", "axis", "position"}], "measuring":
/// [text], "inner": [{"view", "proposal", "size"}], "children": [NODE]}`.
public func renderExplanationJSON(_ result: LayoutResult, canvasFromTerminal: Bool = false) -> String {
    JSONWriter.format(
        .object([
            ("canvas", .object([("width", .number(result.canvas.width)), ("height", .number(result.canvas.height))])),
            ("canvasFromTerminal", .bool(canvasFromTerminal)),
            ("root", explanationNode(result.root, parent: nil)),
        ]))
}

private func explanationNode(_ view: PlacedView, parent: PlacedView?) -> JSONValue {
    func proposal(_ proposal: ProposedSize) -> JSONValue {
        .object([
            ("width", proposal.width.map(JSONValue.number) ?? .null),
            ("height", proposal.height.map(JSONValue.number) ?? .null),
        ])
    }
    func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }
    var members: [(String, JSONValue)] = [("view", .string(ViewNames.chain(view))), ("type", .string(view.type))]
    if let id = view.id { members.append(("id", .string(id))) }
    members.append(("proposal", proposal(view.proposal)))
    members.append(("size", size(view.frame.size)))
    let origin = parent?.frame.origin ?? Point(x: 0, y: 0)
    members.append(
        ("position", .object([("x", .number(view.frame.minX - origin.x)), ("y", .number(view.frame.minY - origin.y))])))
    let parentName = parent.map { ViewNames.isModifier($0) ? ViewNames.chain($0) : ViewNames.base($0) }
    members.append(("positionIn", .string(parentName ?? "canvas")))
    members.append(
        (
            "frame",
            .object([
                ("x", .number(view.frame.minX)), ("y", .number(view.frame.minY)),
                ("width", .number(view.frame.width)), ("height", .number(view.frame.height)),
            ])
        ))
    let aligned: [JSONValue] = view.guideMarks.map { mark in
        let line = parent?.alignmentLines.first { $0.guide == mark.guide && $0.axis == mark.axis }
        let source = GuideProvenance.source(of: mark, child: view, line: line)
        return .object([
            ("guide", .string(mark.guide)), ("axis", .string(mark.axis == .horizontal ? "x" : "y")),
            ("value", .number(mark.value)), ("source", .string(GuideProvenance.describe(source))),
        ])
    }
    members.append(("alignedBy", .array(aligned)))
    let ignored = parent.map { GuideProvenance.ignoredGuides(of: view, in: $0) } ?? []
    members.append(("ignoredGuides", .array(ignored.map { .string(GuideProvenance.describe($0)) })))
    var base = view
    var inner: [JSONValue] = []
    while let next = ViewNames.wrapped(base) {
        inner.append(
            .object([
                ("view", .string(ViewNames.isModifier(next) ? next.type : ViewNames.base(next))),
                ("proposal", proposal(next.proposal)), ("size", size(next.frame.size)),
            ]))
        base = next
    }
    members.append(
        (
            "alignmentLines",
            .array(
                base.alignmentLines.map { line in
                    .object([
                        ("guide", .string(line.guide)), ("axis", .string(line.axis == .horizontal ? "x" : "y")),
                        ("position", .number(line.position)),
                    ])
                })
        ))
    members.append(("measuring", .array(base.sizingLog.map { .string($0) })))
    members.append(("inner", .array(inner)))
    var children: [JSONValue] = []
    var walker = view
    while let next = ViewNames.wrapped(walker) {
        if walker.children.count == 2 {
            let secondary = walker.type == "background" ? walker.children[0] : walker.children[1]
            children.append(explanationNode(secondary, parent: walker))
        }
        walker = next
    }
    children += base.children.map { explanationNode($0, parent: base) }
    members.append(("children", .array(children)))
    return .object(members)
}

extension String {
    /// Whether `needle`'s UTF-8 bytes occur in this string's. The explanation's fixed words and
    /// symbols are matched as bytes: String's own `contains` compares Characters, with Unicode
    /// normalisation for text like "×" and "∞", and cost tens of microseconds per line.
    func containsBytes(of needle: String) -> Bool {
        firstByteOffset(of: needle) != nil
    }

    /// This string with every occurrence of `needle`'s bytes replaced by `replacement`.
    func replacingBytes(of needle: String, with replacement: String) -> String {
        guard var start = firstByteOffset(of: needle) else { return self }
        let bytes = Array(utf8)
        let pattern = Array(needle.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        while true {
            result += bytes[copied..<start]
            result += replacement.utf8
            copied = start + pattern.count
            guard let next = Self.byteOffset(of: pattern, in: bytes, from: copied) else { break }
            start = next
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    private func firstByteOffset(of needle: String) -> Int? {
        var bytes = self
        return bytes.withUTF8 { haystack in
            var needle = needle
            return needle.withUTF8 { pattern in Self.byteOffset(of: pattern, in: haystack, from: 0) }
        }
    }

    static func byteOffset<H: RandomAccessCollection<UInt8>, P: RandomAccessCollection<UInt8>>(
        of pattern: P, in haystack: H, from start: Int
    ) -> Int? where H.Index == Int, P.Index == Int {
        guard !pattern.isEmpty, haystack.count - start >= pattern.count else { return nil }
        let first = pattern[pattern.startIndex]
        var index = haystack.startIndex + start
        let last = haystack.endIndex - pattern.count
        while index <= last {
            if haystack[index] == first,
                pattern.indices.allSatisfy({ haystack[index + $0 - pattern.startIndex] == pattern[$0] })
            {
                return index - haystack.startIndex
            }
            index += 1
        }
        return nil
    }
}
