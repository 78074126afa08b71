import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// SwiftUI written here (under `Seeds/`) for layouts that Plumb's own scripts under `Scripts/` also
/// draw: custom alignments, a button style on a stack, a stack chosen by size class, with the
/// elisions (`...`) a page leaves in. Each import lays out frame for frame as its script does.
@Suite("Swift that lays out as Plumb's own scripts")
struct ScriptParityTests {
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
