import PlumbLayout
import PlumbScriptAPI
import Testing

@testable import PlumbLua

/// `Grid`, `GridRow` and the cell modifiers, from Lua.
@Suite("Grid from Lua")
struct GridBindingsTests {
    func layout(_ source: String, width: Double? = 400, height: Double? = 400) throws -> LayoutResult {
        let script = try PlumbScript()
        let view = try script.run(source: source, chunkName: "test.lua")
        return script.withLayoutPass { LayoutEngine().layout(view, canvas: ProposedSize(width: width, height: height)) }
    }

    func error(_ source: String) -> String {
        do {
            let script = try PlumbScript()
            _ = try script.run(source: source, chunkName: "test.lua")
            return "no error"
        } catch {
            return error.message
        }
    }

    func box(_ id: String, _ width: Double, _ height: Double) -> String {
        "Rectangle():frame { width = \(width), height = \(height) }:id(\"\(id)\")"
    }

    @Test func aLuaGridGivesTheSwiftGridsFrames() throws {
        let result = try layout(
            """
            return Grid { alignment = "topLeading", horizontalSpacing = 4, verticalSpacing = 2,
              GridRow { \(box("a", 40, 20)), \(box("b", 60, 30)) },
              Divider():id("line"),
              GridRow { alignment = "bottom", \(box("c", 50, 10)), \(box("d", 10, 40)) },
            }
            """)
        let grid = View.grid(
            alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2,
            [
                .row([
                    View.rectangle().frame(width: 40, height: 20).withID("a"),
                    View.rectangle().frame(width: 60, height: 30).withID("b"),
                ]),
                .spanning(View.divider().withID("line")),
                .row(
                    [
                        View.rectangle().frame(width: 50, height: 10).withID("c"),
                        View.rectangle().frame(width: 10, height: 40).withID("d"),
                    ],
                    alignment: .bottom),
            ])
        let expected = LayoutEngine().layout(grid, canvas: ProposedSize(width: 400, height: 400))
        #expect(result.root.type == "Grid")
        for id in ["a", "b", "c", "d", "line"] {
            #expect(result.frame(id) == expected.frame(id), "\(id)")
        }
        #expect(result.frame("line")?.width == 400)
    }

    @Test func aGridRowOutsideAGridIsAGroup() throws {
        let result = try layout("return VStack { GridRow { Text(\"a\"), Text(\"b\") }, Text(\"c\") }")
        #expect(result.root.children.map(\.type) == ["Text", "Text", "Text"])
    }

    @Test func rowsBuiltInALoopAreAList() throws {
        let result = try layout(
            """
            local rows = {}
            for i = 1, 3 do rows[i] = GridRow { Color.red:id("r" .. i), Color.blue } end
            return Grid { rows }
            """, width: 208, height: 100)
        #expect(result.frame("r3")?.width == 100)
        #expect(result.root.children.count == 6)
    }

    @Test func aForEachInAGridRowMakesItsCells() throws {
        let result = try layout(
            """
            return Grid {
              GridRow { Text("Row 1"), ForEach(2, function(i) return Color.red:id("r" .. i) end) },
              GridRow { Text("Row 2"), ForEach({ "x", "y", "z" }, function(item) return Color.green:id(item) end) },
            }
            """)
        #expect(result.frame("r2")?.minX == result.frame("y")?.minX)
        #expect(result.frame("z")?.maxX == result.root.frame.maxX)
    }

    @Test func theCellModifiersReachTheGrid() throws {
        let result = try layout(
            """
            return Grid {
              GridRow { \(box("a", 40, 20)):gridColumnAlignment("leading"), \(box("b", 40, 20)), \(box("c", 40, 20)) },
              GridRow { \(box("d", 100, 20)):gridCellColumns(2), \(box("e", 10, 10)):gridCellAnchor("bottomTrailing") },
              GridRow { \(box("f", 100, 20)), Color.clear:gridCellUnsizedAxes({ "horizontal", "vertical" }):id("blank"),
                        \(box("g", 10, 10)):gridCellAnchor { x = 0, y = 0 } },
            }
            """)
        let grid = result.root.frame
        #expect(result.frame("a")?.minX == grid.minX)
        #expect(result.frame("e")?.maxX == grid.maxX)
        #expect(result.frame("e")?.maxY == grid.minY + 48)
        #expect(result.frame("g")?.minY == grid.minY + 56)
        // The blank cell takes its column's width (46: half of d's 100 less the spacing) and its
        // row's height, and sizes neither.
        #expect(result.frame("blank")?.width == 46)
        #expect(result.frame("blank")?.height == 20)
    }

    /// The names an anchor takes (`gridCellAnchor`, `subview:place`) and the Lua `UnitPoint`
    /// table's members are the value set's, at the same points.
    @Test func unitPointNamesAreTheValueSet() throws {
        #expect(Set(GridBindings.unitPoints.keys) == ScriptAPI.unitPoints.accepted)
        for name in ScriptAPI.unitPoints.values {
            let point = try #require(GridBindings.unitPoints[name])
            _ = try layout(
                """
                assert(UnitPoint.\(name).x == \(point.x) and UnitPoint.\(name).y == \(point.y))
                return Text("a"):gridCellAnchor("\(name)")
                """)
        }
    }

    @Test(arguments: [
        ("return Grid { 12 }", "test.lua:1: Grid: item 1 must be a GridRow or a view, got number"),
        (
            "return Grid { { Text(\"a\"), true } }",
            "test.lua:1: Grid: item 1.2 must be a GridRow or a view, got boolean"
        ),
        ("return Grid(3)", "test.lua:1: Grid: expected a table of rows"),
        ("return Grid { spacing = 3 }", "unknown option 'spacing'"),
        ("return Grid { horizontalSpacing = 1/0 }", "horizontalSpacing must be a finite number"),
        ("return Grid { alignment = \"middle\" }", "unknown alignment 'middle'"),
        ("return GridRow { alignment = \"leading\" }", "GridRow: unknown vertical alignment 'leading'"),
        ("return Grid { GridRow { Text(\"a\") }:padding() }", "GridRow has no member 'padding'"),
        (
            "return Text(\"a\"):gridCellColumns(0)",
            "gridCellColumns: expected a whole number of columns ≥ 1, got number"
        ),
        ("return Text(\"a\"):gridCellColumns(1.5)", "gridCellColumns: expected a whole number of columns ≥ 1"),
        (
            "return Text(\"a\"):gridColumnAlignment(\"top\")",
            "unknown horizontal alignment 'top' (leading, center, trailing)"
        ),
        ("return Text(\"a\"):gridCellAnchor(\"middle\")", "unknown unit point 'middle' (zero, topLeading, top"),
        ("return Text(\"a\"):gridCellAnchor { x = 1 }", "gridCellAnchor: y is missing"),
        ("return Text(\"a\"):gridCellAnchor { x = 0/0, y = 0 }", "x must be a finite number"),
        ("return Text(\"a\"):gridCellAnchor(5)", "expected a unit point such as \"topLeading\""),
        (
            "return Text(\"a\"):gridCellUnsizedAxes(\"diagonal\")",
            "unknown axis 'diagonal' (horizontal, vertical, both)"
        ),
        ("return Text(\"a\"):gridCellUnsizedAxes({ 1 })", "axis 1 must be an axis name, got number"),
        ("return Text(\"a\").gridCellColumns(2)", "call it on a view with ':'"),
    ])
    func badInputIsAClearError(source: String, expected: String) {
        let message = error(source)
        #expect(message.contains(expected), "\(message)")
    }

    @Test func ipairsOverAGridRowSeesItsCells() throws {
        let result = try layout(
            """
            local row = GridRow { Text("a"), Text("b") }
            local n = 0
            for _, cell in ipairs(row) do n = n + 1 end
            return Text(tostring(row) .. " " .. n):id("t")
            """)
        guard case .text(let lines, _)? = result.root.find("t")?.content else {
            Issue.record("no text")
            return
        }
        #expect(lines == ["GridRow 2"])
    }
}
