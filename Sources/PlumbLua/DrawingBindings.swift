import CLua
import PlumbLayout
import PlumbScriptAPI

/// The Lua API of SwiftUI's drawing modifiers whose arguments take several forms (`border`,
/// `fill`, `stroke`, `clipShape`, `shadow`, `mask`, `rotationEffect`, `scaleEffect`, `underline`)
/// and of colours beyond the names (`Color(r, g, b)`, `Color { white = }`, `Color("#FF8800")`,
/// `Color.red:opacity(0.5)`). None of them lays anything out: see PlumbLayout's Drawing.swift.
/// The drawing modifiers with plain parameters (`opacity`, `blur`, `cornerRadius`, …) are
/// declared in the script API and bound by `DeclaredModifierBindings`.
///
/// Arguments follow SwiftUI's order, labelled ones in a table (`stroke(Color.blue, { lineWidth
/// = 2 })`, also `stroke(Color.blue, 2)`). Out of range values: an opacity is clamped to 0…1 and
/// colour components too (SwiftUI draws them so); a negative width, radius or line width, and any
/// NaN or infinite number, is an error.
enum DrawingBindings {
    static func install(in script: PlumbScript) {
        var methods: [String: (LuaCall) throws(LuaError) -> Int32] = [:]
        methods["border"] = LuaBindings.modifier("border", border)
        methods["fill"] = LuaBindings.modifier("fill", fill)
        methods["stroke"] = LuaBindings.modifier("stroke") { args, view throws(LuaError) in
            try stroke(args, view, isInset: false)
        }
        methods["strokeBorder"] = LuaBindings.modifier("strokeBorder") { args, view throws(LuaError) in
            try stroke(args, view, isInset: true)
        }
        methods["clipShape"] = LuaBindings.modifier("clipShape") { args, view throws(LuaError) in
            view.clipShape(try shape(args, at: 2))
        }
        methods["contentShape"] = LuaBindings.modifier("contentShape") { args, view throws(LuaError) in
            // Hit testing only: checked, then nothing to lay out or draw.
            _ = try shape(args, at: 2)
            return view
        }
        methods["shadow"] = LuaBindings.modifier("shadow", shadow)
        methods["mask"] = LuaBindings.modifier("mask", mask)
        methods["rotationEffect"] = LuaBindings.modifier("rotationEffect", rotationEffect)
        methods["scaleEffect"] = LuaBindings.modifier("scaleEffect", scaleEffect)
        for name in ["underline", "strikethrough"] {
            methods[name] = LuaBindings.modifier(name) { args, view throws(LuaError) in
                let line = try textLine(args)
                return name == "underline" ? view.underline(line) : view.strikethrough(line)
            }
        }
        script.vm.registerClass(LuaBindings.viewClass, methods: methods)
    }

    // MARK: - Modifiers

    /// `border(color)`, `border(color, 2)`, `border(color, { width = 2 })`.
    private static func border(_ args: Arguments, _ view: View) throws(LuaError) -> View {
        let call = args.call
        guard call.type(at: 2) != .none, call.type(at: 2) != .nil else {
            throw args.fail("expected a colour, as border(Color.gray) or border(\"red\", 2), got nothing")
        }
        let color = try args.colorName(at: 2)
        let width = try length(args, at: 3, key: "width") ?? 1
        return view.border(color, width: width)
    }

    /// `fill()`, `fill(color)`: shapes only.
    private static func fill(_ args: Arguments, _ view: View) throws(LuaError) -> View {
        try requireShape(args, view, doing: "filled")
        let call = args.call
        var color: String?
        if call.type(at: 2) != .none, call.type(at: 2) != .nil { color = try args.colorName(at: 2) }
        if call.type(at: 3) == .table { try args.checkKeys(table: 3, allowed: ["style"]) }
        return view.fill(color)
    }

    /// `stroke()`, `stroke(color)`, `stroke(color, 2)`, `stroke(color, { lineWidth = 2 })`,
    /// `stroke { lineWidth = 2 }`: shapes only.
    private static func stroke(_ args: Arguments, _ view: View, isInset: Bool) throws(LuaError) -> View {
        try requireShape(args, view, doing: "stroked")
        let call = args.call
        if call.type(at: 2) == .table {
            // The foreground colour, with options: stroke { lineWidth = 2 }.
            let width = try length(args, at: 2, key: "lineWidth") ?? 1
            return isInset ? view.strokeBorder(lineWidth: width) : view.stroke(lineWidth: width)
        }
        var color: String?
        if call.type(at: 2) != .none, call.type(at: 2) != .nil { color = try args.colorName(at: 2) }
        let width = try length(args, at: 3, key: "lineWidth") ?? 1
        return isInset ? view.strokeBorder(color, lineWidth: width) : view.stroke(color, lineWidth: width)
    }

    /// `fill` and `stroke` style shapes: a view that is no longer one (a frame, an opacity) is a
    /// mistake, as in SwiftUI, where it does not compile.
    private static func requireShape(_ args: Arguments, _ view: View, doing what: String) throws(LuaError) {
        guard !view.isStylableShape else { return }
        let kind: String
        if case .shape = view.content, let other = view.decorations.first(where: { !$0.isShapeStyle }) {
            kind = "a shape with \(other.name) (fill and stroke come first)"
        } else if case .color = view.content {
            kind = "a Color (use it as the colour: Circle():fill(Color.red))"
        } else {
            kind = view.typeName
        }
        throw args.fail(
            "only a shape (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule) can be \(what), got \(kind)")
    }

    /// `shadow(4)` or `shadow { color =, radius =, x =, y = }` (the radius is required, as in SwiftUI).
    private static func shadow(_ args: Arguments, _ view: View) throws(LuaError) -> View {
        let call = args.call
        if call.type(at: 2) == .number {
            try args.expectNoArguments(from: 3)
            return view.shadow(Shadow(radius: try nonNegative(call.number(at: 2)!, "radius", args)))
        }
        guard call.type(at: 2) == .table else {
            throw args.fail(
                "expected a radius or a table, as shadow(4) or shadow { color = Color.black, radius = 4, x = 0, y = 2 }, got \(describe(call, at: 2))"
            )
        }
        try args.checkKeys(table: 2, allowed: ["color", "radius", "x", "y"])
        guard let radius = try args.number(key: "radius", table: 2) else {
            throw args.fail("radius is missing: a shadow needs a radius (shadow { radius = 4 })")
        }
        var color = Shadow.defaultColor
        if call.field("color", in: 2) != .nil {
            defer { call.pop(1) }
            color = try args.colorName(at: call.top)
        } else {
            call.pop(1)
        }
        return view.shadow(
            Shadow(
                color: color, radius: try nonNegative(radius, "radius", args),
                x: try finite(try args.number(key: "x", table: 2) ?? 0, "x", args),
                y: try finite(try args.number(key: "y", table: 2) ?? 0, "y", args)))
    }

    /// `mask(view)`, `mask(view, alignment)`, `mask { alignment =, view }`.
    private static func mask(_ args: Arguments, _ view: View) throws(LuaError) -> View {
        let call = args.call
        var mask: View?
        var alignment = Alignment.center
        if let other = LuaBindings.view(call, at: 2) {
            mask = other
            if call.type(at: 3) != .none, call.type(at: 3) != .nil { alignment = try args.alignment(at: 3) }
        } else if call.type(at: 2) == .table {
            try args.checkKeys(table: 2, allowed: ["alignment"], arrayItems: 1)
            call.element(1, in: 2)
            mask = LuaBindings.view(call, at: -1)
            call.pop(1)
            alignment = try args.alignment(key: "alignment", table: 2) ?? .center
        }
        guard let mask else {
            throw args.fail(
                "expected a view, as mask(Circle()) or mask { alignment = \"top\", Text(\"Hi\") }, got \(describe(call, at: 2))"
            )
        }
        return view.mask(mask, alignment: alignment)
    }

    /// `rotationEffect(45)`, `rotationEffect(45, { anchor = "topLeading" })`,
    /// `rotationEffect { degrees = 45 }` or `{ radians = math.pi / 4 }`.
    private static func rotationEffect(_ args: Arguments, _ view: View) throws(LuaError) -> View {
        let call = args.call
        var degrees: Double
        var optionsTable: Int32?
        if call.type(at: 2) == .number {
            degrees = call.number(at: 2)!
            if call.type(at: 3) == .table {
                try args.checkKeys(table: 3, allowed: ["anchor"])
                optionsTable = 3
            } else {
                try args.expectNoArguments(from: 3)
            }
        } else if call.type(at: 2) == .table {
            let keys = try args.checkKeys(table: 2, allowed: ["degrees", "radians", "anchor"])
            switch (keys.contains(0), keys.contains(1)) {
            case (true, false): degrees = try args.number(key: "degrees", table: 2)!
            case (false, true): degrees = try args.number(key: "radians", table: 2)! * 180 / .pi
            case (true, true): throw args.fail("give the angle once: degrees or radians, not both")
            case (false, false): throw args.fail("the angle is missing: rotationEffect { degrees = 45 }")
            }
            optionsTable = 2
        } else {
            throw args.fail(
                "expected an angle in degrees, as rotationEffect(45) or rotationEffect { radians = math.pi / 4 }, got \(describe(call, at: 2))"
            )
        }
        degrees = try finite(degrees, "angle", args)
        var anchor = UnitPoint.center
        if let optionsTable { anchor = try self.anchor(args, in: optionsTable) }
        return view.rotationEffect(degrees: degrees, anchor: anchor)
    }

    /// `scaleEffect(1.5)`, `scaleEffect(1.5, { anchor = "top" })`, `scaleEffect { x =, y =, anchor = }`.
    private static func scaleEffect(_ args: Arguments, _ view: View) throws(LuaError) -> View {
        let call = args.call
        if call.type(at: 2) == .number {
            let scale = try finite(call.number(at: 2)!, "scale", args)
            var anchor = UnitPoint.center
            if call.type(at: 3) == .table {
                try args.checkKeys(table: 3, allowed: ["anchor"])
                anchor = try self.anchor(args, in: 3)
            } else {
                try args.expectNoArguments(from: 3)
            }
            return view.scaleEffect(x: scale, y: scale, anchor: anchor)
        }
        guard call.type(at: 2) == .table else {
            throw args.fail(
                "expected a scale, as scaleEffect(1.5) or scaleEffect { x = 2, y = 1 }, got \(describe(call, at: 2))")
        }
        try args.checkKeys(table: 2, allowed: ["x", "y", "anchor"])
        return view.scaleEffect(
            x: try finite(try args.number(key: "x", table: 2) ?? 1, "x", args),
            y: try finite(try args.number(key: "y", table: 2) ?? 1, "y", args), anchor: try anchor(args, in: 2))
    }

    /// `underline()`, `underline(false)`, `underline { pattern = "dash", color = Color.red }`,
    /// `underline(true, { … })`.
    private static func textLine(_ args: Arguments) throws(LuaError) -> TextLine {
        let call = args.call
        var line = TextLine()
        var table: Int32?
        switch call.type(at: 2) {
        case .boolean:
            line.isActive = call.boolean(at: 2)!
            if call.type(at: 3) == .table { table = 3 } else { try args.expectNoArguments(from: 3) }
        case .table: table = 2
        case .none, .nil: break
        default:
            throw args.fail(
                "expected true or false (isActive) or a table { pattern =, color = }, got \(describe(call, at: 2))")
        }
        guard let table else { return line }
        try args.checkKeys(table: table, allowed: ["isActive", "pattern", "color"])
        if let isActive = try args.boolean(key: "isActive", table: table) { line.isActive = isActive }
        if call.field("pattern", in: table) != .nil {
            defer { call.pop(1) }
            let names = LinePattern.allCases.map(\.rawValue)
            guard let name = call.string(at: -1), let pattern = LinePattern(rawValue: name) else {
                let got = call.string(at: -1).map { "'\($0)'\(suggestion($0, names))" } ?? describe(call, at: -1)
                throw args.fail("unknown pattern \(got); patterns: \(names.joined(separator: ", "))")
            }
            line.pattern = pattern
        } else {
            call.pop(1)
        }
        if call.field("color", in: table) != .nil {
            defer { call.pop(1) }
            line.color = try args.colorName(at: call.top)
        } else {
            call.pop(1)
        }
        return line
    }

    // MARK: - Argument shapes

    /// A width at `index`: a number, or a table with `key`; nil when absent.
    private static func length(_ args: Arguments, at index: Int32, key: String) throws(LuaError) -> Double? {
        let call = args.call
        let value: Double?
        if call.type(at: index) == .table {
            try args.checkKeys(table: index, allowed: [key])
            value = try args.number(key: key, table: index)
        } else {
            value = try args.number(at: index, name: key)
        }
        try args.expectNoArguments(from: index + 1)
        return try value.map { v throws(LuaError) in try nonNegative(v, key, args) }
    }

    /// A shape argument (`Circle()`, `RoundedRectangle { cornerRadius = 8 }`): its kind.
    private static func shape(_ args: Arguments, at index: Int32) throws(LuaError) -> ShapeKind {
        let call = args.call
        guard let view = LuaBindings.view(call, at: index), case .shape(let kind) = view.content else {
            let got = LuaBindings.view(call, at: index)?.typeName ?? describe(call, at: index)
            throw args.fail(
                "expected a shape such as Circle(), Capsule() or RoundedRectangle { cornerRadius = 8 }, got \(got)")
        }
        if call.type(at: index + 1) == .table { try args.checkKeys(table: index + 1, allowed: ["style"]) }
        return kind
    }

    /// The `anchor` of an options table (a unit point; the centre when absent).
    private static func anchor(_ args: Arguments, in table: Int32) throws(LuaError) -> UnitPoint {
        let call = args.call
        guard call.field("anchor", in: table) != .nil else {
            call.pop(1)
            return .center
        }
        defer { call.pop(1) }
        return try GridBindings.unitPoint(args, at: call.top)
    }

    private static func finite(_ value: Double, _ name: String, _ args: Arguments) throws(LuaError) -> Double {
        guard value.isFinite else { throw args.fail("\(name) must be a finite number, got \(formatPoints(value))") }
        return value
    }

    private static func nonNegative(_ value: Double, _ name: String, _ args: Arguments) throws(LuaError) -> Double {
        guard value.isFinite, value >= 0 else {
            throw args.fail("\(name) must be a finite number ≥ 0, got \(formatPoints(value))")
        }
        return value
    }

    private static func suggestion(_ name: String, _ candidates: [String]) -> String {
        didYouMean(name, in: candidates)
    }

    private static func describe(_ call: LuaCall, at index: Int32) -> String {
        LuaBindings.describe(call, at: index)
    }

    // MARK: - Colours

    /// `Color(name)`, `Color("#FF8800")`, `Color(r, g, b, opacity?)`, `Color { red =, green =,
    /// blue =, opacity = }`, `Color { white =, opacity = }`: the colour's string (a name, or its
    /// hex form).
    static func color(_ call: LuaCall) throws(LuaError) -> String {
        let args = Arguments(call, "Color")
        switch call.type(at: 1) {
        case .string:
            return try LuaBindings.checkedColor(call, call.string(at: 1)!, function: "Color")
        case .number:
            var components: [Double] = []
            for index in Int32(1)...4 {
                guard let value = try args.number(at: index, name: ["red", "green", "blue", "opacity"][Int(index) - 1])
                else { break }
                components.append(try component(value, args))
            }
            guard components.count >= 3 else {
                throw args.fail(
                    "expected red, green and blue from 0 to 1, as Color(1, 0.5, 0), got \(components.count) number\(components.count == 1 ? "" : "s")"
                )
            }
            try args.expectNoArguments(from: 5)
            return ColorValue(
                red: components[0], green: components[1], blue: components[2],
                opacity: components.count == 4 ? components[3] : 1
            ).hex
        case .table:
            let keys = try args.checkKeys(table: 1, allowed: ["red", "green", "blue", "white", "opacity"])
            func value(_ key: String, _ missing: Double) throws(LuaError) -> Double {
                try (args.number(key: key, table: 1)).map { v throws(LuaError) in try component(v, args) } ?? missing
            }
            let opacity = try value("opacity", 1)
            if keys.contains(3) {
                guard !keys.containsAny(in: 0..<3) else {
                    throw args.fail("give white or red, green and blue, not both")
                }
                return ColorValue(white: try value("white", 0), opacity: opacity).hex
            }
            return ColorValue(
                red: try value("red", 0), green: try value("green", 0), blue: try value("blue", 0), opacity: opacity
            ).hex
        default:
            throw args.fail(
                "expected a colour name such as \"red\", a hex colour such as \"#FF8800\", Color(r, g, b) or Color { red =, green =, blue = }, got \(describe(call, at: 1))"
            )
        }
    }

    /// A colour component: SwiftUI accepts any number (extended range) and a screen clamps it;
    /// NaN is a mistake.
    private static func component(_ value: Double, _ args: Arguments) throws(LuaError) -> Double {
        guard !value.isNaN else {
            throw args.fail("a colour component must be a number from 0 to 1, got \(formatPoints(value))")
        }
        return value
    }
}
