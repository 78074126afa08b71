import PlumbLayout
import PlumbScriptAPI

/// The environment keys a script can set (`view:environment(key, value)`) and read
/// (`EnvironmentReader(function(env) … end)`): one table, so that setting, reading and the
/// lists of valid values in errors cannot drift apart.
enum ScriptEnvironmentKey: String, CaseIterable {
    case horizontalSizeClass, verticalSizeClass, dynamicTypeSize, font, foregroundColor, lineLimit
    case multilineTextAlignment, truncationMode, minimumScaleFactor, allowsTightening, imageScale
    case controlSize

    static var allNames: String { ScriptAPI.environmentKeys.listed }

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
            let font = try TextBindings.font(args, at: index, key: "font")
            return { $0.font = font }
        case .foregroundColor:
            guard call.type(at: index) == .string || LuaBindings.view(call, at: index) != nil else {
                throw args.fail(
                    "foregroundColor must be a colour name (\(ScriptAPI.colours.listed)) or a hex colour, got \(LuaBindings.describe(call, at: index))"
                )
            }
            let name = try args.colorName(at: index)
            return { $0.foregroundColor = name }
        case .lineLimit:
            let limit = try TextBindings.lineLimit(args, from: index)
            return { $0.lineLimit = limit }
        case .multilineTextAlignment:
            let alignment = try TextBindings.choice(args, at: index, rawValue, as: TextAlignment.self)
            return { $0[MultilineTextAlignmentKey.self] = alignment }
        case .truncationMode:
            let mode = try TextBindings.choice(args, at: index, rawValue, as: TruncationMode.self)
            return { $0[TruncationModeKey.self] = mode }
        case .imageScale:
            let scale = try TextBindings.choice(args, at: index, rawValue, as: ImageScale.self)
            return { $0[ImageScaleKey.self] = scale }
        case .minimumScaleFactor:
            guard let factor = call.number(at: index), factor >= 0, factor <= 1 else {
                throw args.fail(
                    "minimumScaleFactor must be a number from 0 to 1, got \(LuaBindings.describe(call, at: index))")
            }
            return { $0[MinimumScaleFactorKey.self] = factor }
        case .allowsTightening:
            guard let flag = call.boolean(at: index) else {
                throw args.fail("allowsTightening must be true or false, got \(LuaBindings.describe(call, at: index))")
            }
            return { $0[AllowsTighteningKey.self] = flag }
        case .controlSize:
            guard let name = call.string(at: index), let size = ControlSize(rawValue: name) else {
                throw args.fail(
                    "controlSize must be one of \(ControlSize.allCases.map(\.rawValue).joined(separator: ", ")), got \(LuaBindings.describe(call, at: index))"
                )
            }
            return { $0[ControlSizeKey.self] = size }
        }
    }

    /// The value of this key in `environment` as text (nil when unset), for messages.
    func value(in environment: EnvironmentValues) -> String? {
        switch self {
        case .horizontalSizeClass: environment.horizontalSizeClass?.rawValue
        case .verticalSizeClass: environment.verticalSizeClass?.rawValue
        case .dynamicTypeSize: environment.dynamicTypeSize?.rawValue
        case .font: environment.font?.description
        case .foregroundColor: environment.foregroundColor
        case .lineLimit: environment.lineLimit?.description
        case .multilineTextAlignment:
            environment.isSet(MultilineTextAlignmentKey.self)
                ? environment[MultilineTextAlignmentKey.self].rawValue : nil
        case .truncationMode:
            environment.isSet(TruncationModeKey.self) ? environment[TruncationModeKey.self].rawValue : nil
        case .imageScale:
            environment.isSet(ImageScaleKey.self) ? environment[ImageScaleKey.self].rawValue : nil
        case .minimumScaleFactor:
            environment.isSet(MinimumScaleFactorKey.self)
                ? formatPoints(environment[MinimumScaleFactorKey.self]) : nil
        case .allowsTightening:
            environment.isSet(AllowsTighteningKey.self) ? String(environment[AllowsTighteningKey.self]) : nil
        case .controlSize:
            environment.isSet(ControlSizeKey.self) ? environment[ControlSizeKey.self].rawValue : nil
        }
    }

    /// Pushes the environment as a plain table (a copy: it cannot go stale). `font` is a Font
    /// value (`env.font == Font.title`), `lineLimit` the upper limit (a number; nil for none),
    /// `minimumScaleFactor` a number, `allowsTightening` a boolean; the others are strings.
    static func pushTable(_ call: LuaCall, _ environment: EnvironmentValues) {
        call.newTable(fieldCount: Int32(allCases.count))
        for key in allCases {
            switch key {
            case .font:
                guard let font = environment.font else { continue }
                TextBindings.pushFont(call, font)
            case .lineLimit:
                guard let upper = environment.lineLimit?.upper else { continue }
                call.push(upper)
            case .minimumScaleFactor:
                guard environment.isSet(MinimumScaleFactorKey.self) else { continue }
                call.push(environment[MinimumScaleFactorKey.self])
            case .allowsTightening:
                guard environment.isSet(AllowsTighteningKey.self) else { continue }
                call.push(environment[AllowsTighteningKey.self])
            default:
                guard let value = key.value(in: environment) else { continue }
                call.push(value)
            }
            call.setField(key.rawValue, tableIndex: -2)
        }
        // A control size is always there (SwiftUI's default is regular), for a ButtonStyle that
        // reads it.
        if !environment.isSet(ControlSizeKey.self) {
            call.push(ControlSize.regular.rawValue)
            call.setField(ScriptEnvironmentKey.controlSize.rawValue, tableIndex: -2)
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
