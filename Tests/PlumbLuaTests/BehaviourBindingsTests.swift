import PlumbLayout
import PlumbScriptAPI
import Testing

@testable import PlumbLua

/// SwiftUI's behaviour-only modifiers are accepted and change nothing.
@Suite("Behaviour-only modifiers")
struct BehaviourBindingsTests {
    /// Every frame of the laid-out tree, in order.
    func frames(_ source: String) throws -> [Rect] {
        let script = try PlumbScript()
        let view = try script.run(source: source, chunkName: "test.lua")
        let result = script.withLayoutPass {
            LayoutEngine().layout(view, canvas: ProposedSize(width: 400, height: 300))
        }
        var frames: [Rect] = []
        var pending = [result.root]
        while let placed = pending.popLast() {
            frames.append(placed.frame)
            pending += placed.children.reversed()
        }
        return frames
    }

    static let card = """
        HStack { spacing = 8,
          Rectangle():frame { width = 40, height = 30 }%@,
          VStack { alignment = "leading", Text("Title"):font("headline")%@, Text("A longer line of text")%@ },
        }:padding()%@
        """

    @Test func everyOneIsAcceptedAndLeavesTheLayoutAsItIs() throws {
        #expect(ScriptAPI.behaviour.count >= 30)
        let plain = try frames("return " + Self.card.replacingOccurrences(of: "%@", with: ""))
        for entry in ScriptAPI.behaviour {
            #expect(entry.effect == .none && entry.kind == .modifier, "\(entry.name)")
            let call = ":\(entry.name)(function() error('never called') end, \"x\")"
            let withIt = try frames("return " + Self.card.replacingOccurrences(of: "%@", with: call))
            #expect(withIt == plain, "\(entry.name) changed the layout")
        }
    }

    @Test func theViewComesBackUnchanged() throws {
        let script = try PlumbScript()
        let source = """
            local text = Text("a")
            local same = text:onTapGesture(function() end):accessibilityLabel("A"):animation("default")
            assert(rawequal(text, same), "a new view")
            return same:onAppear(function() end):help("tip"):contextMenu { Text("Copy") }
            """
        let view = try script.run(source: source, chunkName: "test.lua")
        #expect(view.typeName == "Text")
    }

    @Test func calledWithADotItSaysToUseAColon() throws {
        do {
            _ = try PlumbScript().run(source: "return Text(\"a\").onTapGesture(function() end)", chunkName: "test.lua")
            Issue.record("no error")
        } catch {
            #expect(
                error.message.hasPrefix("test.lua:1:18: onTapGesture: call modifiers with ':', not '.'"),
                "\(error.message)")
            #expect(error.caret == SourceMark(column: 18, length: 12))
        }
    }
}
