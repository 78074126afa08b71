import Foundation
import PlumbRun
import Testing

@testable import PlumbServe

/// Click a view, see the line that made it: every view the preview lays out carries the line
/// and column of the call that made it, in the explanation's nodes (`madeAt`), and the state
/// message carries the script's text (and, for a Swift file, the line map).
@Suite struct SourceTests {
    static let script = """
        -- a comment
        return VStack {
          Text("a"),
          Text("b")
            :padding(4),
          Rectangle():frame { width = 10, height = 10 },
        }

        """

    /// The explanation's nodes, depth first, from a picture of `document`.
    func nodes(_ document: PreviewDocument) throws -> [[String: Any]] {
        let picture = try #require(try document.picture(at: PreviewProposal(width: 200, height: 100))?.get())
        let root = try #require(parsedJSON(picture.explainJSON)?["root"] as? [String: Any])
        func flatten(_ node: [String: Any]) -> [[String: Any]] {
            [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
        }
        return flatten(root)
    }

    func source(_ part: [String: Any]?) -> (file: String, line: Int, column: Int?)? {
        guard let source = part?["madeAt"] as? [String: Any], let file = source["file"] as? String,
            let line = source["line"] as? Int
        else { return nil }
        return (file, line, source["column"] as? Int)
    }

    @Test func everyViewKnowsTheLineAndColumnThatMadeIt() throws {
        let document = try PreviewDocument(file: "view.lua", arguments: ["--canvas", "200x100"], console: .process)
        #expect(document.load(source: Self.script) == nil)
        let all = try nodes(document)
        let stack = try #require(all.first)
        #expect(source(stack)?.line == 2)
        #expect(source(stack)?.column == 8)
        #expect(source(stack)?.file == "view.lua")
        let a = try #require(all.first { ($0["view"] as? String)?.contains("\"a\"") == true })
        #expect(source(a)?.line == 3)
        #expect(source(a)?.column == 3)
        // A chain written over two lines: the padding is on line 5, the Text it wraps on line 4.
        let b = try #require(all.first { ($0["view"] as? String)?.contains("\"b\"") == true })
        #expect(source(b)?.line == 5, "\(b)")
        #expect(source(b)?.column == 6)
        let inner = try #require(b["inner"] as? [[String: Any]])
        #expect(inner.compactMap { source($0)?.line } == [4])
        // Rectangle():frame { … } on one line: the frame's column, then the Rectangle's.
        let frame = try #require(all.first { ($0["type"] as? String) == "frame" })
        #expect(source(frame)?.line == 6)
        #expect(source(frame)?.column == 15)
        #expect(
            ((frame["inner"] as? [[String: Any]]) ?? []).compactMap { source($0)?.column } == [3])
    }

    @Test func aModifierThatOnlySetsTheEnvironmentKeepsTheLineOfTheView() throws {
        let document = try PreviewDocument(file: "view.lua", arguments: ["--canvas", "200x100"], console: .process)
        #expect(document.load(source: "return Text(\"x\")\n  :font(\"title\")\n") == nil)
        let root = try #require(try nodes(document).first)
        #expect(source(root)?.line == 1)
    }

    @Test func plumbExplainRecordsNoSources() throws {
        let folder = NSTemporaryDirectory() + "plumb-source-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/view.lua"
        try Self.script.write(toFile: path, atomically: true, encoding: .utf8)
        let explain = plumbOutput(["explain", path, "--format", "json", "--canvas", "200x100"])
        #expect(explain.status == 0)
        #expect(!explain.output.contains("\"madeAt\""))
    }

    @Test func theStateCarriesTheScriptsTextAndTheSwiftLineMap() throws {
        let document = try PreviewDocument(file: "View.swift", arguments: ["--canvas", "200x100"], console: .process)
        let swift = "struct V: View {\n  var body: some View {\n    Text(\"a\").frame(width: \"w\")\n  }\n}\n"
        // The Lua a Swift file became: its line 2 was made from Swift line 3.
        let lua = "return Text(\"a\")\n  :frame { width = \"w\" }\n"
        document.apply(.imported(lua: lua, swift: swift, lineMap: [1: 3, 2: 3]))
        let error = try #require(document.error)
        #expect(error.line == 3, "\(error)")
        #expect(error.sourceLine?.contains("Text(\"a\").frame") == true)
        let state = StateMessage(
            generation: 1, proposal: PreviewProposal(width: 1, height: 1), guides: false, picture: nil,
            error: error, source: document.source)
        let object = try #require(parsedJSON(state.json))
        let shown = try #require(object["source"] as? [String: Any])
        #expect(shown["language"] as? String == "swift")
        #expect(shown["text"] as? String == swift)
        #expect((shown["lineMap"] as? [String: Any])?["2"] as? Int == 3)
        // A Lua script: its own text, no map.
        document.apply(.source("return Text(\"b\")\n"))
        #expect(
            document.source
                == PreviewSource(file: "View.swift", language: "lua", text: "return Text(\"b\")\n", lineMap: nil))
    }
}
