import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// SwiftUI written here and a Plumb script of the same view: each import lays out frame for frame as
/// its script does. Under `Snippets/`, each Swift file has its hand-written script beside it
/// (`NAME.lua`); under `Seeds/`, the Swift is written for layouts that Plumb's own scripts under
/// `Scripts/` draw: custom alignments, a button style on a stack, a stack chosen by size class, with
/// the elisions (`...`) a page leaves in.
@Suite("Swift that lays out as Plumb's own scripts")
struct ScriptParityTests {
    /// The Swift files of `Snippets/`, each beside its script.
    static let snippets = [
        "priority-beside-a-spacer",
        "grid-row-and-column-headers",
        "grid-of-two-rows",
        "view-that-fits-progress",
        "overlay-with-alignment",
        "flexible-frame-and-background-closure",
        "view-that-fits-buttons",
        "trailing-guides-of-constants",
        "baseline-guide-and-spacer",
        "grid-column-alignment-and-borders",
        "fixed-size-in-a-frame",
        "line-limit-and-priority",
        "system-size-symbol-between-texts",
        "priority-in-large-titles",
        "row-of-symbols",
        "zstack-corner-caption",
        "row-with-spacer-and-count",
        "geometry-reader-quarter-width",
        "form-sections-in-navigation",
        "resizable-symbol-on-a-badge",
        "header-placeholder-and-description",
        "custom-vertical-centre",
        "toggle-with-a-label-closure",
        "priorities-and-steppers",
    ]

    /// Each is imported, run and laid out at 400×600 and at 240×600, and every frame must equal the
    /// frames of its script.
    @Test(arguments: snippets)
    func eachSnippetLaysOutAsItsHandWrittenScript(_ name: String) throws {
        let swift = try snippet("\(name).swift.txt")
        let handWritten = try snippet("\(name).lua")
        for width in [400.0, 240.0] {
            let (imported, script) = try layOut(swift: swift, fileName: "\(name).swift", width: width, height: 600)
            let expected = try layOut(lua: handWritten, chunkName: "\(name).lua", width: width, height: 600)
            #expect(frames(imported) == frames(expected), "\(name) at width \(width):\n\(script.lua)")
        }
    }

    func seed(_ name: String) throws -> String {
        try String(contentsOf: testsFolder.appendingPathComponent("Seeds/\(name).swift.txt"), encoding: .utf8)
    }
    func script(_ path: String) throws -> String {
        try String(contentsOf: packageFolder.appendingPathComponent("Scripts/\(path)"), encoding: .utf8)
    }

    @Test(arguments: [
        ("alignment-third-down", "Lessons/11-custom-alignment-one-third.lua"),
        ("alignment-across-stacks", "Lessons/14-cross-stack-alignment.lua"),
        ("alignment-meeting-point", "Lessons/17-zstack-custom-alignment.lua"),
    ])
    func customAlignmentsLayOutAsTheLessons(_ swift: String, _ lua: String) throws {
        let (imported, script) = try layOut(swift: try seed(swift), fileName: "\(swift).swift", width: 640, height: 480)
        let expected = try layOut(lua: try self.script(lua), chunkName: lua, width: 640, height: 480)
        #expect(frames(imported) == frames(expected), "\(script.lua)")
    }

    @Test func aButtonStyleOnAStackLaysOutAsTheScript() throws {
        let modules = [packageFolder.appendingPathComponent("Scripts/Seeds").path]
        let (imported, script) = try layOut(swift: try seed("button-style-stack"), width: 480, height: 320)
        let expected = try layOut(
            lua: try self.script("Seeds/login-actions.lua"), chunkName: "login-actions.lua", width: 480, height: 320,
            modulePath: modules)
        #expect(frames(imported) == frames(expected), "\(script.lua)")
    }

    @Test(arguments: [UserInterfaceSizeClass.regular, .compact])
    func aStackChosenBySizeClassLaysOutAsTheScript(_ sizeClass: UserInterfaceSizeClass) throws {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = sizeClass
        let modules = [packageFolder.appendingPathComponent("Scripts/Seeds").path]
        let (imported, script) = try layOut(
            swift: try seed("size-class-stack"), width: 640, height: 200, environment: environment)
        let expected = try layOut(
            lua: try self.script("Seeds/dynamic-stack-size-class.lua"), chunkName: "dynamic-stack-size-class.lua",
            width: 640, height: 200, modulePath: modules, environment: environment)
        #expect(frames(imported) == frames(expected), "\(script.lua)")
        #expect(script.entryPoint == "LoginActionsView")
    }
}
