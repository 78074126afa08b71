import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// The script, as closures reach it that its own VM or its views keep: one per script
/// (`PlumbScript.owner`), cleared when the script goes (its `deinit`), so that a closure run after
/// that (a view laid out once its script is gone, a `__gc` while the state closes) reads nil.
///
/// Not a Swift `weak` reference: any weak reference gives the script a side table, and
/// every retain and release of it then takes the runtime's slow path. Every binding reads the
/// script, so at flat 10⁵ a view's call paid a weak load and a slow release: 11% of the bindings'
/// time. Set and cleared on the script's thread, and read where the script's views are laid out,
/// which is always with the script held (`ScriptRun`).
final class ScriptOwner {
    private var reference: Unmanaged<PlumbScript>?

    var script: PlumbScript? { reference?.takeUnretainedValue() }

    /// Set once, by the script, when it is made.
    func attach(_ script: PlumbScript) { reference = .passUnretained(script) }
    /// The script is going: closures run from now on find no script.
    func detach() { reference = nil }

    func get(_ args: Arguments) throws(LuaError) -> PlumbScript {
        guard let script else { throw args.fail("the script has finished") }
        return script
    }

    /// Runs `body` with the script, not retained (for the bindings every view passes through:
    /// a retain and a release a call).
    func with<Result>(_ args: Arguments, _ body: (PlumbScript) throws(LuaError) -> Result) throws(LuaError) -> Result {
        guard let reference else { throw args.fail("the script has finished") }
        return try reference.withGuaranteedRef(body)
    }
}

/// The Lua API: SwiftUI's names, one table per container, modifiers as methods returning new views.
enum LuaBindings {
    static let viewClass = "View"
    static let horizontalClass = "HorizontalAlignment"
    static let verticalClass = "VerticalAlignment"
    static let alignmentClass = "Alignment"
    static let dimensionsClass = "ViewDimensions"

    static func install(in script: PlumbScript) {
        let vm = script.vm
        luashim_bind_class(vm.state, viewSlot, viewClass)
        installLeaves(vm)
        installContainers(vm, script: script)
        installModifiers(vm, script: script)
        installAlignments(vm)
        installNamespaces(vm, script: script)
    }

    /// The class slot of `viewClass` (see `luashim_bind_class`): views are made and read on
    /// every call, so their metatable is found by slot, not by name.
    static let viewSlot: Int32 = 0

    /// Pushes a new view for Lua, counting its Swift-side bytes against the memory cap.
    static func pushView(_ call: LuaCall, _ view: View) {
        guard call.ensureStack(3) else { return }
        if view.source == nil, LuaStateAnchor.of(call.state)?.recordsViewSources == true {
            view.source = CallSites.viewSource(call)
        }
        _ = luashim_newobject_in(call.state, Unmanaged.passRetained(view).toOpaque(), viewSlot, view.chargedBytes)
    }

    /// The view at `index`, or nil when the value there is not a view.
    static func view(_ call: LuaCall, at index: Int32) -> View? {
        viewReference(call, at: index)?.takeUnretainedValue()
    }

    /// `view(_:at:)` not retained: valid while the value stays where it is on the stack.
    static func viewReference(_ call: LuaCall, at index: Int32) -> Unmanaged<View>? {
        guard let pointer = luashim_toobject_in(call.state, index, viewSlot) else { return nil }
        // Only views are pushed with the view class (`pushView`).
        return Unmanaged<View>.fromOpaque(pointer)
    }

    /// The value at `index` as a view: a view, or a string made a Text; nil for nil. (A label, a
    /// title, a header: SwiftUI takes a string or a view in the same places.)
    static func viewOrText(_ args: Arguments, at index: Int32, name: String) throws(LuaError) -> View? {
        let call = args.call
        switch call.type(at: index) {
        case .nil, .none: return nil
        case .string: return View.text(visibleText(call.string(at: index)!))
        default:
            guard let view = view(call, at: index) else {
                throw args.fail("\(name) must be a view or a string, got \(describe(call, at: index))")
            }
            return view
        }
    }

    /// Text and ids from a script with control characters made visible: drawn in the terminal,
    /// they would be escape sequences. C0 and DEL become their symbols from Unicode's Control
    /// Pictures block (U+241B "␛" for ESC, U+2421 "␡" for DEL), one cell each; C1 (U+0080–U+009F),
    /// which has no symbols there, is written as errors write it, `\u{9b}`. The SVG, the JSON and
    /// the page are made from the same text, so none of them holds a control character either.
    static func visibleText(_ text: String) -> String {
        var text = text
        let clean = text.withUTF8 { bytes in
            // Fast path over the bytes: C0, DEL, and the UTF-8 lead byte of C1 (U+0080–U+009F).
            !bytes.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 }
        }
        guard !clean, text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !isControl(scalar) {
                result.append(scalar)
            } else if scalar.value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            }
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    // MARK: - Describing values in messages

    /// "a string", "nil", "a View", … for "expected X, got Y" messages.
    static func describe(_ stack: LuaCall, at index: Int32) -> String {
        switch stack.type(at: index) {
        case .none: return "no value"
        case .nil: return "nil"
        case .userdata: return stack.typeName(at: index)
        case .table: return TextBindings.valueTypeName(stack, at: index) ?? "table"
        default: return stack.typeName(at: index)
        }
    }
}
