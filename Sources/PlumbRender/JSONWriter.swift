import PlumbLayout

/// The laid-out tree as JSON (`--format json`):
///
///     {"canvas": {"width": W, "height": H}, "root": NODE}
///
/// where NODE is `{"type", "id" (only when set), "frame": {"x", "y", "width", "height"},
/// "decorations": [{"kind", …}…] (only when it has drawing modifiers), "text" (only for a Text
/// with italic, weight, underline or strikethrough set), "children": [NODE…]}`, keys in exactly
/// that order, pretty-printed with two-space indents (growing to `JSONOutput.maximumIndent` spaces
/// and no further) and no final newline (`JSONWriter.format`'s layout: a small object of plain
/// values, such as a frame, on one line). Numbers are unrounded and print so that they read back
/// as the same `Double` (integers without ".0"); non-finite values print as null.
public func renderJSON(_ result: LayoutResult) -> String {
    OutputSink.collectText { writeJSON(result, to: $0) }
}

/// `renderJSON`, written as it goes into `sink`: straight from the placed views, with no JSON
/// value, dictionary or string per node, and without recursion (a tree may be thousands of
/// levels deep). The text is exactly what `JSONWriter.format` makes of the same tree.
public func writeJSON(_ result: LayoutResult, to sink: OutputSink) {
    var writer = TreeJSONWriter(sink: sink)
    writer.write(result)
}

/// The layout of Plumb's JSON.
public enum JSONOutput {
    /// Indentation grows two spaces a level up to this many, and stays there: a tree's JSON
    /// nests two levels a view (its object, its children array), so a deep tree's lines were
    /// mostly spaces and its size grew with the square of its depth (a chain of 5,000 views,
    /// which Plumb lays out, wrote 300 MB; the bench's deep shape, 10⁵ leaves in chains 100
    /// deep, 530 MB). 128 spaces is 32 views deep: no script of `Scripts/` reaches it (80 at
    /// most).
    public static let maximumIndent = 128
}

private struct TreeJSONWriter {
    let sink: OutputSink

    mutating func write(_ result: LayoutResult) {
        sink.write("{\n  \"canvas\": {\"width\": " as StaticString)
        JSONWriter.writeNumber(result.canvas.width, to: sink)
        sink.write(", \"height\": " as StaticString)
        JSONWriter.writeNumber(result.canvas.height, to: sink)
        sink.write("},\n  \"root\": " as StaticString)
        writeTree(result.root)
        sink.write("\n}" as StaticString)
    }

    /// The root and everything under it, its object starting where the sink is (the root's
    /// object is at indent 2; each level of nesting adds 4: the children array and the object).
    private func writeTree(_ root: PlacedView) {
        // Read in place, a laid-out tree by index (`PlacedView.forEachInOrderWritten`): no copy
        // of a placed view or of its children is made. Children are listed in the order written,
        // whatever their `zIndex` (which their decorations say).
        root.forEachInOrderWritten(
            entering: { view, index, depth in
                // The objects at depth d are at indent 2 + 4 × d (the root's starts where the
                // sink is), and follow a comma but the first of an array.
                let indent = 2 + 4 * depth
                if depth > 0 {
                    if index > 0 { sink.write(",\n" as StaticString) }
                    writeIndent(indent)
                }
                let hasChildren = view.childCount > 0
                writeOpening(view, hasChildren: hasChildren, indent: indent)
                return hasChildren
            },
            leaving: { _, _, depth in
                // The children array's `]` and the object's `}`.
                let indent = 2 + 4 * depth
                sink.write(byte: 0x0A)
                writeIndent(indent + 2)
                sink.write("]\n" as StaticString)
                writeIndent(indent)
                sink.write(byte: 0x7D)  // }
            })
    }

    /// `spaces` of indentation, at most `JSONOutput.maximumIndent`.
    private func writeIndent(_ spaces: Int) {
        sink.write(spaces: min(spaces, JSONOutput.maximumIndent))
    }

    /// A node's object up to its children: whole when it has none, else up to the `[` of its
    /// children array.
    private func writeOpening(_ view: borrowing PlacedView, hasChildren: Bool, indent: Int) {
        let (type, id, frame) = (view.type, view.id, view.frame)
        sink.write("{\n" as StaticString)
        writeIndent(indent + 2)
        sink.write("\"type\": " as StaticString)
        JSONWriter.writeQuoted(type, to: sink)
        sink.write(",\n" as StaticString)
        if let id {
            writeIndent(indent + 2)
            sink.write("\"id\": " as StaticString)
            JSONWriter.writeQuoted(id, to: sink)
            sink.write(",\n" as StaticString)
        }
        // A small object of numbers: on one line (`JSONWriter.isWrittenOnOneLine`).
        writeIndent(indent + 2)
        sink.write("\"frame\": {\"x\": " as StaticString)
        JSONWriter.writeNumber(frame.minX, to: sink)
        sink.write(", \"y\": " as StaticString)
        JSONWriter.writeNumber(frame.minY, to: sink)
        sink.write(", \"width\": " as StaticString)
        JSONWriter.writeNumber(frame.width, to: sink)
        sink.write(", \"height\": " as StaticString)
        JSONWriter.writeNumber(frame.height, to: sink)
        sink.write("},\n" as StaticString)
        let decorations = view.decorations
        if !decorations.isEmpty {
            let value = JSONValue.array(decorations.map(JSONWriter.value(of:)))
            writeMember("decorations", value, indent: indent)
        }
        // The kind, not the content: a colour's content is its name, copied out of the view.
        if view.kind == .text {
            let attributes = view.textAttributes
            if !attributes.isEmpty { writeMember("text", JSONWriter.value(of: attributes), indent: indent) }
            if let points = view.textInPoints {
                // Text measured in points: its font and each line's width, unrounded.
                let value = JSONValue.object([
                    ("size", .number(points.size)), ("weight", .string(points.weight.rawValue)),
                    ("lineHeight", .number(points.lineHeight)), ("ascender", .number(points.ascender)),
                    ("lineWidths", .array(points.lineWidths.map { .number($0) })),
                ])
                writeMember("points", value, indent: indent)
            }
        }
        writeIndent(indent + 2)
        if hasChildren {
            sink.write("\"children\": [\n" as StaticString)
        } else {
            sink.write("\"children\": []\n" as StaticString)
            writeIndent(indent)
            sink.write(byte: 0x7D)  // }
        }
    }
}

extension TreeJSONWriter {
    /// `"key": value,` on its own lines, one level inside the object at `indent`.
    fileprivate func writeMember(_ key: String, _ value: JSONValue, indent: Int) {
        let inner = String(repeating: " ", count: min(indent + 2, JSONOutput.maximumIndent))
        var text = inner + JSONWriter.quoted(key) + ": "
        JSONWriter.write(value, indent: inner, into: &text)
        sink.write(text + ",\n")
    }
}

extension JSONWriter {
    /// A drawing modifier as JSON: `{"kind": "border", "color": "red", "width": 1}`.
    static func value(of decoration: Decoration) -> JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string(decoration.name))]
        func point(_ anchor: UnitPoint) -> JSONValue { .object([("x", .number(anchor.x)), ("y", .number(anchor.y))]) }
        switch decoration {
        case .fill(let color):
            if let color { members.append(("color", .string(color))) }
        case .stroke(let color, let lineWidth, _):
            if let color { members.append(("color", .string(color))) }
            members.append(("lineWidth", .number(lineWidth)))
        case .border(let color, let width):
            members += [("color", .string(color)), ("width", .number(width))]
        case .clip(let shape):
            members.append(("shape", .string(shape.typeName)))
            if case .roundedRectangle(let radius) = shape { members.append(("cornerRadius", .number(radius))) }
        case .opacity(let value):
            members.append(("opacity", .number(value)))
        case .shadow(let shadow):
            members += [
                ("color", .string(shadow.color)), ("radius", .number(shadow.radius)), ("x", .number(shadow.x)),
                ("y", .number(shadow.y)),
            ]
        case .tint(let color):
            members.append(("color", .string(color)))
        case .blur(let radius):
            members.append(("radius", .number(radius)))
        case .grayscale(let amount):
            members.append(("amount", .number(amount)))
        case .rotation(let degrees, let anchor):
            members += [("degrees", .number(degrees)), ("anchor", point(anchor))]
        case .scale(let x, let y, let anchor):
            members += [("x", .number(x)), ("y", .number(y)), ("anchor", point(anchor))]
        case .zIndex(let value):
            members.append(("zIndex", .number(value)))
        case .hidden, .mask:
            break
        }
        return .object(members)
    }

    /// A Text's attributes as JSON: `{"italic": true, "weight": "semibold", "underline": {…},
    /// "lineSpacing": 8}`.
    static func value(of attributes: TextAttributes) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if attributes.isItalic { members.append(("italic", .bool(true))) }
        if let weight = attributes.weight { members.append(("weight", .string(weight.rawValue))) }
        for (name, line) in [("underline", attributes.underline), ("strikethrough", attributes.strikethrough)] {
            guard let line else { continue }
            var fields: [(String, JSONValue)] = [("pattern", .string(line.pattern.rawValue))]
            if let color = line.color { fields.append(("color", .string(color))) }
            members.append((name, .object(fields)))
        }
        if attributes.lineSpacing != 0 { members.append(("lineSpacing", .number(attributes.lineSpacing))) }
        return .object(members)
    }
}

/// A JSON value whose objects keep their keys in the order given (`JSONEncoder` sorts or
/// scrambles them).
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
}

enum JSONWriter {
    static func format(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        return output
    }

    static func write(_ value: JSONValue, indent: String, into output: inout String) {
        let inner = indent.utf8.count >= JSONOutput.maximumIndent ? indent : indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            if isWrittenOnOneLine(members) {
                output += "{"
                for (index, (key, member)) in members.enumerated() {
                    output += (index == 0 ? "" : ", ") + quoted(key) + ": "
                    write(member, indent: inner, into: &output)
                }
                output += "}"
                return
            }
            output += "{\n"
            for (index, (key, member)) in members.enumerated() {
                output += inner + quoted(key) + ": "
                write(member, indent: inner, into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                write(element, indent: inner, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let string):
            output += quoted(string)
        case .number(let number):
            output += numberText(number)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// Whether an object is written on one line: at most four members, each a number, a string,
    /// a boolean or null (a frame `{"x": 0, "y": 0, "width": 120, "height": 50}`, a size, a
    /// colour's decoration). Anything larger, or holding an object or an array, takes a line a
    /// member. The layout halves the lines of a tree's JSON (a view's frame took six), and so
    /// its bytes, which are mostly indentation in a deep tree.
    static func isWrittenOnOneLine(_ members: [(String, JSONValue)]) -> Bool {
        guard members.count <= 4 else { return false }
        return members.allSatisfy { _, value in
            switch value {
            case .object, .array: false
            case .string, .number, .bool, .null: true
            }
        }
    }

    /// Shortest text that reads back as the same `Double` (Swift's `description`), without the
    /// ".0" of integers; NaN and infinities, which JSON cannot express, become null.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Below 2^53 every integer-valued Double is exactly an Int64; beyond it `description`
        // switches to exponent form, which JSON accepts as it is.
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    /// `numberText(value)`, written into `sink` (integers digit by digit, without a String).
    static func writeNumber(_ value: Double, to sink: OutputSink) {
        guard value.isFinite else {
            sink.write("null" as StaticString)
            return
        }
        // An integer is written without ".0". Told by converting (truncating) and back, which
        // needs no call to libm's `round`; -0 writes as 0, as before.
        if abs(value) < 9_007_199_254_740_992, Double(Int64(value)) == value {
            sink.write(integer: Int64(value))
            return
        }
        sink.write(value.description)
    }

    /// `quoted(string)`, written into `sink`. Everything to escape is ASCII, so the UTF-8 bytes
    /// are scanned as they are; a string with nothing to escape is copied whole.
    static func writeQuoted(_ string: String, to sink: OutputSink) {
        sink.write(byte: 0x22)
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            if bytes.allSatisfy({ !needsEscape($0) }) {
                sink.write(UnsafeRawBufferPointer(bytes))
            } else {
                for byte in bytes { writeEscaped(byte, to: sink) }
            }
        }
        if done == nil {
            for byte in string.utf8 { writeEscaped(byte, to: sink) }
        }
        sink.write(byte: 0x22)
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
    }

    private static func writeEscaped(_ byte: UInt8, to sink: OutputSink) {
        guard needsEscape(byte) else {
            sink.write(byte: byte)
            return
        }
        switch byte {
        case 0x22: sink.write("\\\"" as StaticString)
        case 0x5C: sink.write("\\\\" as StaticString)
        case 0x0A: sink.write("\\n" as StaticString)
        case 0x0D: sink.write("\\r" as StaticString)
        case 0x09: sink.write("\\t" as StaticString)
        case 0x08: sink.write("\\b" as StaticString)
        case 0x0C: sink.write("\\f" as StaticString)
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            sink.write("\\u00" as StaticString)
            sink.write(byte: hex[Int(byte >> 4)])
            sink.write(byte: hex[Int(byte & 0xF)])
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else
    /// (including non-ASCII) kept as UTF-8. `forHTML`: also `<` (never `</script>` or `<!--` inside
    /// a page) and the two line separators JavaScript once read as line ends.
    static func quoted(_ string: String, forHTML: Bool = false) -> String {
        var result = "\""
        result.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "<" where forHTML: result += "\\u003c"
            case "\u{2028}" where forHTML: result += "\\u2028"
            case "\u{2029}" where forHTML: result += "\\u2029"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// `text` as a JSON string literal (`JSONWriter.quoted`): for JSON written outside a run's output,
/// such as the messages of `plumb watch --serve`, with `embeddedInHTML` when a page may hold it.
public func jsonStringLiteral(_ text: String, embeddedInHTML: Bool = false) -> String {
    JSONWriter.quoted(text, forHTML: embeddedInHTML)
}
