import PlumbImport
import Testing

/// What the importer drops or keeps as a no-op is said in a Lua comment at the end of the line of
/// the call that dropped it: one comment per construct, none where nothing is dropped.
struct DroppedNoteTests {
    let action = "-- action dropped: Plumb lays out, it does not run actions"

    func lua(_ body: String) throws -> [String] {
        let swift = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        _ = try layOut(lua: script.lua, chunkName: "V.swift", width: 400, height: 600)
        return script.lua.split(separator: "\n").map(String.init)
    }

    func line(containing s: String, in lines: [String]) throws -> String {
        try #require(lines.first { $0.contains(s) })
    }

    @Test func buttonActionIsNoted() throws {
        let lines = try lua("VStack { Button(\"Go\") { print(1) } }")
        let l = try line(containing: "Button(\"Go\"", in: lines)
        #expect(l.hasSuffix(action))
        #expect(lines.filter { $0.contains("action dropped") }.count == 1)
    }

    @Test func gestureAndLabelledActionsAreNoted() throws {
        let lines = try lua(
            """
            VStack {
                Text("Tap").onTapGesture { print(1) }
                Button(action: { print(2) }) { Text("Label") }
                Stepper("S", onIncrement: { }, onDecrement: { })
            }
            """)
        #expect(try line(containing: "onTapGesture", in: lines).hasSuffix(action))
        #expect(try line(containing: "\"Label\"", in: lines).hasSuffix(action))
        // Two no-op closures on one line: one comment.
        let stepper = try line(containing: "Stepper", in: lines)
        #expect(stepper.hasSuffix(action))
        #expect(stepper.components(separatedBy: "action dropped").count == 2)
    }

    @Test func droppedLabelsAreNoted() throws {
        let lines = try lua(
            """
            ScrollView(.vertical, showsIndicators: false) {
                ForEach(["a", "b"], id: \\.self) { s in
                    Button("Delete \\(s)", role: .destructive) { }
                }
            }
            """)
        #expect(try line(containing: "ScrollView", in: lines).hasSuffix("-- showsIndicators: not drawn"))
        #expect(try line(containing: "ForEach", in: lines).hasSuffix("-- id: dropped: Lua lists have no ids"))
        let button = try line(containing: "Button(", in: lines)
        #expect(button.contains("-- role: dropped: it does not change the layout"))
        #expect(button.contains("action dropped"))
    }

    @Test func nothingDroppedNoComment() throws {
        let lines = try lua("HStack(spacing: 4) { Text(\"a\"); Text(\"b\").padding() }")
        // Only the header comment.
        #expect(lines.filter { $0.contains("--") }.count == 1)
        #expect(lines[0].hasPrefix("-- Imported from"))
    }
}
