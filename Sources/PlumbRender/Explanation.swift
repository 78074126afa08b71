import PlumbLayout

/// How `plumb explain` prints.
public struct ExplanationOptions: Sendable, Hashable {
    /// Plain ASCII for the tree and the symbols (text from the script is printed as given).
    public var ascii: Bool
    /// The canvas came from the terminal's size, not from `--canvas`: the header says so.
    public var canvasFromTerminal: Bool

    /// Wrap lines longer than this many cells (`--width N`), keeping the tree's prefixes
    /// (`TextWrapping`); nil: no wrapping.
    public var width: Int?

    public init(ascii: Bool = false, canvasFromTerminal: Bool = false, width: Int? = nil) {
        self.ascii = ascii
        self.canvasFromTerminal = canvasFromTerminal
        self.width = width
    }
}

/// `plumb explain`: the negotiation as an indented tree. For every view: the proposal it was
/// placed with and the size it chose, where its parent put it (relative to that parent) and by
/// which guide value, and where that value came from; for stacks, the measuring pass along their
/// axis: the order in which children were sized and what each was offered. A key at the end
/// explains the terms used.
///
///     VStack  placing: proposed 640×384 → chose 200×166, at (220, 109) in the canvas
///     │ aligns children on leading at x = 0 in VStack (x = 220 in the canvas)
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
        "canvas \(canvas) points\(origin); the root is proposed \(writer.proposal(Negotiation.placement(of: result.root).proposal)) and centred"
    )
    writer.explain(result.root, parent: nil, prefix: "", childPrefix: "")
    writer.appendKey()
    let text = writer.lines.joined(separator: "\n")
    return options.width.map { TextWrapping.wrap(text, width: $0) } ?? text
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
    private var usesAnswers = false

    init(glyphs: Glyphs) {
        self.glyphs = glyphs
    }

    // MARK: Numbers

    func number(_ value: Double) -> String {
        if value == .infinity { return glyphs.infinity }
        if value == -.infinity { return glyphs.minus + glyphs.infinity }
        // Within 0.01 of zero: 0, never "−0".
        if value < 0, formatPoints(-value) != "0" { return glyphs.minus + formatPoints(-value) }
        if value < 0 { return "0" }
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
        let origin = Negotiation.placement(of: view).origin
        if let parent {
            let parentOrigin = Negotiation.placement(of: parent).origin
            let parentName = ViewNames.isModifier(parent) ? ViewNames.chain(parent) : ViewNames.base(parent)
            line += ", at \(point(origin.x - parentOrigin.x, origin.y - parentOrigin.y)) in \(name(parentName))"
        } else {
            line += ", at \(point(origin.x, origin.y)) in the canvas"
        }
        if !view.guideMarks.isEmpty { line += "; aligned by " + name(ViewNames.describe(view, in: parent)) }
        lines.append(line)
        appendAnswers(of: view, childPrefix: childPrefix)
        if let parent {
            for ignored in GuideWords.ignoredGuides(of: view, in: parent) {
                lines.append(childPrefix + "  " + name(GuideWords.describe(ignored)))
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
        let outer = Negotiation.placement(of: view)
        for inner in chain {
            let placed = Negotiation.placement(of: inner)
            guard placed.proposal != outer.proposal || placed.size != outer.size else { continue }
            let innerName = ViewNames.isModifier(inner) ? inner.type : ViewNames.base(inner)
            lines.append(childPrefix + glyphs.inner + name(innerName) + " inside: " + negotiation(inner))
        }
        // A containerRelativeFrame along the chain: the container it measured and how.
        for modifier in [view] + chain {
            for event in modifier.containerSizing {
                lines.append(childPrefix + glyphs.inner + "\(modifier.type): " + name(event.description))
            }
        }
        // Frames along the chain that moved their child: where they aligned it.
        for modifier in [view] + chain where ViewNames.isModifier(modifier) && ViewNames.showsAlignment(modifier) {
            guard let child = ViewNames.wrapped(modifier) else { continue }
            let point = modifier.alignmentLines.map { alignmentLine($0, in: modifier, named: modifier.type) }
            lines.append(
                childPrefix + glyphs.inner + "\(modifier.type) aligns \(name(ViewNames.base(child))) on "
                    + point.joined(separator: " and ") + "; " + name(ViewNames.describe(child, in: modifier)))
        }
        if let note = base.builderNote ?? view.builderNote {
            lines.append(childPrefix + glyphs.pipe + "content built during layout: " + name(note))
        }
        for alignment in base.alignmentLines {
            lines.append(
                childPrefix + glyphs.pipe + "aligns children on "
                    + alignmentLine(alignment, in: base, named: name(ViewNames.base(base))))
        }
        appendSizing(of: base, childPrefix: childPrefix)
        // Children as the layout reads: a modifier's secondary content (overlay, background)
        // under the view it decorates, said as such ("overlay on VStack.padding:"); the base's own
        // children under the base, which is itself listed under its decorations when it has any.
        var decorations: [(view: PlacedView, holder: PlacedView, decorated: PlacedView)] = []
        var walker = view
        while let inner = ViewNames.wrapped(walker) {
            if let secondary = ViewNames.secondary(walker) {
                decorations.append((secondary.view, walker, inner))
            }
            walker = inner
        }
        for (index, decoration) in decorations.enumerated() {
            let last = index == decorations.count - 1 && base.children.isEmpty
            let relation = ViewNames.secondary(decoration.holder)?.isBehind == true ? "behind" : "on"
            explain(
                decoration.view, parent: decoration.holder,
                prefix: childPrefix + (last ? glyphs.lastBranch : glyphs.branch)
                    + "\(decoration.holder.type) \(relation) \(name(ViewNames.chain(decoration.decorated))): ",
                childPrefix: childPrefix + (last ? glyphs.blank : glyphs.pipe + " "))
        }
        if !decorations.isEmpty, !base.children.isEmpty {
            // The base's children, under the base.
            lines.append(childPrefix + glyphs.lastBranch + name(ViewNames.base(base)) + "'s subviews:")
            explainChildren(of: base, childPrefix: childPrefix + glyphs.blank)
        } else {
            explainChildren(of: base, childPrefix: childPrefix)
        }
    }

    /// Where a container's alignment line lies, in the container's own coordinates (as its
    /// children's positions are given, so that a child's position plus its guide value is the
    /// line), then in the canvas's (as the diagram, the `--guides` legend and the SVG give it):
    /// `leading at x = 120 in VStack (x = 290 in the canvas)`.
    private func alignmentLine(_ line: AlignmentLine, in container: PlacedView, named containerName: String) -> String {
        let origin = Negotiation.placement(of: container).origin
        let horizontal = line.axis == .horizontal
        let axis = horizontal ? "x" : "y"
        let inside = line.position - (horizontal ? origin.x : origin.y)
        return "\(line.guide) at \(axis) = \(number(inside)) in \(containerName) "
            + "(\(axis) = \(number(line.position)) in the canvas)"
    }

    private mutating func explainChildren(of base: PlacedView, childPrefix: String) {
        for (index, child) in base.children.enumerated() {
            let last = index == base.children.count - 1
            explain(
                child, parent: base, prefix: childPrefix + (last ? glyphs.lastBranch : glyphs.branch),
                childPrefix: childPrefix + (last ? glyphs.blank : glyphs.pipe + " "))
        }
    }

    /// A stack's measuring pass, named with its axis: the layout's events, each child named as
    /// everywhere else in the explanation (`ViewNames.chain`), found by its index.
    private mutating func appendSizing(of stack: PlacedView, childPrefix: String) {
        guard !stack.sizingLog.isEmpty else { return }
        let length =
            switch stack.kind.stackAxis {
            case .horizontal: "width"
            case .vertical: "height"
            case nil: "length"
            }
        lines.append(childPrefix + glyphs.pipe + "measuring along the \(length) (the stack's axis):")
        for event in stack.sizingLog {
            if case .sized(_, _, _, let priority, _, _, _) = event {
                usesFlexibility = true
                if priority == -.infinity { usesNegativeInfinity = true }
            }
            if case .idealLengths = event { usesNil = true }
            if case .note(let note) = event, note.containsBytes(of: "nil") { usesNil = true }
            // Layout's trace shortens names with "…" inside the quotes; here that means the
            // text's own truncation, so the shortening is marked as everywhere else.
            let text = event.description { ViewNames.child($0, of: stack).map(ViewNames.chain) }
                .replacingBytes(of: "-∞", with: "−∞").replacingBytes(of: "…\"", with: "\"" + ViewNames.elision)
            lines.append(childPrefix + glyphs.pipe + "  " + name(text))
        }
    }

    private mutating func negotiation(_ view: PlacedView) -> String {
        let placed = Negotiation.placement(of: view)
        return "proposed \(proposal(placed.proposal)) \(glyphs.arrow) chose \(size(placed.size))"
    }

    /// The other questions the view answered (its `NegotiationEvent`s) with another size than the
    /// one it chose: `· other answers: 0×nil → 0×17; ∞×nil → 96×17` (a fixed-size view has none).
    private mutating func appendAnswers(of view: PlacedView, childPrefix: String) {
        let placed = Negotiation.placement(of: view)
        let others = Negotiation.distinctAnswers(of: view).filter {
            $0.proposal != placed.proposal && !Negotiation.same($0.size, placed.size)
        }
        guard !others.isEmpty else { return }
        usesAnswers = true
        let shown = others.prefix(Self.answersShown).map { "\(proposal($0.proposal)) \(glyphs.arrow) \(size($0.size))" }
        let more = others.count > Self.answersShown ? "; and \(others.count - Self.answersShown) more" : ""
        lines.append(childPrefix + glyphs.inner + "other answers: " + shown.joined(separator: "; ") + more)
    }

    /// How many other questions `appendAnswers` lists before "and N more".
    static let answersShown = 4

    // MARK: Key

    /// Explains the terms the tree used, once, at the end.
    mutating func appendKey() {
        var key: [String] = [
            "measuring: a stack asks each child its length along its axis, in sizing order, each time offering "
                + "an even share of what is left; placing: it then proposes each child the length it took and "
                + "its own cross size, and puts it on the alignment line. Positions are relative to the view named "
                + "after \"in\"; so is an alignment line, so that a child's position plus its guide value is the "
                + "line (its place in the canvas follows in brackets, as the diagram and --guides give it)."
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
        if usesAnswers {
            key.append(
                "other answers: proposals the view was also asked while its parent measured (each once, in the order "
                    + "first asked) whose answer differs from the size it chose.")
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
/// NODE: `{"view" (the chain as code), "type", "id"?, "madeAt"?, "proposal": {"width", "height"}
/// (null: open), "size": {"width", "height"}, "position": {"x", "y"} (relative to "positionIn"),
/// "positionIn", "frame" (canvas coordinates), "alignedBy": [{"guide", "axis", "value", "source"}],
/// "ignoredGuides": [text], "alignmentLines": [{"guide", "axis", "position"}], "measuring":
/// [text], "inner": [{"view", "proposal", "size", "madeAt"?}], "children": [NODE]}`. "madeAt":
/// `{"file", "line", "column"}`, where the script made the view, only when the run recorded it
/// (`PlacedView.source`: the browser preview's runs; never `plumb explain`'s).
public func renderExplanationJSON(_ result: LayoutResult, canvasFromTerminal: Bool = false) -> String {
    JSONWriter.format(
        .object([
            ("canvas", .object([("width", .number(result.canvas.width)), ("height", .number(result.canvas.height))])),
            ("canvasFromTerminal", .bool(canvasFromTerminal)),
            ("root", explanationNode(result.root, parent: nil)),
        ]))
}

/// A proposal as `{"width", "height"}`, null for an unspecified side.
private func proposal(_ proposal: ProposedSize) -> JSONValue {
    .object([
        ("width", proposal.width.map(JSONValue.number) ?? .null),
        ("height", proposal.height.map(JSONValue.number) ?? .null),
    ])
}

/// A size as `{"width", "height"}`.
private func size(_ size: Size) -> JSONValue {
    .object([("width", .number(size.width)), ("height", .number(size.height))])
}

private func explanationNode(_ view: PlacedView, parent: PlacedView?) -> JSONValue {
    /// Where the script made the view, only when it was recorded (the browser preview).
    func source(_ view: PlacedView) -> [(String, JSONValue)] {
        guard let source = view.source else { return [] }
        return [
            (
                "madeAt",
                .object([
                    ("file", .string(source.file)), ("line", .number(Double(source.line))),
                    ("column", source.column.map { .number(Double($0)) } ?? .null),
                ])
            )
        ]
    }
    var members: [(String, JSONValue)] = [("view", .string(ViewNames.chain(view))), ("type", .string(view.type))]
    if let id = view.id { members.append(("id", .string(id))) }
    members += source(view)
    let placed = Negotiation.placement(of: view)
    members.append(("proposal", proposal(placed.proposal)))
    members.append(("size", size(placed.size)))
    let origin = parent.map { Negotiation.placement(of: $0).origin } ?? Point(x: 0, y: 0)
    members.append(
        ("position", .object([("x", .number(placed.origin.x - origin.x)), ("y", .number(placed.origin.y - origin.y))])))
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
        return .object([
            ("guide", .string(mark.guide)), ("axis", .string(mark.axis == .horizontal ? "x" : "y")),
            ("value", .number(mark.value)),
            ("source", .string(GuideWords.describe(mark.provenance, value: mark.value, of: view))),
            ("provenance", provenanceJSON(mark.provenance, of: view)),
        ])
    }
    members.append(("alignedBy", .array(aligned)))
    let ignored = parent.map { GuideWords.ignoredGuides(of: view, in: $0) } ?? []
    members.append(("ignoredGuides", .array(ignored.map { .string(GuideWords.describe($0)) })))
    var base = view
    var inner: [JSONValue] = []
    var containerSizing = view.containerSizing
    while let next = ViewNames.wrapped(base) {
        containerSizing += next.containerSizing
        let placedInner = Negotiation.placement(of: next)
        inner.append(
            .object(
                [
                    ("view", .string(ViewNames.isModifier(next) ? next.type : ViewNames.base(next))),
                    ("proposal", proposal(placedInner.proposal)), ("size", size(placedInner.size)),
                ] + source(next)))
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
    members.append(
        (
            "measuring",
            .array(
                base.sizingLog.map { .string($0.description { ViewNames.child($0, of: base).map(ViewNames.chain) }) })
        ))
    members.append(("inner", .array(inner)))
    if !containerSizing.isEmpty {
        // Only on a containerRelativeFrame's chain: how it took its sides from its container.
        members.append(("containerSizing", .array(containerSizing.map { .string($0.description) })))
    }
    members.append(("negotiation", .array(view.negotiation.map { negotiationJSON($0) })))
    var children: [JSONValue] = []
    var walker = view
    while let next = ViewNames.wrapped(walker) {
        if let secondary = ViewNames.secondary(walker) {
            children.append(explanationNode(secondary.view, parent: walker))
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

/// The engine's provenance of a guide value as data: `{"kind": "implicit" | "alignmentGuide" |
/// "textBaseline" | "layout" | "carried" | "merged" | "untraced", "shift", "source"?, "layout"?,
/// "from"? {"index", "view"}, "value"?, "inner"?, "merge"?, "parts"? [{"from", "value", "offset",
/// "provenance"}]}`.
func provenanceJSON(_ provenance: GuideProvenance?, of view: PlacedView) -> JSONValue {
    guard let provenance else { return .object([("kind", .string("untraced"))]) }
    let base = ViewNames.innermost(view)
    func from(_ subview: GuideSubview) -> (JSONValue, PlacedView?) {
        let child = ViewNames.child(subview.index, of: base)
        return (
            .object([
                ("index", .number(Double(subview.index))),
                ("view", .string(child.map(ViewNames.chain) ?? subview.traceName)),
            ]), child
        )
    }
    let unnamed = PlacedView(type: "?", frame: Rect(x: 0, y: 0, width: 0, height: 0))
    var members: [(String, JSONValue)] = []
    switch provenance.origin {
    case .implicit: members.append(("kind", .string("implicit")))
    case .alignmentGuide(let source):
        members.append(("kind", .string("alignmentGuide")))
        members.append(("source", source.map(JSONValue.string) ?? .null))
    case .textBaseline: members.append(("kind", .string("textBaseline")))
    case .layout(let name):
        members.append(("kind", .string("layout")))
        members.append(("layout", .string(name)))
    case .carried(let subview, let value, let inner):
        let (json, child) = from(subview)
        members += [
            ("kind", .string("carried")), ("from", json), ("value", .number(value)),
            ("inner", provenanceJSON(inner, of: child ?? unnamed)),
        ]
    case .merged(let merge, let parts):
        members.append(("kind", .string("merged")))
        members.append(("merge", .string("\(merge)")))
        members.append(
            (
                "parts",
                .array(
                    parts.map { part in
                        let (json, child) = from(part.from)
                        return .object([
                            ("from", json), ("value", .number(part.value)),
                            ("offset", part.offset.map(JSONValue.number) ?? .null),
                            ("provenance", provenanceJSON(part.provenance, of: child ?? unnamed)),
                        ])
                    })
            ))
    }
    members.append(("shift", .number(provenance.shift)))
    return .object(members)
}

/// What explain reads of a view's `NegotiationEvent`s.
enum Negotiation {
    /// Where the view was placed: its last `placed` event; a result made without tracing (or by
    /// hand) has none, and then its frame and `proposal`.
    static func placement(of view: PlacedView) -> (origin: Point, size: Size, proposal: ProposedSize) {
        NegotiationEvent.lastPlacement(in: view.negotiation) ?? (view.frame.origin, view.frame.size, view.proposal)
    }

    /// Sizes that print the same (within 0.01 pt on each side).
    static func same(_ a: Size, _ b: Size) -> Bool {
        abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
            || a.width == b.width && a.height == b.height
    }

    /// The proposals the view answered, each once, in the order first asked.
    static func distinctAnswers(of view: PlacedView) -> [(proposal: ProposedSize, size: Size)] {
        var seen = Set<ProposedSize>()
        var answers: [(proposal: ProposedSize, size: Size)] = []
        for event in view.negotiation {
            guard case .answered(let proposal, let size, _) = event, seen.insert(proposal).inserted else { continue }
            answers.append((proposal, size))
        }
        return answers
    }
}

/// One `NegotiationEvent` as data: `{"event": "answered", "proposal", "size", "fromMemory"}` or
/// `{"event": "placed", "origin": {"x", "y"} (canvas), "size", "proposal"}`.
func negotiationJSON(_ event: NegotiationEvent) -> JSONValue {
    switch event {
    case .answered(let asked, let answer, let fromMemory):
        return .object([
            ("event", .string("answered")), ("proposal", proposal(asked)), ("size", size(answer)),
            ("fromMemory", .bool(fromMemory)),
        ])
    case .placed(let origin, let placedSize, let placedProposal):
        return .object([
            ("event", .string("placed")), ("origin", .object([("x", .number(origin.x)), ("y", .number(origin.y))])),
            ("size", size(placedSize)), ("proposal", proposal(placedProposal)),
        ])
    }
}
