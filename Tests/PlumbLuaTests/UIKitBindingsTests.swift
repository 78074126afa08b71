import PlumbLayout
import Testing

@testable import PlumbLua

/// UIStackView from Lua: UIKit's semantics through PlumbUIKit, inside Plumb's layout.
@Suite("UIStackView from Lua")
struct UIKitBindingsTests {
    func layout(_ source: String, width: Double = 320, height: Double = 100) throws -> (LayoutResult, PlumbScript) {
        try layOutScript(source, chunkName: "stack.lua", width: width, height: height)
    }

    @Test func equalSpacingPutsTheExtraSpaceBetween() throws {
        // A 136-point label and a 48-point button in 320: 136 of extra space between them.
        let (result, script) = try layout(
            """
            return UIStackView { distribution = "equalSpacing", spacing = 16,
              UILabel { text = "Lorem ipsum dolor" }:id("label"), UIButton { title = "Action" }:id("button") }
            """)
        #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
        #expect(result.frame("label")?.width == 136)
        #expect(result.frame("button")?.minX == 272)
        #expect(result.root.frame.size == Size(width: 320, height: 16))
    }

    @Test func fillProportionallyGrowsByTheIntrinsicSizes() throws {
        // Hacking with Swift: views of 100 and 200 in 450 become 150 and 300.
        let (result, _) = try layout(
            """
            return UIStackView { distribution = "fillProportionally",
              UIView { intrinsicContentSize = { width = 100, height = 20 } }:id("a"),
              UIView { intrinsicContentSize = { width = 200, height = 20 } }:id("b") }
            """, width: 450)
        #expect(result.frame("a")?.width == 150)
        #expect(result.frame("b")?.width == 300)
    }

    @Test func aCompressedButtonTruncates() throws {
        let (result, _) = try layout(
            """
            return UIStackView { distribution = "equalSpacing", alignment = "firstBaseline", spacing = 16,
              UILabel { text = "Lorem ipsum dolor" }, UIButton { title = "Action" }:id("button") }
            """, width: 176)
        #expect(result.frame("button")?.width == 24)
        guard case .text(let lines, _)? = result.root.find("button")?.children.first?.content else {
            Issue.record("no button text")
            return
        }
        #expect(lines == ["Ac…"])
    }

    @Test func unsatisfiableConstraintsAreNamed() throws {
        let (_, script) = try layout(
            """
            return UIStackView {
              UIView { intrinsicContentSize = { width = 10, height = 10 },
                constraints = { { attribute = "width", relation = "equal", constant = 50 },
                                { attribute = "width", relation = "lessThanOrEqual", constant = 20 } } },
            }
            """)
        let message = script.layoutError?.message ?? ""
        #expect(message.hasPrefix("stack.lua:1: UIStackView: unsatisfiable required constraints"), "\(message)")
        #expect(message.contains("item 0 constraint"), "\(message)")
    }

    @Test(arguments: [
        ("UIStackView { distribution = 'spread' }", "unknown distribution 'spread'"),
        ("UIStackView { spacing = -4 }", "spacing must be a finite number ≥ 0"),
        ("UIView { hugging = { horizontal = 2000 } }", "hugging.horizontal must be a priority from 1 to 1000"),
        ("UILabel { text = 'a', font = 'huge' }", "font must be a text style"),
        (
            "UIView { constraints = { { attribute = 'depth', constant = 1 } } }",
            "constraints[1].attribute must be one of"
        ),
    ])
    func badInputIsAClearError(_ expression: String, _ expected: String) throws {
        let script = try PlumbScript()
        #expect {
            _ = try script.run(source: "return \(expression)", chunkName: "bad.lua")
        } throws: { error in
            let message = (error as? LuaError)?.message ?? ""
            return message.hasPrefix("bad.lua:1:") && message.contains(expected)
        }
    }
}
