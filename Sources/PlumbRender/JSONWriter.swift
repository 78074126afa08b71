import PlumbLayout

/// The laid-out tree as JSON (`--format json`):
///
///     {"canvas": {"width": W, "height": H}, "root": NODE}
///
/// where NODE is `{"type", "id" (only when set), "frame": {"x", "y", "width", "height"},
/// "children": [NODE…]}`, keys in exactly that order, pretty-printed with two-space indents and
/// no final newline. Numbers are unrounded and print so that they read back as the same `Double`
/// (integers without ".0"); non-finite values print as null.
public func renderJSON(_ result: LayoutResult) -> String {
    JSONWriter.format(
        .object([
            (
                "canvas",
                .object([
                    ("width", .number(result.canvas.width)), ("height", .number(result.canvas.height)),
                ])
            ),
            ("root", node(result.root)),
        ]))
}

private func node(_ view: PlacedView) -> JSONValue {
    var members: [(String, JSONValue)] = [("type", .string(view.type))]
    if let id = view.id { members.append(("id", .string(id))) }
    let frame = view.frame
    members.append(
        (
            "frame",
            .object([
                ("x", .number(frame.minX)), ("y", .number(frame.minY)),
                ("width", .number(frame.width)), ("height", .number(frame.height)),
            ])
        ))
    members.append(("children", .array(view.children.map(node))))
    return .object(members)
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

    private static func write(_ value: JSONValue, indent: String, into output: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
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

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else
    /// (including non-ASCII) kept as UTF-8.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
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
