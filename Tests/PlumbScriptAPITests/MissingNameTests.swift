import PlumbScriptAPI
import Testing

/// The SwiftUI names Plumb lacks: never a name the registry has, each with its advice.
@Suite("SwiftUI names Plumb lacks")
struct MissingNameTests {
    @Test func noMissingNameIsInTheRegistry() {
        let registry = Set(ScriptAPI.entries.map(\.name))
        for name in ScriptAPI.missingNames.keys {
            #expect(!registry.contains(name), "\(name) is in the registry and in the missing names")
        }
    }

    @Test func everyAdviceSaysWhatToDoWithoutRepeatingTheName() {
        for missing in ScriptAPI.missingNames.values {
            #expect(!missing.advice.isEmpty, "\(missing.name)")
            #expect(!missing.advice.hasPrefix("Plumb"), "\(missing.name): the message already says Plumb lacks it")
            #expect(missing.message.hasPrefix("Plumb does not have \(missing.name): "))
        }
    }
}
