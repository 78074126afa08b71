/// One parameter of a modifier whose arguments the registry declares: its name, what kind of
/// value it takes and whether it may be left out.
///
/// A modifier declared with parameters (`APIEntry.modifier(_:_:_:effect:)`) needs no binding of
/// its own: PlumbLua reads its arguments by these declarations, with one set of checks and
/// messages for all of them, and hands the values to the layout core's code for the name
/// (PlumbLayout's `NamedModifiers`). Its signature in `types/plumb.d.lua` and docs/api.md is
/// made from them too.
///
/// The calling convention is SwiftUI's order: the arguments by position (`blur(4)`,
/// `opacity(0.5)`), then, or instead, one table of the labelled ones by name (`blur { radius =
/// 4, opaque = true }`, SwiftUI's `blur(radius: 4, opaque: true)`). The importer writes a
/// SwiftUI call whose arguments are all labelled as that table.
public struct Parameter: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Any finite number.
        case number
        /// A finite number of points, not negative (a radius, a width).
        case length
        /// A number from 0 to 1; one outside is taken as its nearer end, as SwiftUI draws it
        /// (an opacity, an amount). NaN is an error.
        case fraction
        case boolean
        /// A string, shown as written (control characters escaped, as every drawn string is).
        case text
        /// A colour: a name, a hex string, or a Color view (`ShapeStyle`).
        case color
        /// One of a value set's names (`FontWeight`).
        case name(ValueSet)
    }

    public let name: String
    public let kind: Kind
    public let isOptional: Bool
    /// SwiftUI writes its label (`blur(radius:)`): it may be given in the table by name.
    public let isLabelled: Bool

    public init(_ name: String, _ kind: Kind, optional: Bool = false, labelled: Bool = false) {
        self.name = name
        self.kind = kind
        self.isOptional = optional
        self.isLabelled = labelled
    }

    /// The value's type in LuaLS's notation.
    public var luaType: String {
        switch kind {
        case .number, .length, .fraction: "number"
        case .boolean: "boolean"
        case .text: "string"
        case .color: "ShapeStyle"
        case .name(let set): set.name
        }
    }

    /// What the value must be, for a message: "a number of points ≥ 0".
    public var expected: String {
        switch kind {
        case .number: "a finite number"
        case .length: "a number of points ≥ 0"
        case .fraction: "a number from 0 to 1"
        case .boolean: "true or false"
        case .text: "a string"
        case .color: "a colour name such as \"green\", a hex colour such as \"#FF8800\" or Color.green"
        case .name(let set): "one of \(set.listed)"
        }
    }

    /// A value of the kind as a script writes it, for a message's example.
    public var example: String {
        switch kind {
        case .number: "1"
        case .length: "8"
        case .fraction: "0.5"
        case .boolean: "true"
        case .text: "\"Title\""
        case .color: "Color.blue"
        case .name(let set): "\"\(set.values[set.values.count / 2])\""
        }
    }
}

extension APIEntry {
    /// A modifier declared by its parameters: its signature is made from them
    /// (`Parameter.signature`), and PlumbLua binds it without code of its own.
    public static func modifier(
        _ name: String, _ parameters: [Parameter], _ summary: String, effect: Effect = .layout
    ) -> APIEntry {
        APIEntry(
            name, .modifier, Parameter.signature(of: parameters), summary, effect: effect, parameters: parameters)
    }

    /// `opacity(0.5)`, `blur(8)`: the call a message shows as an example.
    public var exampleCall: String {
        let required = (parameters ?? []).filter { !$0.isOptional }.map(\.example)
        return "\(name)(\(required.joined(separator: ", ")))"
    }
}

extension Parameter {
    /// `(radius: number|{radius?: number, opaque?: boolean}, opaque?: boolean): View`: each
    /// parameter by position, and where SwiftUI labels any, the table of those by name as the
    /// first one's alternative.
    static func signature(of parameters: [Parameter]) -> String {
        let labelled = parameters.filter(\.isLabelled)
        let table =
            labelled.isEmpty ? "" : "|{" + labelled.map { "\($0.name)?: \($0.luaType)" }.joined(separator: ", ") + "}"
        let written = parameters.enumerated().map { position, parameter in
            let mark = parameter.isOptional ? "?" : ""
            return "\(parameter.name)\(mark): \(parameter.luaType)\(position == 0 ? table : "")"
        }
        return "(\(written.joined(separator: ", "))): View"
    }
}
