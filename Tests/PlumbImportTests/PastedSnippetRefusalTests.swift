import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Pasted snippets (`Fresh/`) that Swift does not compile as pasted, or that ask for what Plumb does
/// not have, are refused at the Swift position of the cause, saying why. (Each reason is also
/// tested on Swift written here, in RefusalTests.)
@Suite("Pasted snippets refused where they are written")
struct PastedSnippetRefusalTests: FreshSnippetSuite {
    @Test func aFlattenedSnippetIsNotSwift() throws {
        // The page flattened the snippet onto one line; Swift cannot parse it either.
        let swift = try String(
            contentsOf: testsFolder.appendingPathComponent("Fresh/f12-fieldguide-hstack.swift.txt"), encoding: .utf8)
        #expect(throws: ImportError.self) { try SwiftImporter.translate(source: swift, fileName: "f12.swift") }
    }

    @Test func aStructShadowingLazyHGridContainsItself() throws {
        // `struct LazyHGrid: View` calls `LazyHGrid(rows:…)` in its own body: Swift cannot compile it
        // (the struct shadows SwiftUI's), and the importer says the view contains itself.
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: try source("f31-velog-lazyhgrid"), fileName: "f31.swift")
        }
        #expect(error?.message.contains("contains itself") == true)
    }

    @Test func aColourInitTheSnippetDoesNotDeclareIsRefused() throws {
        // `Color.init(hexString:)` is an extension the page does not show: refused where it is written.
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: try source("f27-csdn-lazyvgrid-fixed"), fileName: "f27.swift")
        }
        #expect(error?.line == 19)
        #expect(error?.column == 12)
        #expect(error?.message.contains("Color(hexString:)") == true)
    }

    @Test func aBadgeModifierTheSnippetDoesNotDeclareIsRefused() throws {
        // `.badge(1000, alignment:)` is the episode's own modifier, not in the snippet (SwiftUI's
        // badge has no alignment): refused where it is written.
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: try source("f37-objcio-asicon-badge"), fileName: "f37.swift")
        }
        #expect(error?.line == 17)
        #expect(error?.column == 18)
    }

    @Test func whatSwiftRefusesIsRefusedAtItsPosition() throws {
        // Names the snippet does not declare (Swift cannot compile them as pasted either).
        #expect(try refusal("f42-velog-rudin-lazygrid").map { "\($0.line):\($0.column)" } == "3:17")
        #expect(try refusal("f55-sturdysturge-gridrowcontent").map { "\($0.line):\($0.column)" } == "7:9")
        #expect(try refusal("f59-juejin-edgeinsets-minghua").map { "\($0.line):\($0.column)" } == "3:22")
        #expect(try refusal("f68-scrowder-layout1view").map { "\($0.line):\($0.column)" } == "19:21")
        // Pages that flattened the code, and a gist's typo: not Swift.
        for name in ["f45-monoqlo-iosdc-bars", "f46-monoqlo-iosdc-trailing", "f62-wildstudio-padding-trailing"] {
            #expect(try refusal(name)?.message.contains("does not parse") == true)
        }
    }

    @Test func safeAreaInsetIsRefusedAtItsPosition() throws {
        let inset = try refusal("f44-zenn-samekard-safeareainset")
        #expect(inset.map { "\($0.line):\($0.column)" } == "12:10")
        #expect(inset?.message.contains("safeAreaInset") == true)
    }

    /// objc.io's settings form is macOS code: `.pickerStyle(.radioGroup)` is an error when the
    /// script runs, told at its Swift line (Plumb lays out iOS, where Swift refuses it too).
    @Test func aMacOSPickerStyleIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            "f237-objcio-settingsform", containing: "unknown picker style 'radioGroup'", atSwiftLine: 12)
    }

    /// Apple's labelStyle page uses a `MyCustomLabelStyle` it does not declare: an error when the
    /// script runs, told at the modifier's Swift line (Swift refuses it too).
    @Test func anUndeclaredLabelStyleIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            "f260-apple-labelstyle-custom", containing: "unknown label style 'myCustom'", atSwiftLine: 6)
    }

    /// Apple's `navigationBarTitle(_:displayMode:)` page writes `Text("…", displayMode: .inline)`, no
    /// initialiser of Text (Swift refuses it): an error when the script runs, told at the modifier's
    /// Swift line.
    @Test func aTitleThatIsNoTextIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            "f345-apple-navigationbartitle-displaymode", containing: "navigationTitle: expected a title",
            atSwiftLine: 10)
    }

    /// Refused where it is written, by design: CS193p's `AspectVGrid` has no preview and its
    /// `items` has no value, and its grid reads them (how many cards there are decides it), so
    /// the message names the property and the `#Preview` to write; SwiftUI's canvas shows nothing
    /// without a preview either.
    @Test func theGridWithoutItemsIsRefusedAtItsProperty() throws {
        try expectRefused(
            "f519-crazyreleaser-cs193p-aspectvgrid", 12, 9,
            "AspectVGrid is the view shown, but its 'items' has no value")
    }

    /// `name` imports, and its script fails when it runs with a message containing `message`,
    /// told at `line` of the Swift file.
    func expectRunTimeError(
        _ name: String, containing message: String, atSwiftLine line: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let script = try SwiftImporter.translate(source: try source(name), fileName: "\(name).swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "\(name).swift", width: 400, height: 600)
            Issue.record("expected \(name) to fail when it runs", sourceLocation: sourceLocation)
        } catch let error as LuaError {
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
            #expect(
                script.swiftPosition(ofLuaLine: try #require(error.line))?.line == line, sourceLocation: sourceLocation)
        }
    }
}
