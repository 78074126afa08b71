import Foundation
import PlumbLayout
import PlumbRun
import PlumbTestSupport
import Testing

@testable import PlumbServe

/// The page's toggles (Dynamic Type size, size classes, variants as a contact sheet): the same
/// option types as `plumb run`, and the same pictures.
@Suite(.watchdog()) struct ToggleTests {
    static let script = """
        -- plumb: --variants size-class=compact,regular
        return VStack { spacing = 4,
          Text("Dynamic Type"),
          Rectangle():frame { width = 40, height = 10 },
        }

        """

    /// A script file and a document on it.
    func document(_ source: String = script) throws -> (PreviewDocument, String, () -> Void) {
        let folder = NSTemporaryDirectory() + "plumb-toggle-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/view.lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let document = try PreviewDocument(file: path, arguments: ["--canvas", "300x200"], console: .process)
        #expect(document.load(source: source) == nil)
        return (document, path, { try? FileManager.default.removeItem(atPath: folder) })
    }

    @Test func dynamicTypeAndSizeClassLayOutAsThePlumbRunOptionsDo() throws {
        // No declared variants here: `plumb run --format json` would print the sheet's array.
        let (document, path, cleanUp) = try document(Self.script.replacingOccurrences(of: "-- plumb:", with: "--"))
        defer { cleanUp() }
        let options = PreviewOptions(dynamicTypeSize: .accessibility3, horizontalSizeClass: .compact)
        let picture = try #require(
            try document.picture(at: PreviewProposal(width: 300, height: 200), options: options)?.get())
        let run = plumbOutput([
            "run", path, "--format", "json", "--canvas", "300x200", "--dynamic-type", "accessibility3",
            "--size-class", "compact",
        ])
        #expect(run.status == 0)
        #expect(parsedJSON(picture.layoutJSON) == parsedJSON(run.output))
        // And it is another layout than the default size's.
        let plain = try #require(try document.picture(at: PreviewProposal(width: 300, height: 200))?.get())
        #expect(plain.layoutJSON != picture.layoutJSON)
        #expect(picture.sheetSVG == nil)
    }

    @Test func theTextToggleLaysOutAsPlumbRunsTextOptionDoes() throws {
        let (document, path, cleanUp) = try document(Self.script.replacingOccurrences(of: "-- plumb:", with: "--"))
        defer { cleanUp() }
        let picture = try #require(
            try document.picture(
                at: PreviewProposal(width: 300, height: 200), options: PreviewOptions(textMeasurement: .points))?
                .get())
        let run = plumbOutput(["run", path, "--format", "json", "--canvas", "300x200", "--text", "points"])
        #expect(run.status == 0)
        #expect(parsedJSON(picture.layoutJSON) == parsedJSON(run.output))
        let plain = try #require(try document.picture(at: PreviewProposal(width: 300, height: 200))?.get())
        #expect(plain.layoutJSON != picture.layoutJSON)
    }

    @Test func variantsAreTheContactSheetOfPlumbRun() throws {
        let (document, path, cleanUp) = try document()
        defer { cleanUp() }
        let chosen = ["dynamic-type=large,accessibility3"]
        let picture = try #require(
            try document.picture(
                at: PreviewProposal(width: 300, height: 200), options: PreviewOptions(variants: chosen))?
                .get())
        let run = plumbOutput(["run", path, "--format", "svg", "--canvas", "300x200", "--variants", chosen[0]])
        #expect(picture.sheetSVG == run.output.trimmingCharacters(in: .newlines))
        #expect(picture.sheetSVG?.contains("dynamic-type=accessibility3") == true)
        // The script's own declaration: `[]`.
        #expect(picture.declaredVariants == ["size-class=compact,regular"])
        let declared = try #require(
            try document.picture(at: PreviewProposal(width: 300, height: 200), options: PreviewOptions(variants: []))?
                .get())
        let declaredRun = plumbOutput(["run", path, "--format", "svg", "--canvas", "300x200"])
        #expect(declared.sheetSVG == declaredRun.output.trimmingCharacters(in: .newlines))
        #expect(declared.sheetSVG?.contains("size-class=regular") == true)
    }

    @Test func theTogglesAreParsedAndBadOnesSayWhatWasExpected() throws {
        let message = try ProposeMessage.parse(
            #"{"type":"propose","width":10,"height":10,"dynamicType":"xxxLarge","sizeClass":"regular","verticalSizeClass":"compact","text":"points","variants":["width=100,200"]}"#
        ).get()
        #expect(
            message.options
                == PreviewOptions(
                    dynamicTypeSize: .xxxLarge, horizontalSizeClass: .regular, verticalSizeClass: .compact,
                    textMeasurement: .points, variants: ["width=100,200"]))
        let nulls = try ProposeMessage.parse(#"{"type":"propose","dynamicType":null,"variants":null}"#).get()
        #expect(nulls.options == PreviewOptions())
        for (text, expected) in [
            (#"{"type":"propose","dynamicType":"acessibility3"}"#, #"did you mean "accessibility3"?"#),
            (#"{"type":"propose","sizeClass":"wide"}"#, "is not compact or regular"),
            (#"{"type":"propose","sizeClass":3}"#, "must be strings or null"),
            (#"{"type":"propose","text":"pixels"}"#, "is not cells or points"),
            (#"{"type":"propose","variants":["colour=red"]}"#, "--variants takes KEY=V1,V2"),
            (#"{"type":"propose","variants":"width"}"#, "variants must be null or a list"),
        ] {
            guard case .failure(let error) = ProposeMessage.parse(text) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func aToggleGivesItsPictureOnTheSocket() async throws {
        let served = try await ServedScript(Self.script, arguments: ["--canvas", "300x200"])
        let port = served.server.port
        let client = try RawClient(port: port)
        let token = try await offPool { try client.openPage(port: port) }
        let first = try await offPool { try client.readState { $0["picture"] is [String: Any] } }
        #expect(((first["picture"] as? [String: Any])?["sheet"]) is NSNull)
        try await offPool {
            try RawClient.propose(#""width":300,"height":200,"variants":[]"#, token: token, port: port)
        }
        let sheet = try await offPool {
            try client.readState { (($0["picture"] as? [String: Any])?["sheet"] as? String) != nil }
        }
        #expect((sheet["options"] as? [String: Any])?["variants"] as? [String] == [])
        let svg = try #require((sheet["picture"] as? [String: Any])?["sheet"] as? String)
        #expect(svg.contains("size-class=compact"))
    }
}
