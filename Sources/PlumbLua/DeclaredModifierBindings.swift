import PlumbLayout
import PlumbScriptAPI

/// The modifiers whose parameters the script API declares (`APIEntry.modifier`): one binding for
/// all of them reads a call's arguments by the declaration and hands the checked values to the
/// layout core's code for the name (`NamedModifiers`). Such a modifier has no code here.
///
/// The arguments are SwiftUI's, in its order (`opacity(0.5)`, `blur(4)`), then or instead a
/// table of the labelled ones by name (`blur { radius = 4, opaque = true }`). What each kind
/// takes, and what it refuses, is `Parameter.Kind`'s: one set of messages for every declared
/// modifier ("cornerRadius: radius must be a finite number ≥ 0, got -1").
enum DeclaredModifierBindings {
    /// A declared modifier, read from the registry once for every script: its parameters' names
    /// and the keys its table may have, which every call with a table checks.
    struct Declaration: Sendable {
        let entry: APIEntry
        let parameters: [Parameter]
        let names: [String]
        /// The labelled parameters' names; nil when SwiftUI labels none (then no table is taken).
        let labelledNames: OptionNames?
        let apply: NamedModifiers.Apply
    }

    static let declarations: [Declaration] = ScriptAPI.entries.compactMap { entry in
        guard entry.kind == .modifier, let parameters = entry.parameters else { return nil }
        guard let apply = NamedModifiers.all[entry.name] else {
            preconditionFailure("\(entry.name) is declared by its parameters but NamedModifiers has no code for it")
        }
        let labelled = parameters.filter(\.isLabelled).map(\.name)
        return Declaration(
            entry: entry, parameters: parameters, names: parameters.map(\.name),
            labelledNames: labelled.isEmpty ? nil : OptionNames(labelled), apply: apply)
    }

    static func install(in script: PlumbScript) {
        #if DEBUG
            // Installed after the bindings written by hand: a name is one or the other.
            let bound = Set(script.vm.methodNames(ofClass: LuaBindings.viewClass))
        #endif
        var methods: [String: (LuaCall) throws(LuaError) -> Int32] = [:]
        for declaration in declarations {
            #if DEBUG
                precondition(
                    !bound.contains(declaration.entry.name),
                    "\(declaration.entry.name) is declared by its parameters and bound by hand")
            #endif
            methods[declaration.entry.name] = LuaBindings.modifier(declaration.entry.name) {
                args, view throws(LuaError) in
                let values = try arguments(args, declaration)
                return declaration.apply(view, ModifierArguments(names: declaration.names, values: values))
            }
        }
        script.vm.registerClass(LuaBindings.viewClass, methods: methods)
    }

    /// The value of each parameter, or nil for one left out; a required one left out, a value of
    /// the wrong kind, an unknown name in the table or an argument past the last is an error.
    static func arguments(_ args: Arguments, _ declaration: Declaration) throws(LuaError)
        -> [ModifierArguments.Value?]
    {
        let (entry, parameters) = (declaration.entry, declaration.parameters)
        let call = args.call
        var values = [ModifierArguments.Value?](repeating: nil, count: parameters.count)
        var index: Int32 = 2
        var position = 0
        // By position, until a table of names (a table is no parameter's value: a colour is a
        // string or a view).
        while position < parameters.count, call.type(at: index) != .table {
            guard call.type(at: index) != .none, call.type(at: index) != .nil else { break }
            values[position] = try value(args, parameters[position], at: index)
            position += 1
            index += 1
        }
        if call.type(at: index) == .table {
            guard let labelledNames = declaration.labelledNames else {
                throw args.fail(
                    "expected \(describeNext(parameters, from: position)), got \(LuaBindings.describe(call, at: index))"
                )
            }
            try args.checkKeys(table: index, allowed: labelledNames)
            for (offset, parameter) in parameters.enumerated() where parameter.isLabelled {
                guard call.field(parameter.name, in: index) != .nil else {
                    call.pop(1)
                    continue
                }
                defer { call.pop(1) }
                guard values[offset] == nil else {
                    throw args.fail("\(parameter.name) is given twice: by position and by name")
                }
                values[offset] = try value(args, parameter, at: call.top)
            }
            index += 1
        }
        if call.argumentCount >= index, call.type(at: index) != .nil {
            if parameters.isEmpty { try args.expectNoArguments(from: index) }
            throw args.fail(
                "takes \(parameters.count == 1 ? "one argument" : "\(parameters.count) arguments") (\(parameters.map(\.name).joined(separator: ", "))), got another: \(LuaBindings.describe(call, at: index))"
            )
        }
        for (offset, parameter) in parameters.enumerated() where values[offset] == nil && !parameter.isOptional {
            throw args.fail(
                "expected \(article(parameter.name)) (\(parameter.expected)), as \(entry.exampleCall), got \(LuaBindings.describe(call, at: Int32(offset) + 2))"
            )
        }
        return values
    }

    /// The value at `index` read as `parameter`'s kind.
    private static func value(_ args: Arguments, _ parameter: Parameter, at index: Int32) throws(LuaError)
        -> ModifierArguments.Value
    {
        let call = args.call
        let name = parameter.name
        switch parameter.kind {
        case .number, .length, .fraction:
            guard call.type(at: index) == .number, let number = call.number(at: index) else {
                throw args.fail("\(name) must be a number, got \(LuaBindings.describe(call, at: index))")
            }
            switch parameter.kind {
            case .length where !(number.isFinite && number >= 0):
                throw args.fail("\(name) must be a finite number ≥ 0, got \(formatPoints(number))")
            case .fraction where number.isNaN:
                throw args.fail("\(name) must be a number from 0 to 1, got \(formatPoints(number))")
            case .fraction:
                // SwiftUI draws a value outside 0…1 as its nearer end.
                return .number(min(max(number, 0), 1))
            case .number where !number.isFinite:
                throw args.fail("\(name) must be a finite number, got \(formatPoints(number))")
            default:
                return .number(number)
            }
        case .boolean:
            guard call.type(at: index) == .boolean, let boolean = call.boolean(at: index) else {
                throw args.fail("\(name) must be true or false, got \(LuaBindings.describe(call, at: index))")
            }
            return .boolean(boolean)
        case .text:
            guard call.type(at: index) == .string, let string = call.string(at: index) else {
                throw args.fail("\(name) must be a string, got \(LuaBindings.describe(call, at: index))")
            }
            return .string(LuaBindings.visibleText(string))
        case .color:
            return .string(try args.colorName(at: index))
        case .name(let set):
            guard call.type(at: index) == .string, let string = call.string(at: index) else {
                throw args.fail(
                    "\(name) must be a \(set.what) (\(set.listed)), got \(LuaBindings.describe(call, at: index))")
            }
            guard let value = set.value(string) else {
                throw args.fail(
                    "unknown \(set.what) '\(string)'\(didYouMean(string, in: set.values)); \(set.what)s: \(set.listed)")
            }
            return .string(value)
        }
    }

    /// "a radius (a number of points ≥ 0)": what may come at `position`, for a message.
    private static func describeNext(_ parameters: [Parameter], from position: Int) -> String {
        guard position < parameters.count else { return "no more arguments" }
        let parameter = parameters[position]
        return "\(article(parameter.name)) (\(parameter.expected))"
    }

    private static func article(_ name: String) -> String {
        ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name
    }
}
