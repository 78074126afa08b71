import PlumbLayout
import PlumbLua
import PlumbScriptAPI
import Testing

/// The modifiers the script API declares by their parameters, bound with no code of their own:
/// each is held to its declaration through real scripts.
struct DeclaredModifierTests {
    static let declared: [APIEntry] = ScriptAPI.entries.filter { $0.kind == .modifier && $0.parameters != nil }

    static func error(_ source: String) -> String {
        do {
            _ = try PlumbScript().run(source: source, chunkName: "test.lua")
            return "no error"
        } catch {
            return error.message
        }
    }

    static func view(_ source: String) throws -> View {
        try PlumbScript().run(source: source, chunkName: "test.lua")
    }

    @Test func theLayoutCoreHasCodeForExactlyTheDeclaredModifiers() {
        #expect(Set(NamedModifiers.all.keys) == Set(Self.declared.map(\.name)))
        #expect(Self.declared.count >= 13)
    }

    /// A value of each kind a script writes, and one of another kind.
    static func sample(_ parameter: Parameter) -> (valid: String, wrong: String) {
        switch parameter.kind {
        case .number, .length, .fraction: ("0.5", "\"x\"")
        case .boolean: ("false", "1")
        case .text: ("\"Home\"", "3")
        case .color: ("\"red\"", "true")
        case .name(let set): ("\"\(set.values[0])\"", "7")
        }
    }

    /// Every declared modifier takes its example call, all its parameters by position, and its
    /// labelled ones by name; and each call adds to the view what the core's code does.
    @Test(arguments: declared.map(\.name))
    func everyDeclaredModifierTakesItsArguments(_ name: String) throws {
        let entry = try #require(ScriptAPI.entry(named: name, kind: .modifier))
        let parameters = try #require(entry.parameters)
        let plain = try Self.view("return Text(\"a\")")
        let example = try Self.view("return Text(\"a\"):\(entry.exampleCall)")
        // What has no effect (`formStyle` on iOS) changes nothing; everything else does.
        #expect(
            entry.effect == .none || example.decorations != plain.decorations
                || example.environment != plain.environment || example.typeName != plain.typeName,
            "\(entry.exampleCall) changed nothing")
        let positional = parameters.map { Self.sample($0).valid }.joined(separator: ", ")
        _ = try Self.view("return Text(\"a\"):\(name)(\(positional))")
        // The parameters before the first labelled one by position, the rest by name.
        if let firstLabelled = parameters.firstIndex(where: \.isLabelled) {
            let leading = parameters[..<firstLabelled].map { Self.sample($0).valid }
            let fields = parameters[firstLabelled...].filter(\.isLabelled)
                .map { "\($0.name) = \(Self.sample($0).valid)" }.joined(separator: ", ")
            _ = try Self.view("return Text(\"a\"):\(name)(\((leading + ["{ \(fields) }"]).joined(separator: ", ")))")
        }
    }

    /// A value of another kind names the parameter and what it takes; an unknown name in the
    /// table is refused with the names it may have; one argument too many is an error.
    @Test(arguments: declared.map(\.name))
    func everyDeclaredModifierRefusesWhatItDoesNotTake(_ name: String) throws {
        let entry = try #require(ScriptAPI.entry(named: name, kind: .modifier))
        let parameters = try #require(entry.parameters)
        for (position, parameter) in parameters.enumerated() {
            var arguments = parameters.map { Self.sample($0).valid }
            arguments[position] = Self.sample(parameter).wrong
            let message = Self.error("return Text(\"a\"):\(name)(\(arguments.joined(separator: ", ")))")
            #expect(message.contains("test.lua:1: \(name): "), "\(message)")
            if case .color = parameter.kind {
                #expect(message.contains("expected a colour name"), "\(message)")
            } else {
                #expect(message.contains("\(parameter.name) must be"), "\(message)")
            }
        }
        let tooMany = (parameters.map { Self.sample($0).valid } + ["1"]).joined(separator: ", ")
        let message = Self.error("return Text(\"a\"):\(name)(\(tooMany))")
        #expect(
            message.contains(parameters.isEmpty ? "takes no arguments here" : "got another: number"), "\(message)")
        if parameters.contains(where: \.isLabelled) {
            let unknown = Self.error("return Text(\"a\"):\(name) { radious = 1 }")
            #expect(unknown.contains("\(name): unknown option 'radious'"), "\(unknown)")
        } else if !parameters.isEmpty {
            let table = Self.error("return Text(\"a\"):\(name) { \(parameters[0].name) = 1 }")
            #expect(table.contains("\(name): expected a"), "\(table)")
        }
    }

    @Test func aRequiredArgumentLeftOutIsNamedWithAnExample() {
        #expect(
            Self.error("return Text(\"a\"):opacity()")
                == "test.lua:1: opacity: expected an opacity (a number from 0 to 1), as opacity(0.5), got no value")
        #expect(
            Self.error("return Text(\"a\"):blur { opaque = true }")
                == "test.lua:1: blur: expected a radius (a number of points ≥ 0), as blur(8), got table")
    }

    @Test func aLabelledArgumentMayComeByPositionOrByNameButNotBoth() throws {
        #expect(
            Self.error("return Text(\"a\"):blur(2, { radius = 3 })")
                == "test.lua:1: blur: radius is given twice: by position and by name")
        let byName = try Self.view("return Text(\"a\"):blur { radius = 3, opaque = true }")
        let byPosition = try Self.view("return Text(\"a\"):blur(3, true)")
        let mixed = try Self.view("return Text(\"a\"):blur(3, { opaque = true })")
        for view in [byName, byPosition, mixed] { #expect(view.decorations == [.blur(radius: 3)]) }
    }

    /// The kinds' checks: a fraction is taken as its nearer end, as SwiftUI draws it; a length
    /// is not negative; a number is finite; a name is one of its set's, with the nearest.
    @Test func theKindsCheckTheirValues() throws {
        #expect(try Self.view("return Text(\"a\"):opacity(1.5)").decorations == [.opacity(1)])
        #expect(try Self.view("return Text(\"a\"):opacity(-2)").decorations == [.opacity(0)])
        #expect(Self.error("return Text(\"a\"):cornerRadius(1/0)").contains("radius must be a finite number ≥ 0, got"))
        #expect(
            Self.error("return Text(\"a\"):zIndex(0/0)").hasSuffix("zIndex: index must be a finite number, got NaN"))
        #expect(
            Self.error("return Text(\"a\"):fontWeight(\"heavyy\")")
                .contains(
                    "fontWeight: unknown font weight 'heavyy' (did you mean 'heavy'?); font weights: ultraLight, thin"))
    }

    @Test func theSignatureIsMadeFromTheParameters() throws {
        let blur = try #require(ScriptAPI.entry(named: "blur", kind: .modifier))
        #expect(blur.signature == "(radius: number|{radius?: number, opaque?: boolean}, opaque?: boolean): View")
        let opacity = try #require(ScriptAPI.entry(named: "opacity", kind: .modifier))
        #expect(opacity.signature == "(opacity: number): View")
        let hidden = try #require(ScriptAPI.entry(named: "hidden", kind: .modifier))
        #expect(hidden.signature == "(): View")
    }
}
