import Foundation
import Testing

/// The control scripts' geometry through the binary (`--format json`): John Sundell's
/// LoginActionsView ("Switching between SwiftUI's HStack and VStack") as the article writes it,
/// and the controls' showcase.
@Suite("Control scripts")
struct ControlScriptTests {
    struct Node {
        var type: String
        var x, y, width, height: Double
        var children: [Node]

        init(_ json: [String: Any]) {
            type = json["type"] as? String ?? ""
            let frame = json["frame"] as? [String: Double] ?? [:]
            x = frame["x"] ?? .nan
            y = frame["y"] ?? .nan
            width = frame["width"] ?? .nan
            height = frame["height"] ?? .nan
            children = (json["children"] as? [[String: Any]] ?? []).map(Node.init)
        }

        func all(_ type: String) -> [Node] {
            (self.type == type ? [self] : []) + children.flatMap { $0.all(type) }
        }
    }

    func root(_ script: String, canvas: String) throws -> Node {
        let output = plumb(["run", "Scripts/\(script)", "--format", "json", "--canvas", canvas])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        return Node(try #require(json["root"] as? [String: Any]))
    }

    /// "Our buttons are stacked vertically, and fill all of the available space on the horizontal
    /// axis": each ActionButtonStyle button is as wide as the canvas, its label padded 16.
    @Test func theArticlesButtonsAreStackedAndFillTheWidth() throws {
        let buttons = try root("Seeds/login-actions.lua", canvas: "480x320").all("Button")
        #expect(buttons.count == 3)
        #expect(buttons.map(\.width) == [480, 480, 480])
        #expect(buttons.map(\.height) == [48, 48, 48])
        #expect(buttons.map(\.y) == [80, 136, 192])
        #expect(buttons.allSatisfy { $0.all("Color").first?.width == 480 })
    }

    /// In the regular size class's HStack the three share the width: (640 − 2 × 8) / 3 each.
    @Test func theArticlesButtonsShareARow() throws {
        let buttons = try root("Seeds/login-actions-hstack.lua", canvas: "640x128").all("Button")
        #expect(buttons.map(\.width) == [208, 208, 208])
        #expect(buttons.map(\.x) == [0, 216, 432])
    }

    @Test func theShowcasesControlsHaveTheirSizes() throws {
        let root = try root("controls.lua", canvas: "390x760")
        let toggles = root.all("Toggle")
        #expect(toggles.map(\.width) == [358, 358])
        #expect(toggles.map(\.height) == [31, 31])
        let switchX: Double = 16 + 358 - 51
        #expect(toggles.flatMap { $0.all("Capsule") }.map(\.x) == [switchX, switchX])
        let buttons = root.all("Button")
        #expect(buttons.map(\.width) == [80, 88, 96, 80])
        #expect(buttons.map { ($0.height * 1000).rounded() / 1000 } == [16, 34.333, 34.333, 48.333])
        let spinner = try #require(root.all("ProgressView").first)
        #expect(spinner.width == 20 && spinner.height == 20)
        #expect(root.all("TextField").first?.width == 358)
        #expect(root.all("Stepper").first?.height == 32)
    }
}
