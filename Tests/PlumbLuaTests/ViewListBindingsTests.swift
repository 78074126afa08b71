import PlumbLayout
import Testing

@testable import PlumbLua

/// Several views from Lua: `Group`, and every builder function or content argument giving
/// several views (several values, a list), as SwiftUI's `@ViewBuilder` closures do.
@Suite("Several views from Lua")
struct ViewListBindingsTests {
    func layout(_ source: String, width: Double? = 400, height: Double? = 400) throws -> (LayoutResult, PlumbScript) {
        try layOutScript(source, chunkName: "test.lua", width: width, height: height)
    }

    func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap(frames) }

    /// The frames of the views without subviews, in order.
    func leaves(_ view: PlacedView) -> [Rect] { view.children.isEmpty ? [view.frame] : view.children.flatMap(leaves) }

    /// The frames of `source` equal those of `expected` (every view's, or with `leavesOnly` the
    /// root's and those of the views without subviews), and the script had no error.
    func expectSameFrames(_ source: String, _ expected: String, leavesOnly: Bool = false) throws {
        let (result, script) = try layout(source)
        #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
        let (reference, _) = try layout(expected)
        if leavesOnly {
            #expect(result.root.frame == reference.root.frame, "\(source)")
            #expect(leaves(result.root) == leaves(reference.root), "\(source)")
        } else {
            #expect(frames(result.root) == frames(reference.root), "\(source)")
        }
    }

    @Test func aForEachRowOfSeveralViewsGivesThemAllToTheStack() throws {
        let (result, _) = try layout(
            "return VStack { ForEach(3, function(i) return Text('a'), Divider() end) }", width: 100, height: nil)
        #expect(result.root.children.count == 6)
        #expect(result.root.children.map(\.type) == ["Text", "Divider", "Text", "Divider", "Text", "Divider"])
        // Text (16), 8, Divider (1), 8, …: the last divider's top at 3 × 16 + 2 × 1 + 5 × 8.
        #expect(result.root.children[5].frame == Rect(x: 0, y: 90, width: 100, height: 1))
        try expectSameFrames(
            "return VStack { ForEach({ 'x', 'y' }, function(item) return { Text(item), Text(item .. item) } end) }",
            "return VStack { Text('x'), Text('xx'), Text('y'), Text('yy') }")
    }

    @Test func groupFlattensAndDistributesItsModifiers() throws {
        try expectSameFrames(
            "return HStack { Text('a'), Group { Text('b'), Text('c') }:padding(4):background(Color.red), Text('d') }",
            "return HStack { Text('a'), Text('b'):padding(4):background(Color.red), Text('c'):padding(4):background(Color.red), Text('d') }"
        )
        try expectSameFrames(
            "return HStack { Group(function() return Text('b'), Text('c') end):frame { width = 30 } }",
            "return HStack { Text('b'):frame { width = 30 }, Text('c'):frame { width = 30 } }")
        let (result, _) = try layout(
            "return HStack { Group { Text('b'), Text('c') }:padding() }", width: nil, height: nil)
        #expect(result.root.frame.size == Size(width: 40 + 8 + 40, height: 48))
    }

    @Test func severalViewsAtTheRootAreAVStack() throws {
        try expectSameFrames("return Text('a'), Text('bb')", "return VStack { Text('a'), Text('bb') }")
        try expectSameFrames("return Group { Text('a'), Text('bb') }", "return VStack { Text('a'), Text('bb') }")
        let (result, _) = try layout("return Text('a'), Text('bb')")
        #expect(result.root.type == "Group")
    }

    @Test func aGeometryReaderStacksSeveralViewsAtItsCorner() throws {
        let (result, script) = try layout(
            """
            return GeometryReader(function(proxy)
              return Color.blue:frame { width = 80, height = 32 }:id("a"), Text("on top"):id("b")
            end):frame { width = 200, height = 100 }
            """)
        #expect(script.layoutError == nil)
        #expect(result.frame("a") == Rect(x: 100, y: 150, width: 80, height: 32))
        #expect(result.frame("b") == Rect(x: 100, y: 150, width: 48, height: 16))
    }

    @Test func anEnvironmentReaderLaysSeveralViewsOutAsAVStack() throws {
        try expectSameFrames(
            "return HStack { EnvironmentReader(function(env) return Text('a'), Text('bb') end), Text('c') }",
            "return HStack { VStack { Text('a'), Text('bb') }, Text('c') }", leavesOnly: true)
    }

    @Test func backgroundAndOverlayTakeAFunctionAndSeveralViews() throws {
        let base = "Rectangle():frame { width = 100, height = 60 }"
        try expectSameFrames(
            "return \(base):background(function() return Color.red end)", "return \(base):background(Color.red)")
        try expectSameFrames(
            "return \(base):overlay(function() return Text('a'), Text('bb') end, 'topLeading')",
            "return \(base):overlay(ZStack { alignment = 'topLeading', Text('a'), Text('bb') }, 'topLeading')")
        try expectSameFrames(
            "return \(base):background { Text('a'), Text('bb'), alignment = 'bottom' }",
            "return \(base):background(ZStack { alignment = 'bottom', Text('a'), Text('bb') }, 'bottom')")
        try expectSameFrames(
            "return \(base):overlay({ Text('a'), Text('bb') })",
            "return \(base):overlay(ZStack { Text('a'), Text('bb') })")
        let (result, _) = try layout(
            "return Rectangle():frame { width = 100, height = 60 }:overlay(function() return Text('a'):id('a'), Text('bb'):id('b') end, 'topLeading')"
        )
        #expect(result.frame("a") == Rect(x: 150, y: 170, width: 8, height: 16))
        #expect(result.frame("b") == Rect(x: 150, y: 170, width: 16, height: 16))
    }

    @Test func aSectionHeaderOfSeveralViewsIsAVStack() throws {
        try expectSameFrames(
            "return HStack { Section { header = { Text('Title'), Divider() }, Text('row') } }",
            "return HStack { VStack { Text('Title'), Divider() }, Text('row') }")
        try expectSameFrames(
            "return VStack { Section { footer = function() return Text('a'), Text('b') end, Text('row') } }",
            "return VStack { Text('row'), VStack { Text('a'), Text('b') } }")
    }

    @Test func aLayoutTakesItsContentFromAFunction() throws {
        try expectSameFrames(
            "return HStackLayout { spacing = 2 }(function() return Text('a'), Text('bb') end)",
            "return HStack { spacing = 2, Text('a'), Text('bb') }")
    }

    @Test func aScrollViewStacksAForEachAlongItsAxis() throws {
        try expectSameFrames(
            "return ScrollView { axes = 'horizontal', ForEach(3, function(i) return Text('item') end) }",
            "return ScrollView { axes = 'horizontal', HStack { Text('item'), Text('item'), Text('item') } }")
    }

    @Test func aForEachInAGridMakesGridRows() throws {
        let source = """
            local items = { { "Apples", "6" }, { "Bread", "1" }, { "Cheese", "12" } }
            return Grid { alignment = "leading",
              Text("Shopping"),
              ForEach(items, function(item) return GridRow { Text(item[1]), Text(item[2]):gridColumnAlignment("trailing") } end),
            }
            """
        try expectSameFrames(
            source,
            """
            return Grid { alignment = "leading",
              Text("Shopping"),
              GridRow { Text("Apples"), Text("6"):gridColumnAlignment("trailing") },
              GridRow { Text("Bread"), Text("1"):gridColumnAlignment("trailing") },
              GridRow { Text("Cheese"), Text("12"):gridColumnAlignment("trailing") },
            }
            """)
        let (result, _) = try layout(source, width: nil, height: nil)
        // Two columns, the names (48) and the numbers (trailing), 8 apart; "Shopping" (64) spans
        // both and counts as (64 − 8) / 2 = 28 in each, so the numbers' column is 28 wide.
        #expect(result.root.frame.size == Size(width: 84, height: 16 * 4 + 8 * 3))
        #expect(result.root.children[6].frame == Rect(x: 68, y: 72, width: 16, height: 16))
    }

    @Test func aCellModifierShowsThroughABackground() throws {
        let (result, _) = try layout(
            """
            return Grid { horizontalSpacing = 0,
              GridRow { Text("aaaa"), Text("bbbbbb") },
              GridRow { Text("Total"):gridCellColumns(2):background(Color.red):id("total") },
            }
            """, width: nil, height: nil)
        // Merged over both columns (32 + 48), centred.
        #expect(result.frame("total") == Rect(x: 20, y: 24, width: 40, height: 16))
    }

    @Test(arguments: [
        (
            "return Rectangle():background(function() return 5 end)",
            "test.lua:1: background: the function must return a view, got number"
        ),
        ("return Rectangle():overlay(function() error('inside') end)", "test.lua:1: inside"),
        ("return Group(function() end)", "test.lua:1: Group: the function must return a view, got nothing"),
        (
            "return Section { header = 12, Text('a') }",
            "test.lua:1: Section: header must be a view, a string, a list of views or a function, got number"
        ),
        (
            "return Grid { ForEach(2, function() return 7 end) }",
            "test.lua:1: ForEach: the function must return a view, got number (ForEach row 1)"
        ),
    ])
    func contentThatIsNotViewsIsAnErrorAtItsLine(_ source: String, message: String) throws {
        let script = try PlumbScript()
        #expect {
            _ = try script.run(source: source, chunkName: "test.lua")
        } throws: { error in
            let text = (error as? LuaError)?.message ?? "\(error)"
            return text.hasPrefix(message)
        }
    }
}
