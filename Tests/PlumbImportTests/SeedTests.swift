import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// Seed 000's and seed 002's SwiftUI, pasted as the articles write it (elisions `...` included),
/// lays out like the scripts under `Scripts/` that were written from the same code.
struct SeedTests {
    func seed(_ name: String) throws -> String {
        try String(contentsOf: testsFolder.appendingPathComponent("Seeds/\(name).swift.txt"), encoding: .utf8)
    }
    func script(_ path: String) throws -> String {
        try String(contentsOf: packageFolder.appendingPathComponent("Scripts/\(path)"), encoding: .utf8)
    }

    @Test(arguments: [
        ("s002-onethird", "Lessons/11-custom-alignment-one-third.lua"),
        ("s002-cross", "Lessons/14-cross-stack-alignment.lua"),
        ("s002-zstack", "Lessons/17-zstack-custom-alignment.lua"),
    ])
    func seed002(_ swift: String, _ lua: String) throws {
        let (imported, script) = try layOut(swift: try seed(swift), fileName: "\(swift).swift", width: 640, height: 480)
        let expected = try layOut(lua: try self.script(lua), chunkName: lua, width: 640, height: 480)
        #expect(frames(imported) == frames(expected), "\(script.lua)")
    }

    @Test func seed000LoginActions() throws {
        let modules = [packageFolder.appendingPathComponent("Scripts/Seeds").path]
        let (imported, script) = try layOut(swift: try seed("seed000-vstack"), width: 480, height: 320)
        let expected = try layOut(
            lua: try self.script("Seeds/login-actions.lua"), chunkName: "login-actions.lua", width: 480, height: 320,
            modulePath: modules)
        #expect(frames(imported) == frames(expected), "\(script.lua)")
    }

    @Test(arguments: [UserInterfaceSizeClass.regular, .compact])
    func seed000SizeClasses(_ sizeClass: UserInterfaceSizeClass) throws {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = sizeClass
        let modules = [packageFolder.appendingPathComponent("Scripts/Seeds").path]
        let (imported, script) = try layOut(
            swift: try seed("seed000-sizeclass"), width: 640, height: 200, environment: environment)
        let expected = try layOut(
            lua: try self.script("Seeds/dynamic-stack-size-class.lua"), chunkName: "dynamic-stack-size-class.lua",
            width: 640, height: 200, modulePath: modules, environment: environment)
        #expect(frames(imported) == frames(expected), "\(script.lua)")
        #expect(script.entryPoint == "LoginActionsView")
    }
}
