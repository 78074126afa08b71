import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// The tenth round of snippets the importer was not written against (`Fresh/f207`–`f238`): 32
/// found after the sweep (Sources/PlumbImport/README.md, "The sweep"), Apple's documentation first
/// (the first example of each control's page, in alphabetical order), then pages, then the code
/// search in its order, each tried once before any change made for it. 15 compile as pasted, and
/// 10 of those ran on the first try. Here every one that Plumb can lay out is run, the geometry
/// its source makes evident is checked, and what is refused is refused at its Swift position.
struct FreshSnippetWave9Tests: FreshSnippetSuite {
    static let laidOut = [
        "f207-apple-button", "f209-apple-disclosuregroup", "f211-apple-gauge", "f212-apple-label", "f214-apple-link",
        "f215-apple-list", "f216-apple-menu", "f218-apple-progressview", "f219-apple-slider", "f221-apple-textfield",
        "f222-apple-toggle", "f223-codesearch-weather-newyork", "f225-polinaefimovaa-loginview",
        "f226-tniraj7-loginview", "f227-simms-loginview", "f231-aij914-calculator", "f232-okonovurmat-calculator",
        "f234-kejlor-profilestats", "f235-edwardribas-profileview", "f236-codesearch-profileview",
        "f238-sureshjoshi-toggles",
    ]

    /// Refused where it is written: nine that do not compile as pasted (a view, a model or a value
    /// the file does not declare), and one that compiles but shows a view whose `Double` has no
    /// value and no preview to give it one (a stand-in would change its text's width).
    @Test(arguments: [
        ("f208-apple-controlgroup", 2, 1, "unknown view 'ContentView'"),
        ("f210-apple-form", 6, 54, "unknown name 'notifyMeAbout'"),
        ("f213-apple-labeledcontent", 4, 9, "unknown view 'MyCustomView'"),
        ("f217-apple-navigationstack", 3, 10, "unknown name 'parks'"),
        ("f220-apple-tabview", 4, 9, "unknown view 'ReceivedView'"),
        ("f224-yoavf-currentweather", 6, 9, "CurrentWeather is the view shown, but its 'temperature' has no value"),
        ("f228-dmr121-usermessagebubble", 14, 9, "UserMessageBubble is the view shown, but its 'message' has no value"),
        ("f229-sevalsorak-chatbubble", 5, 9, "ChatBubble is the view shown, but its 'message' has no value"),
        ("f230-earths-voluble-messageview", 24, 32, "unknown view 'ChatBubble'"),
        ("f233-maxhves-keypad", 19, 13, "unknown view 'GridStack'"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    /// objc.io's settings form is macOS code: `.pickerStyle(.radioGroup)` is an error when the
    /// script runs, told at its Swift line (Plumb lays out iOS, where Swift refuses it too).
    @Test func aMacOSPickerStyleIsAnErrorAtItsLine() throws {
        let name = "f237-objcio-settingsform"
        let script = try SwiftImporter.translate(source: try source(name), fileName: "\(name).swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "\(name).swift", width: 400, height: 600)
            Issue.record("expected the picker style to be refused")
        } catch let error as LuaError {
            #expect(error.message.contains("unknown picker style 'radioGroup'"))
            #expect(script.swiftPosition(ofLuaLine: try #require(error.line))?.line == 12)
        }
    }

    /// Apple's Label: the symbol, then the title 8 points after it, centred.
    @Test func appleLabelIsIconThenTitle() throws {
        let result = try run("f212-apple-label")
        let icon = try #require(frames(of: "Image", in: result).first)
        let title = try #require(frames(of: "Text", in: result).first)
        #expect(title.minX - icon.maxX == 8)
        #expect(texts(result) == ["Lightning"])
    }

    /// Apple's linear ProgressView at 0.5: a bar across the width, filled halfway, the button below.
    @Test func appleProgressViewIsHalfFilled() throws {
        let result = try run("f218-apple-progressview")
        let capsules = frames(of: "Capsule", in: result)
        #expect(capsules.map(\.width) == [400, 200])
        #expect(texts(result) == ["More"])
    }

    /// Apple's Gauge at 0.4: its label above a bar across the width, filled to 40 % (the style's
    /// metrics are Plumb's estimate).
    @Test func appleGaugeIsALinearBar() throws {
        let result = try run("f211-apple-gauge")
        #expect(frames(of: "Capsule", in: result).map(\.width) == [400, 160])
        #expect(texts(result) == ["Battery Level"])
    }

    /// Apple's Link: its title, tinted (`URL(string:)!` is its text: Plumb loads nothing).
    @Test func appleLinkIsItsTitle() throws {
        let result = try run("f214-apple-link")
        #expect(texts(result) == ["View Our Terms of Service"])
        #expect(frames(of: "Link", in: result).first?.width == Double(25 * 8))
    }

    /// The login button's label framed 220×60; the fields across the width.
    @Test func polinaLoginButtonAndFields() throws {
        let result = try run("f225-polinaefimovaa-loginview")
        #expect(frames(of: "Button", in: result).map(\.size) == [Size(width: 220, height: 60)])
        #expect(frames(of: "TextField", in: result).first?.width == Double(400 - 32))
    }

    /// Four rows of four 80×80 keys, 8 apart, centred.
    @Test(arguments: ["f231-aij914-calculator", "f232-okonovurmat-calculator"])
    func calculatorKeys(_ name: String) throws {
        let keys = frames(of: "frame", in: try run(name)).filter { $0.width == 80 && $0.height == 80 }
        #expect(keys.count == 16)
        #expect(keys[1].minX - keys[0].maxX == 8 && keys[4].minY - keys[0].maxY == 8)
        let row: Double = 4 * 80 + 3 * 8
        #expect(keys[0].minX == (400 - row) / 2)
    }

    /// The three stats share what the 90-point photo leaves, equally.
    @Test func kejlorStatsShareTheRow() throws {
        let result = try run("f234-kejlor-profilestats")
        let stats = frames(of: "frame", in: result).filter { $0.height == 32 }
        #expect(stats.count == 3)
        #expect(stats.allSatisfy { abs($0.width - (400 - 90 - 3 * 8) / 3) < 1e-9 })
        #expect(texts(result).contains("📧 bart@gmail.com"))
    }

    /// Before the picture loads, its placeholder: a 20-point spinner above the names.
    @Test func edwardribasShowsThePlaceholder() throws {
        let result = try run("f235-edwardribas-profileview")
        #expect(frames(of: "ProgressView", in: result).map(\.size) == [Size(width: 20, height: 20)])
        #expect(texts(result) == ["Eduardo Ribas", "@eribas"])
    }

    /// The symbol resized to 100×100 and padded 16, the name below it.
    @Test func profileImageIs100Square() throws {
        let result = try run("f236-codesearch-profileview")
        let image = try #require(frames(of: "Image", in: result).first)
        #expect(image.size == Size(width: 100, height: 100) && image.minY == 16)
    }
}
