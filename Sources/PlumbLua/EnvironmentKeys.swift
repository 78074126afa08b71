import PlumbLayout

/// The environment keys a script can set (`view:environment(key, value)`) and read
/// (`EnvironmentReader(function(env) … end)`): one table, so that setting, reading and the
/// lists of valid values in errors cannot drift apart.
enum ScriptEnvironmentKey: String, CaseIterable {
    case horizontalSizeClass, verticalSizeClass, dynamicTypeSize, font, foregroundColor, lineLimit

    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The change `view:environment(key, value)` makes, reading the value at `index`.
    func setter(_ call: LuaCall, at index: Int32, args: Arguments) throws(LuaError) -> (inout EnvironmentValues) -> Void
    {
        switch self {
        case .horizontalSizeClass, .verticalSizeClass:
            let valid = UserInterfaceSizeClass.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard let name = call.string(at: index), let value = UserInterfaceSizeClass(rawValue: name) else {
                throw args.fail("\(rawValue) must be \(valid), got \(LuaBindings.describe(call, at: index))")
            }
            return self == .horizontalSizeClass ? { $0.horizontalSizeClass = value } : { $0.verticalSizeClass = value }
        case .dynamicTypeSize:
            guard let name = call.string(at: index), let size = DynamicTypeSize(rawValue: name) else {
                throw args.fail(
                    "dynamicTypeSize must be one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")), got \(LuaBindings.describe(call, at: index))"
                )
            }
            return { $0.dynamicTypeSize = size }
        case .font:
            guard let name = call.string(at: index), let style = FontStyle(rawValue: name) else {
                throw args.fail(
                    "font must be a text style (\(FontStyle.allCases.map(\.rawValue).joined(separator: ", "))), got \(LuaBindings.describe(call, at: index))"
                )
            }
            return { $0.font = style }
        case .foregroundColor:
            guard call.type(at: index) == .string || LuaBindings.view(call, at: index) != nil else {
                throw args.fail(
                    "foregroundColor must be a colour name (\(LuaBindings.colorNames.sorted().joined(separator: ", "))) or a hex colour, got \(LuaBindings.describe(call, at: index))"
                )
            }
            let name = try args.colorName(at: index)
            return { $0.foregroundColor = name }
        case .lineLimit:
            guard let limit = call.integer(at: index), limit >= 1 else {
                throw args.fail("lineLimit must be a whole number ≥ 1, got \(LuaBindings.describe(call, at: index))")
            }
            return { $0.lineLimit = limit }
        }
    }

    /// The value of this key in `environment` as Lua sees it (nil when unset).
    func value(in environment: EnvironmentValues) -> String? {
        switch self {
        case .horizontalSizeClass: environment.horizontalSizeClass?.rawValue
        case .verticalSizeClass: environment.verticalSizeClass?.rawValue
        case .dynamicTypeSize: environment.dynamicTypeSize?.rawValue
        case .font: environment.font?.rawValue
        case .foregroundColor: environment.foregroundColor
        case .lineLimit: environment.lineLimit.map(String.init)
        }
    }

    /// Pushes the environment as a plain table (a copy: it cannot go stale). `lineLimit` is a
    /// number; the others are strings.
    static func pushTable(_ call: LuaCall, _ environment: EnvironmentValues) {
        call.newTable(fieldCount: Int32(allCases.count))
        for key in allCases {
            if key == .lineLimit, let limit = environment.lineLimit {
                call.push(limit)
            } else if let value = key.value(in: environment) {
                call.push(value)
            } else {
                continue
            }
            call.setField(key.rawValue, tableIndex: -2)
        }
        // SwiftUI's dynamicTypeSize.isAccessibilitySize, for `if env.isAccessibilitySize then`.
        call.push((environment.dynamicTypeSize ?? .large).isAccessibilitySize)
        call.setField("isAccessibilitySize", tableIndex: -2)
    }

    /// "horizontalSizeClass = compact, font = title" (the keys that are set), or "no values".
    static func describe(_ environment: EnvironmentValues) -> String {
        let set = allCases.compactMap { key in key.value(in: environment).map { "\(key.rawValue) = \($0)" } }
        return set.isEmpty ? "an environment with no values set" : set.joined(separator: ", ")
    }
}
