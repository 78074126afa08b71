import PlumbScriptAPI

/// SwiftUI's modifiers that attach behaviour and no layout: gestures, lifecycle actions,
/// animations, presentations, text input and accessibility. A snippet copied from an app has
/// them (`.onTapGesture { … }`), and its layout is the same without them, so Plumb accepts each
/// with any arguments and returns the view unchanged: nothing runs, nothing is drawn, and the
/// functions passed are never called.
///
/// Left to others: `zIndex` (drawing order), and the controls' modifiers (`disabled`, `role`, …)
/// with the controls.
enum BehaviourBindings {
    static func install(in script: PlumbScript) {
        var methods: [String: (LuaCall) throws(LuaError) -> Int32] = [:]
        for entry in ScriptAPI.behaviour { methods[entry.name] = accepted(entry.name) }
        script.vm.registerClass(LuaBindings.viewClass, methods: methods)
    }

    /// A modifier that returns its view unchanged (a view is an immutable value).
    private static func accepted(_ name: String) -> (LuaCall) throws(LuaError) -> Int32 {
        return { call throws(LuaError) -> Int32 in
            guard LuaBindings.view(call, at: 1) != nil else {
                throw HabitBindings.notOnAView(Arguments(call, name), name)
            }
            call.pushValue(at: 1)
            return 1
        }
    }
}
