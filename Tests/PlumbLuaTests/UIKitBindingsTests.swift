import PlumbLayout
import Testing

@testable import PlumbLua

/// UIStackView from Lua: UIKit's semantics through PlumbUIKit, inside Plumb's layout.
@Suite("UIStackView from Lua")
struct UIKitBindingsTests {
    func layout(_ source: String, width: Double? = 320, height: Double? = 100) throws -> (LayoutResult, PlumbScript) {
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

    @Test func conflictingConstraintsAreBrokenWithAWarning() throws {
        // UIKit logs "Will attempt to recover by breaking constraint" and lays out: `width <= 20`
        // breaks first (the later of the item's two), then `width == 50` against the frame.
        let (result, script) = try layout(
            """
            return UIStackView {
              UIView { intrinsicContentSize = { width = 10, height = 10 },
                constraints = { { attribute = "width", relation = "equal", constant = 50 },
                                { attribute = "width", relation = "lessThanOrEqual", constant = 20 } } }:id("v"),
            }
            """)
        #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
        #expect(result.frame("v")?.width == 320)
        let warnings = script.warnings.map(\.description)
        #expect(
            warnings.contains(
                "stack.lua:1: warning: UIStackView: unable to simultaneously satisfy constraints (item 0 constraint 0 (width == 50.0); item 0 constraint 1 (width <= 20.0)); will attempt to recover by breaking constraint item 0 constraint 1 (width <= 20.0)"
            ), "\(warnings)")
        #expect(
            warnings.contains { $0.hasSuffix("breaking constraint item 0 constraint 0 (width == 50.0)") }, "\(warnings)"
        )
        // Each broken constraint is one warning, however many times layout asks.
        #expect(warnings.count == 2, "\(warnings)")
    }

    @Test func aZeroProposalIsTheCompressedFittingSize() throws {
        // Two views fixed at 100 wide: offered 0 (UILayoutFittingCompressedSize), the stack is
        // 208 wide and nothing is broken; offered 150 (a frame), the later view's width breaks.
        let source = """
            return UIStackView { spacing = 8,
              UIView { intrinsicContentSize = { height = 10 },
                constraints = { { attribute = "width", constant = 100 } } }:id("a"),
              UIView { intrinsicContentSize = { height = 10 },
                constraints = { { attribute = "width", constant = 100 } } }:id("b") }
            """
        let (compressed, quiet) = try layout(source, width: 0)
        #expect(compressed.root.frame.width == 208)
        #expect(quiet.warnings.isEmpty && quiet.layoutError == nil)
        let (framed, warned) = try layout(source, width: 150)
        #expect(framed.frame("b")?.width == 42)
        #expect(
            warned.warnings.contains {
                $0.message.hasSuffix("breaking constraint item 1 constraint 0 (width == 100.0)")
            })
    }

    @Test func anExplicitHeightAt300BeatsTheButtonsHugging() throws {
        // "Action" is 48 × 16; `height == 40 @300` wins over hugging (250), so the button is 40
        // tall; `height == 8 @300` loses to compression resistance (750).
        func height(_ constant: Int) throws -> Double? {
            let (result, _) = try layout(
                """
                return UIStackView { alignment = "center",
                  UIButton { title = "Action",
                    constraints = { { attribute = "height", constant = \(constant), priority = 300 } } }:id("b") }
                """)
            return result.frame("b")?.height
        }
        #expect(try height(40) == 40)
        #expect(try height(8) == 16)
    }

    @Test func directionalMarginsAreLeadingAndTrailing() throws {
        let (result, _) = try layout(
            """
            return UIStackView { isLayoutMarginsRelativeArrangement = true,
              directionalLayoutMargins = { top = 2, leading = 20, bottom = 0, trailing = 4 },
              UIView { intrinsicContentSize = { width = 10, height = 10 } }:id("v") }
            """)
        let top = result.root.frame.minY
        #expect(result.frame("v") == Rect(x: 20, y: top + 2, width: 296, height: 10))
        #expect(result.root.frame.height == 12)
    }

    @Test func customSpacingFollowsAnArrangedView() throws {
        // setCustomSpacing(24, after: the first view): 0, 44, 72 at their fitting width.
        let (result, _) = try layout(
            """
            local function box(id) return UIView { intrinsicContentSize = { width = 20, height = 10 } }:id(id) end
            return UIStackView { spacing = 8, customSpacing = { 24 }, box("a"), box("b"), box("c") }
            """, width: nil)
        #expect([result.frame("a")?.minX, result.frame("b")?.minX, result.frame("c")?.minX] == [0, 44, 72])
        #expect(result.root.frame.width == 92)
    }

    @Test func lastBaselineAlignsByAMultiLineLabelsLastLine() throws {
        // "one\ntwo" is two lines (32 tall); "x" lines up with "two" under lastBaseline.
        func y(_ alignment: String) throws -> Double? {
            let (result, _) = try layout(
                """
                return UIStackView { alignment = "\(alignment)", spacing = 8,
                  UILabel { text = "one\\ntwo", numberOfLines = 0 }:id("two"), UILabel { text = "x" }:id("x") }
                """)
            #expect(result.frame("two")?.height == 32)
            return result.frame("x").map { $0.minY - result.root.frame.minY }
        }
        #expect(try y("firstBaseline") == 0)
        #expect(try y("lastBaseline") == 16)
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
        (
            "UIStackView { layoutMargins = { left = 1 }, directionalLayoutMargins = { leading = 1 } }",
            "give layoutMargins or directionalLayoutMargins, not both"
        ),
        ("UIStackView { directionalLayoutMargins = { left = 1 } }", "unknown option 'left'"),
        ("UIStackView { customSpacing = { 1, 2 }, UIView() }", "customSpacing[2] names no arranged view"),
        ("UIStackView { customSpacing = { [5] = 2 }, UIView() }", "customSpacing[5] names no arranged view"),
        ("UIStackView { customSpacing = { after = 2 }, UIView() }", "customSpacing.after names no arranged view"),
        ("UIStackView { customSpacing = { -1 }, UIView() }", "customSpacing[1] must be a finite number ≥ 0"),
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
