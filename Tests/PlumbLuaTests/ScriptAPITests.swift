import Foundation
import PlumbScriptAPI
import Testing

@testable import PlumbLua

/// The script API's registry (`ScriptAPI`) against what the bindings install, what
/// `types/plumb.d.lua` declares and what docs/api.md's tables list: one fact, declared once.
@Suite("The script API's registry")
struct ScriptAPITests {
    /// Globals that Lua's own libraries (as the sandbox opens them) install.
    static let luaGlobals: Set<String> = [
        "_G", "_VERSION", "assert", "collectgarbage", "coroutine", "error", "getmetatable", "ipairs", "load",
        "math", "next", "os", "pairs", "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "require",
        "select", "setmetatable", "string", "table", "tonumber", "tostring", "type", "utf8", "warn", "xpcall",
    ]

    @Test func everyNameIsDeclaredOnce() {
        var seen: Set<String> = []
        for entry in ScriptAPI.entries {
            let key = "\(entry.kind == .modifier ? "View:" : "")\(entry.name)"
            #expect(seen.insert(key).inserted, "\(key) is declared twice")
            #expect(!entry.summary.isEmpty && !entry.signature.isEmpty, "\(key)")
        }
    }

    @Test func theBindingsInstallExactlyTheRegistry() throws {
        let script = try PlumbScript()
        let methods = Set(script.vm.methodNames(ofClass: LuaBindings.viewClass).filter { !$0.hasPrefix("__") })
        #expect(methods.sorted() == Set(ScriptAPI.modifierNames).sorted())
        let globals = Set(script.vm.globalNames()).subtracting(Self.luaGlobals)
        #expect(globals.sorted() == Set(ScriptAPI.globalNames).sorted())
    }

    /// The names the bindings read are the value sets' (a name the bindings map to a core value
    /// cannot be missing from the set, or the other way round). Every colour name of the set is
    /// taken by `Color(…)` and `Color.…` as a script writes them, and a name outside it is
    /// refused with the set listed.
    @Test func theBindingsReadTheValueSets() throws {
        #expect(Set(LuaBindings.namedAlignments.keys) == Set(ScriptAPI.alignments.values))
        #expect(ScriptEnvironmentKey.allCases.map(\.rawValue) == ScriptAPI.environmentKeys.values)
        for name in ScriptAPI.colours.accepted.sorted() {
            _ = try PlumbScript().run(source: "return Color(\"\(name)\")", chunkName: "colour.lua")
            _ = try PlumbScript().run(source: "return Color.\(name)", chunkName: "colour.lua")
        }
        var message = ""
        do { _ = try PlumbScript().run(source: "return Color(\"chartreuse\")", chunkName: "colour.lua") } catch {
            message = error.message
        }
        #expect(message.contains("unknown colour 'chartreuse'"), "\(message)")
        #expect(message.contains("colours: \(ScriptAPI.colours.listed),"), "\(message)")
    }

    /// Each function taking an option table accepts exactly the registry's keys: a key it does not
    /// know is refused with the table's keys listed.
    @Test(arguments: [
        ("frame", "Rectangle():frame { %@ }", ScriptAPI.frameOptions),
        ("Button", "Button { %@ }", ScriptAPI.buttonOptions),
        ("Toggle", "Toggle { %@ }", ScriptAPI.toggleOptions),
        ("ProgressView", "ProgressView { %@ }", ScriptAPI.progressOptions),
        ("TextField", "TextField { %@ }", ScriptAPI.textFieldOptions),
        ("SecureField", "SecureField { %@ }", ScriptAPI.secureFieldOptions),
        ("Slider", "Slider { %@ }", ScriptAPI.sliderOptions),
        ("Stepper", "Stepper { %@ }", ScriptAPI.stepperOptions),
        ("Picker", "Picker { %@ }", ScriptAPI.pickerOptions),
        ("GroupBox", "GroupBox { %@ }", ScriptAPI.groupBoxOptions),
        ("NavigationLink", "NavigationLink { %@ }", ScriptAPI.navigationLinkOptions),
    ])
    func theBindingTakesItsOptionTable(_ name: String, _ call: String, _ table: OptionTable) throws {
        let source = "return " + call.replacingOccurrences(of: "%@", with: "zzUnknown = 1")
        var message = ""
        do { _ = try PlumbScript().run(source: source, chunkName: "options.lua") } catch { message = error.message }
        #expect(message.contains("unknown option 'zzUnknown'"), "\(name): \(message)")
        #expect(message.contains("expected \(table.keys.sorted().joined(separator: ", "))"), "\(name): \(message)")
    }

    /// The part of `types/plumb.d.lua` after `ScriptAPI.luaTypesMarker` is made from the registry
    /// (`PLUMB_UPDATE_GOLDENS=1` writes it); the part before it (aliases, classes) declares no
    /// view, modifier or global of its own.
    @Test func theTypesFileIsMadeFromTheRegistry() throws {
        let file = repositoryRoot.appendingPathComponent("types/plumb.d.lua")
        let types = try String(contentsOf: file, encoding: .utf8)
        let handWritten = types.components(separatedBy: ScriptAPI.luaTypesMarker)[0]
        let expected = handWritten.trimmingCharacters(in: .newlines) + "\n\n" + ScriptAPI.luaTypes()
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDENS"] == "1", types != expected {
            try expected.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(
            types == expected,
            "types/plumb.d.lua is not the registry's: run PLUMB_UPDATE_GOLDENS=1 swift test --filter ScriptAPITests")
        for line in handWritten.split(separator: "\n") {
            let declaresView = line.hasPrefix("function View:")
            let declaresGlobal =
                line.hasPrefix("function ") && !line.prefix { $0 != "(" }.contains(":")
                || line.hasSuffix(" = {}") && !line.hasPrefix("local ")
            #expect(!declaresView && !declaresGlobal, "declare \(line) in the registry, not by hand")
            let declared = line.hasPrefix("---@class ") ? line.split(separator: " ")[1] : ""
            #expect(
                !ScriptAPI.optionTables.contains { $0.name == declared },
                "the class \(declared) is an option table's: declare it in the registry, not by hand")
            let alias = line.hasPrefix("---@alias ") ? line.split(separator: " ")[1] : ""
            #expect(
                !ScriptAPI.valueSets.contains { $0.name == alias },
                "the alias \(alias) is a value set's: declare it in the registry, not by hand")
        }
    }

    /// docs/api.md's reference tables, between `ScriptAPI.readmeMarkers`, are the registry's.
    @Test func theAPIReferenceIsMadeFromTheRegistry() throws {
        let file = repositoryRoot.appendingPathComponent("docs/api.md")
        let readme = try String(contentsOf: file, encoding: .utf8)
        let (begin, end) = ScriptAPI.readmeMarkers
        guard let start = readme.range(of: begin), let stop = readme.range(of: end) else {
            Issue.record("docs/api.md has no API reference between \(begin) and \(end)")
            return
        }
        let expected = readme.replacingCharacters(
            in: start.lowerBound..<stop.upperBound, with: ScriptAPI.markdownReference())
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDENS"] == "1", readme != expected {
            try expected.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(
            readme == expected,
            "docs/api.md's API reference is not the registry's: run PLUMB_UPDATE_GOLDENS=1 swift test --filter ScriptAPITests"
        )
    }
}

/// The repository's root (this file is Tests/PlumbLuaTests/ScriptAPITests.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
