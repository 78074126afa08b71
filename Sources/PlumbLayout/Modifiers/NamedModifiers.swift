/// The modifiers a caller applies by SwiftUI's name with arguments it has already read and
/// checked: PlumbLua, for every modifier whose parameters the script API declares
/// (PlumbScriptAPI's `APIEntry.modifier`), reads a script's arguments by those declarations and
/// calls the code here. So such a modifier is its declaration there and its layout code here,
/// with no binding of its own.
///
/// Each family declares its own in the file of its layout code (`Drawing.swift`,
/// `ViewBuilders.swift`); a test holds this table and the script API's declared modifiers equal.
public enum NamedModifiers {
    /// A modifier's code: the view it is applied to and its arguments, to the new view.
    public typealias Apply = @Sendable (View, ModifierArguments) -> View

    /// Every named modifier, by SwiftUI's name.
    public static let all: [String: Apply] = [core, drawing, text, images, controls].reduce(into: [:]) { all, family in
        all.merge(family) { _, _ in preconditionFailure("a modifier's code is in two families' tables") }
    }
}

/// The arguments of a named modifier, by the names its declaration gives its parameters, already
/// checked against the declared kinds (a length is finite and not negative, a fraction within
/// 0…1, a name one of its set's). A parameter left out has no value; the modifier's code says
/// what its default is, as SwiftUI's signature does.
public struct ModifierArguments: Sendable {
    public enum Value: Sendable {
        case number(Double)
        case boolean(Bool)
        /// A colour or a value set's name.
        case string(String)
    }

    /// The declared parameters' names, in order, and the value of each that was given.
    private let names: [String]
    private let values: [Value?]

    public init(names: [String], values: [Value?]) {
        precondition(names.count == values.count, "a value (or nil) per declared parameter")
        self.names = names
        self.values = values
    }

    private func value(_ name: String) -> Value? {
        guard let position = names.firstIndex(of: name) else {
            preconditionFailure("no parameter '\(name)' is declared (declared: \(names))")
        }
        return values[position]
    }

    /// A required parameter's value: the caller has checked it was given and of its kind.
    public func number(_ name: String) -> Double {
        guard case .number(let number)? = value(name) else { preconditionFailure("\(name): not a given number") }
        return number
    }

    public func string(_ name: String) -> String {
        guard case .string(let string)? = value(name) else { preconditionFailure("\(name): not a given string") }
        return string
    }

    /// A required name parameter as the core's enum whose raw values are the name's value set
    /// (PlumbScriptAPI's `ValueSetTests` holds the two equal).
    public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: string(name)) else {
            preconditionFailure("\(name): '\(string(name))' is not a \(Value.self)")
        }
        return value
    }

    /// An optional name parameter as the core's enum, or nil when it was left out.
    public func optionalValue<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard case .string? = value(name) else { return nil }
        return self.value(name, as: type)
    }

    /// Whether the parameter was given (`fixedSize()` fixes both axes, `fixedSize { horizontal =
    /// true }` only the one named).
    public func isGiven(_ name: String) -> Bool { value(name) != nil }

    /// An optional parameter's value, or SwiftUI's default when it was left out.
    public func number(_ name: String, default: Double) -> Double {
        guard case .number(let number)? = value(name) else { return `default` }
        return number
    }

    public func boolean(_ name: String, default: Bool) -> Bool {
        guard case .boolean(let boolean)? = value(name) else { return `default` }
        return boolean
    }
}
