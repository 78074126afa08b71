import Foundation
import PlumbLayout
import Testing

@testable import PlumbLua

/// Builders, the environment, layout values and layouts written in Lua, through `PlumbScript`.
@Suite("Views made during layout, from Lua")
struct LayoutBindingsTests {
    static let layoutsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/Layouts").path

    /// Runs `source` and lays it out in one layout pass, as `plumb run` does.
    func layout(
        _ source: String, width: Double? = 400, height: Double? = 400,
        environment: EnvironmentValues = EnvironmentValues()
    ) throws -> (LayoutResult, PlumbScript) {
        try layOutScript(
            source, chunkName: "test.lua",
            options: ScriptOptions(moduleSearchPath: [Self.layoutsFolder], environment: environment), width: width,
            height: height, environment: environment)
    }

    func frames(_ view: PlacedView) -> [Rect] {
        [view.frame] + view.children.flatMap(frames)
    }

    // MARK: Builders

    @Test func geometryReaderSwitchesOnTheOfferedSize() throws {
        let source = """
            return GeometryReader(function(proxy)
              if proxy.size.width > proxy.size.height then return HStack { Text("wide") } end
              return VStack { Text("tall") }
            end)
            """
        let (wide, _) = try layout(source, width: 400, height: 100)
        #expect(wide.root.children.first?.type == "HStack")
        let (tall, _) = try layout(source, width: 100, height: 400)
        #expect(tall.root.children.first?.type == "VStack")
        #expect(tall.root.builderNote == "built for 100×400 → VStack")
    }

    @Test func environmentReaderReadsTheRootAndTheModifiers() throws {
        let source = """
            local function reader(id)
              return EnvironmentReader(function(env)
                return Text(env.horizontalSizeClass or "none"):id(id)
              end)
            end
            return VStack { reader("root"), reader("set"):environment("horizontalSizeClass", "regular") }
            """
        let (result, _) = try layout(source, environment: EnvironmentValues(horizontalSizeClass: .compact))
        guard case .text(let root, _)? = result.root.find("root")?.content,
            case .text(let set, _)? = result.root.find("set")?.content
        else {
            Issue.record("texts missing")
            return
        }
        #expect(root == ["compact"])
        #expect(set == ["regular"])
    }

    @Test func unknownEnvironmentKeysAndValuesListTheValidOnes() throws {
        let script = try PlumbScript()
        #expect {
            _ = try script.run(source: "return Text('a'):environment('sizeClass', 'compact')", chunkName: "e.lua")
        } throws: { error in
            let message = (error as? LuaError)?.message ?? ""
            return message.contains("e.lua:1:") && message.contains("unknown key 'sizeClass'")
                && message.contains("horizontalSizeClass")
        }
        #expect {
            _ = try script.run(
                source: "return Text('a'):environment('horizontalSizeClass', 'big')", chunkName: "e.lua")
        } throws: { error in
            ((error as? LuaError)?.message ?? "").contains("\"compact\" or \"regular\"")
        }
    }

    @Test func aBuilderThatFailsIsReportedWithItsLine() throws {
        let (_, errors) = try layout(
            """
            return GeometryReader(function(proxy)
              return 42
            end)
            """)
        #expect(
            errors.layoutError?.message.contains(
                "test.lua:1: GeometryReader: the function must return a view, got number") == true)
        let (_, raising) = try layout(
            """
            return EnvironmentReader(function(env)
              error("no such branch")
            end)
            """)
        #expect(raising.layoutError?.message.contains("test.lua:2: no such branch") == true)
    }

    @Test func aBuilderThatMeasuresItselfIsStopped() throws {
        let (_, script) = try layout(
            """
            local loop
            loop = EnvironmentReader(function(env)
              measure(VStack { loop }, { width = 10, height = 10 })
              return Text("never")
            end)
            return loop
            """)
        #expect(script.layoutError?.message.contains("nest more than 64 deep") == true)
    }

    // MARK: Handles

    @Test func aViewDimensionsKeptByAGuideIsAnErrorAfterwards() throws {
        let (_, script) = try layout(
            """
            kept = nil
            return VStack {
              alignment = "leading",
              Text("a"):alignmentGuide("leading", function(d) kept = d; return 0 end),
              EnvironmentReader(function(env) return Text("b") end),
            }
            """)
        #expect(script.layoutError == nil)
        #expect {
            _ = try script.run(source: "return Text(tostring(kept.width))", chunkName: "later.lua")
        } throws: { error in
            ((error as? LuaError)?.message ?? "").contains("handed to a function that has returned")
        }
    }

    @Test func aSubviewKeptByALayoutIsAnErrorAfterwards() throws {
        let (_, script) = try layout(
            """
            local L = Layout {
              sizeThatFits = function(p, subviews) keptSubview = subviews[1]; return { width = 10, height = 10 } end,
              placeSubviews = function(b, p, subviews) end,
            }
            return L { Rectangle() }
            """)
        #expect {
            _ = try script.run(source: "return Text(keptSubview.priority)", chunkName: "later.lua")
        } throws: { error in
            ((error as? LuaError)?.message ?? "").contains("valid only during the call that received them")
        }
    }

    // MARK: Layout values

    @Test func anyLayoutAppliesTheChosenStack() throws {
        let (result, _) = try layout(
            """
            local layout = AnyLayout(VStackLayout { spacing = 4 })
            return layout { Rectangle():frame { width = 10, height = 10 }:id("a"), Rectangle():frame { width = 10, height = 10 }:id("b") }
            """, width: nil, height: nil)
        #expect(result.root.type == "AnyLayout(VStackLayout)")
        #expect(result.root.find("b")?.frame.minY == 14)
    }

    /// The trees of the stack tests, built with the built-in HStack and with the Lua clone.
    static let hStackTrees = [
        "Text('Hello'), Rectangle():frame { width = 40, height = 20 }",
        "Rectangle(), Text('This is some longer text that wraps'), Circle():frame { minWidth = 20, maxWidth = math.huge }",
        "Spacer(), Text('right'), Spacer { minLength = 30 }",
        "Text('a'):layoutPriority(1), Text('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'), Rectangle():frame { maxWidth = 100 }",
        "Rectangle():frame { width = 75 }, Rectangle():frame { width = 100 }",
        "Color.red:frame { minWidth = 40, maxWidth = 50 }, Color.blue:frame { minWidth = 40, maxWidth = 50 }",
        "Text('one'):font('largeTitle'), Text('two'), Rectangle():frame { width = 20, height = 60 }",
    ]

    /// The clone in both spellings: Plumb's (`#subviews`, `bounds.minX`, `place { x =, y = }`)
    /// and SwiftUI's (`subviews.count`, `bounds.origin`, `bounds.size`,
    /// `proposal:replacingUnspecifiedDimensions(by)`, `place { at = }`).
    @Test(arguments: hStackTrees, [(nil as Double?, "nil"), (8.0, "8")])
    func theLuaHStackCloneGivesTheBuiltInFrames(_ children: String, spacing: (Double?, String)) throws {
        for (alignment, width) in [("top", 160.0), ("center", 400), ("lastTextBaseline", 90)] {
            let options = "spacing = \(spacing.1), alignment = VerticalAlignment.\(alignment)"
            let (builtIn, _) = try layout("return HStack { \(options), \(children) }", width: width, height: 300)
            for module in ["hstack_clone", "hstack_clone_swiftui"] {
                let (clone, script) = try layout(
                    "local HStackClone = require('modules.\(module)')\nreturn HStackClone { \(options) } { \(children) }",
                    width: width, height: 300)
                #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
                #expect(frames(builtIn.root) == frames(clone.root), "\(module): \(children) at \(width), \(alignment)")
            }
        }
    }

    @Test func proposalsAndBoundsReadAsSwiftUICodeReadsThem() throws {
        let (result, script) = try layout(
            """
            local function n(v) return string.format("%g", v) end
            local seen = {}
            local L = Layout {
              sizeThatFits = function(proposal, subviews)
                local size = proposal:replacingUnspecifiedDimensions()
                seen[#seen + 1] = n(size.width) .. "x" .. n(size.height)
                return size
              end,
              placeSubviews = function(bounds, proposal, subviews)
                local given = proposal:replacingUnspecifiedDimensions { width = 30, height = 40 }
                seen[#seen + 1] = n(given.width) .. "x" .. n(given.height)
                seen[#seen + 1] = n(bounds.origin.x) .. "," .. n(bounds.origin.y) .. " " .. n(bounds.size.width) .. "x" .. n(bounds.size.height)
                seen[#seen + 1] = subviews.count .. "=" .. #subviews
                for i = 1, subviews.count do
                  subviews[i]:place { at = { x = bounds.midX, y = bounds.maxY }, anchor = "bottom", proposal = ProposedViewSize(bounds.size.width, nil) }
                end
              end,
            }
            local z = ProposedViewSize.zero:replacingUnspecifiedDimensions()
            local u = ProposedViewSize.unspecified:replacingUnspecifiedDimensions()
            local h = ProposedViewSize { height = 5 }:replacingUnspecifiedDimensions()
            return VStack { spacing = 0,
              L { Rectangle():frame { width = 4, height = 6 }:id("a"), Text("b"):id("b") }:fixedSize { horizontal = true }:id("l"),
              Text(n(z.width) .. "x" .. n(z.height) .. " " .. n(u.width) .. "x" .. n(u.height) .. " " .. n(h.width) .. "x" .. n(h.height)):id("t"),
              GeometryReader(function() return Text(table.concat(seen, "; ")):id("seen") end):frame { width = 600, height = 16 },
            }
            """, width: 600, height: 300)
        #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
        // Fixed horizontally: the width is unspecified (10); the height is what the stack offers.
        let bounds = try #require(result.frame("l"))
        #expect(bounds.width == 10)
        let text = { (id: String) -> String in
            guard case .text(let lines, _)? = result.root.find(id)?.content else { return "" }
            return lines.joined(separator: " ")
        }
        #expect(text("t") == "0x0 10x10 10x5")
        let seen = text("seen")
        // Measured at 0 and ∞ high by the VStack, then placed at its height: the width, always
        // unspecified, is 10; placed, an unspecified side would be 30 × 40.
        let height = formatPoints(bounds.height)
        #expect(seen == "10x0; 10xinf; 10x\(height); 30x\(height); 295,0 10x\(height); 2=2")
        // Each subview's bottom centre at the bounds' bottom centre.
        #expect(result.frame("a")?.maxY == bounds.maxY)
        #expect(result.frame("a").map { $0.minX + $0.width / 2 } == bounds.minX + bounds.width / 2)
        #expect(result.frame("b")?.maxY == bounds.maxY)
    }

    @Test(arguments: [
        ("subview:place { at = { x = 1, y = 2 }, x = 3 }", "not both"),
        ("subview:place { at = 5 }", "at must be a point { x =, y = }, got number"),
        ("subview:place { at = { x = 1 } }", "the point's x and y are required finite numbers"),
        (
            "proposal:replacingUnspecifiedDimensions(7)",
            "expected a size { width =, height = } (default 10×10), got number"
        ),
        ("proposal.replacingUnspecifiedDimensions()", "call it on a proposal with ':'"),
    ])
    func theSwiftUISpellingsSayWhatIsWrong(_ body: String, expected: String) throws {
        let (_, script) = try layout(
            """
            local L = Layout {
              sizeThatFits = function(proposal) return { width = 10, height = 10 } end,
              placeSubviews = function(bounds, proposal, subviews)
                local subview = subviews[1]
                \(body)
              end,
            }
            return L { Rectangle() }
            """)
        let message = script.layoutError?.message ?? ""
        #expect(message.contains("test.lua:5:"), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }

    // MARK: Bad layouts

    @Test(arguments: [
        ("return { width = -5, height = 10 }", "width = -5; a size must be ≥ 0"),
        ("return { width = 0/0, height = 10 }", "width = NaN; a size must be ≥ 0"),
        ("return { height = 10 }", "width is nil"),
        ("return 12", "must return a size { width =, height = }, got number"),
    ])
    func aLayoutReturningGarbageIsReported(_ body: String, expected: String) throws {
        let (_, script) = try layout(
            """
            local L = Layout {
              sizeThatFits = function(proposal, subviews) \(body) end,
              placeSubviews = function() end,
            }
            return L { Rectangle() }
            """)
        let message = script.layoutError?.message ?? ""
        #expect(message.contains("test.lua:2: Layout.sizeThatFits"), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }

    @Test func aSubviewLeftUnplacedIsCentredWithAWarning() throws {
        let (result, script) = try layout(
            """
            local L = Layout {
              sizeThatFits = function(proposal) return { width = 100, height = 100 } end,
              placeSubviews = function(bounds, proposal, subviews) end,
            }
            return L { Rectangle():frame { width = 10, height = 10 }:id("lost") }
            """, width: nil, height: nil)
        #expect(result.frame("lost") == Rect(x: 45, y: 45, width: 10, height: 10))
        #expect(script.warnings.first?.message.contains("did not place subview 1") == true)
    }

    @Test func aRunawayLayoutFunctionIsStoppedOnceForTheWholePass() throws {
        let script = try PlumbScript(
            options: ScriptOptions(limits: LuaLimits(memoryBytes: 64 << 20, instructions: 10_000_000, seconds: 5)))
        let view = try script.run(
            source: """
                local L = Layout {
                  sizeThatFits = function() for i = 1, 4000 do local x = i * 2 end; return { width = 1, height = 1 } end,
                  placeSubviews = function() end,
                }
                local rows = {}
                for i = 1, 5000 do rows[i] = L { Rectangle() } end
                return VStack(rows)
                """, chunkName: "busy.lua")
        // Each call costs ~16,000 instructions; 5,000 containers are measured several times
        // each, well past 10⁷ in total, though no single call comes near it.
        script.withLayoutPass {
            let tree = LayoutEngine().makeTree(view)
            tree.layout(canvas: ProposedSize(width: 100, height: 100))
        }
        #expect(script.layoutError?.kind == .instructionLimit)
    }

    // MARK: containerRelativeFrame

    /// Apple's two examples: `count: 4, span: 3, spacing: 10` in a horizontal ScrollView (400
    /// wide: (400 − 30) / 4 · 3 + 20 = 297.5) and a function of the length (the width a fifth of
    /// the container's; the function is asked for the horizontal axis only).
    @Test func containerRelativeFrameTakesColumnsOrAFunction() throws {
        let (result, script) = try layout(
            """
            local asked = {}
            local cards = ScrollView { axes = "horizontal",
              LazyHStack { spacing = 10,
                ForEach(3, function(i)
                  return Rectangle():aspectRatio(3 / 2, "fit")
                    :containerRelativeFrame("horizontal", { count = 4, span = 3, spacing = 10 }):id("card" .. i)
                end)
              }
            }
            local fifth = Rectangle():containerRelativeFrame("horizontal", { alignment = "topLeading" },
              function(length, axis)
                if axis == "vertical" then return length / 3 end
                return length / 5
              end):id("fifth")
            return VStack { cards:frame { height = 250 }, fifth }
            """, width: 400, height: 400)
        #expect(script.layoutError == nil)
        #expect(result.frame("card1")?.width == 297.5)
        #expect(result.frame("card2")?.minX == 307.5)
        #expect(result.frame("fifth")?.width == 80)
    }

    @Test func containerRelativeFrameRefusesWhatSwiftUIDoesNotTake() throws {
        func message(_ call: String) -> String? {
            do {
                _ = try layout("return Rectangle():containerRelativeFrame(\(call))")
                return nil
            } catch { return (error as? LuaError)?.message }
        }
        #expect(message(#""diagonal""#)?.contains("unknown axis 'diagonal'") == true)
        #expect(message(#""horizontal", { count = 3 }"#)?.contains("count and spacing go together") == true)
        #expect(message(#""horizontal", { count = 0, spacing = 8 }"#)?.contains("count must be a whole number") == true)
        #expect(message(#""horizontal", { count = 3, span = 1.5, spacing = 8 }"#)?.contains("span must be") == true)
        #expect(message(#""horizontal", { cols = 3 }"#)?.contains("cols") == true)
        #expect(
            message(#""horizontal", { count = 3, spacing = 8 }, function(l) return l end"#)?.contains(
                "does not go with count") == true)
        #expect(message(#""horizontal", 12"#)?.contains("expected an options table") == true)
        // A function that returns no number is an error at layout, naming the function's line
        // and column.
        let (_, script) = try layout(
            """
            return Rectangle():containerRelativeFrame("vertical", function(length, axis)
              return "tall"
            end)
            """)
        #expect(
            script.layoutError?.message.contains(
                "test.lua:1:55: containerRelativeFrame: the function must return a number, got the string \"tall\"")
                == true)
    }
}
