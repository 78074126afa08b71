import PlumbLayout
import Testing

@testable import PlumbLua

/// ForEach, Section, lazy stacks, ScrollView, Label and Image from Lua.
@Suite("Lists from Lua")
struct CollectionBindingsTests {
    func layout(_ source: String, width: Double = 200, height: Double = 160) throws -> (LayoutResult, PlumbScript) {
        try layOutScript(source, chunkName: "list.lua", width: width, height: height)
    }

    @Test func forEachOverACountAndOverAList() throws {
        let (result, _) = try layout(
            """
            local names = { "a", "b", "c" }
            return VStack { spacing = 0,
              ForEach(2, function(i) return Text("n" .. i):id("n" .. i) end),
              ForEach(names, function(name, i) return Text(name .. i):id(name) end),
            }
            """, width: 100, height: 100)
        #expect(result.frame("n2")?.minY == 26)  // 100 - 5 lines × 16, centred: 10; n2 is line 2
        guard case .text(let lines, _)? = result.root.find("c")?.content else {
            Issue.record("no c")
            return
        }
        #expect(lines == ["c3"])
    }

    @Test func aForEachErrorNamesTheRow() throws {
        let (_, script) = try layout(
            """
            return ScrollView { LazyVStack { ForEach(1000000, function(i)
              if i == 3 then error("bad row") end
              return Text("row " .. i)
            end) } }
            """)
        let message = script.layoutError?.message ?? ""
        #expect(message.contains("list.lua:2: bad row (ForEach row 3)"), "\(message)")
    }

    @Test func aForEachReturningANonViewNamesTheFunction() throws {
        let (_, script) = try layout("return VStack { ForEach(2, function(i) return i end) }")
        let message = script.layoutError?.message ?? ""
        #expect(
            message.contains("list.lua:1: ForEach: the function must return a view, got number (ForEach row 1)"),
            "\(message)")
    }

    @Test(arguments: [
        ("ForEach(-1, function() end)", "the count must be a whole number ≥ 0"),
        ("ForEach(3)", "expected ForEach(count, function(i) … end)"),
        ("LazyVStack { pinnedViews = 'headers' }", "pinnedViews must be \"sectionHeaders\""),
        ("ScrollView { axes = 'diagonal', Text('a') }", "unknown axis 'diagonal' (horizontal, vertical, both)"),
        ("Image(3)", "expected Image(\"name\") for an asset"),
        ("Label(nil)", "expected Label(\"Title\""),
        ("GridItem { flexible = { minimum = 50, maximum = 20 } }", "minimum (50) must not exceed maximum (20)"),
        ("GridItem { fixed = -4 }", "fixed must be ≥ 0"),
        ("GridItem { fixed = 10, adaptive = { minimum = 5 } }", "give one of fixed, flexible or adaptive"),
        ("GridItem { adaptive = { maximum = 5 } }", "adaptive.minimum is required"),
        ("LazyVGrid { columns = {}, Text('a') }", "columns must be a non-empty list of GridItems"),
        ("LazyVGrid { Text('a') }", "columns must be a non-empty list"),
        ("LazyHGrid { rows = { 3 } }", "rows[1] must be a GridItem, got number"),
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

    @Test func aOneColumnGridMatchesALazyVStack() throws {
        // The LazyVStackMock of "Lazy stacks secrets" (Five Stars blog): the same content,
        // alignment, spacing and pinned headers.
        func source(_ container: String) -> String {
            """
            return ScrollView { contentOffset = { y = 150 },
              \(container) alignment = "leading", spacing = 20, pinnedViews = "sectionHeaders",
                Section { header = Text("Head"):padding(4),
                  ForEach(50, function(i) return Label("Placeholder " .. i, { systemImage = "leaf.fill" }) end) },
              },
            }
            """
        }
        let (stack, _) = try layout(source("LazyVStack {"))
        let (grid, _) = try layout(source("LazyVGrid { columns = { GridItem() },"))
        func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap(frames) }
        #expect(frames(stack.root) == frames(grid.root))
        #expect(frames(stack.root).count > 20)
    }

    @Test func aScrolledLazyStackShowsTheRowsAtTheOffset() throws {
        let (result, _) = try layout(
            """
            return ScrollView { contentOffset = { y = 1600 },
              LazyVStack { spacing = 0, ForEach(1000, function(i) return Text("row " .. i):id("r" .. i) end) },
            }
            """)
        #expect(result.frame("r101")?.minY == 0)
        #expect(result.root.find("r1") == nil)
        #expect(result.root.children[0].builderNote?.hasPrefix("made 11 of 1000 rows; shown 101–110") == true)
    }
}
