import PlumbLayout
import Testing

@testable import PlumbLua

/// How views are built from Lua cheaply: options matched as bytes, namespace
/// members made once, the memory charge carried by each view's userdata.
@Suite("Building views from Lua cheaply")
struct BuildCostTests {
    func failure(_ source: String) -> String? {
        do {
            _ = try PlumbScript().run(source: source, chunkName: "card.lua")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func optionNamesMatchTheirBytesExactly() {
        let names: OptionNames = ["width", "height", "minWidth", "alignment"]
        func index(_ key: String) -> Int? {
            Array(key.utf8).withUnsafeBytes { names.index(of: $0) }
        }
        #expect(index("width") == 0)
        #expect(index("alignment") == 3)
        #expect(index("minWidth") == 2)
        // Prefixes, extensions and other cases of a name are not the name.
        #expect(index("widt") == nil)
        #expect(index("widths") == nil)
        #expect(index("Width") == nil)
        #expect(index("") == nil)
    }

    @Test func presentOptionsSayWhichWereGiven() {
        var present = PresentOptions()
        present.insert(0)
        present.insert(5)
        #expect(present.contains(0) && present.contains(5) && !present.contains(1))
        #expect(present.containsAny(in: 2..<8))
        #expect(!present.containsAny(in: 1..<5))
    }

    @Test(arguments: [
        (
            "return Rectangle():frame { widht = 10 }",
            "frame: unknown option 'widht' (did you mean 'width'?); expected alignment, height, idealHeight, idealWidth, maxHeight, maxWidth, minHeight, minWidth, width"
        ),
        (
            "return Rectangle():frame { width = 10, [1] = 2 }",
            "frame: unexpected item 1 in the table (only named options are allowed)"
        ),
        (
            "return Rectangle():frame { width = 10, maxWidth = 20 }",
            "frame: width/height cannot be combined with min/ideal/max sizes in one frame"
        ),
        ("return Rectangle():frame { width = 'wide' }", "frame: width must be a number, got string"),
        ("return HStack { spacing = 2, zzz = 1, Text('a') }", "HStack: unknown option 'zzz'"),
    ])
    func optionErrorsStayAsTheyWere(source: String, message: String) {
        let error = failure(source)
        #expect(error?.contains(message) == true, "\(error ?? "no error")")
    }

    @Test func framesReadOnlyTheOptionsGiven() throws {
        let (result, _) = try layOutScript(
            """
            return VStack { spacing = 0,
              Rectangle():frame { width = 30 }:id("w"),
              Rectangle():frame { height = 7, alignment = "leading" }:id("h"),
              Rectangle():frame { minWidth = 5, maxWidth = 12, maxHeight = 3 }:id("f"),
            }
            """, chunkName: "card.lua", width: 100, height: 100)
        #expect(result.frame("w")?.width == 30)
        #expect(result.frame("h")?.height == 7)
        #expect(result.frame("f")?.size == Size(width: 12, height: 3))
    }

    @Test func namespaceMembersAreMadeOnceAndStillCheckNames() throws {
        let script = try PlumbScript()
        let view = try script.run(
            source: """
                assert(rawequal(Color.red, Color.red), "Color.red is one value")
                assert(rawequal(HorizontalAlignment.leading, HorizontalAlignment.leading))
                assert(rawget(Color, "blue") == nil, "members are made when first asked for")
                local shared = Color.blue
                assert(rawget(Color, "blue") == shared)
                return HStack { shared:frame { width = 3 }, shared:frame { width = 4 }, Color("blue") }
                """, chunkName: "card.lua")
        #expect(view.treeSize == 6)
        #expect(failure("return Color.chartreuse")?.contains("Color: unknown colour 'chartreuse'") == true)
        #expect(failure("return Color[1]")?.contains("Color: expected a member name") == true)
    }

    @Test func viewsStayChargedWhileSwiftHoldsThem() throws {
        let script = try PlumbScript()
        script.vm.collectGarbage()
        let before = script.vm.memoryInUse
        _ = try script.run(
            source: """
                local list = {}
                for i = 1, 2000 do list[i] = Text("item " .. i):padding(1):frame { width = 40 } end
                KEPT = HStack(list)
                return EmptyView()
                """, chunkName: "card.lua")
        script.vm.collectGarbage()
        // The list and its userdata are gone, but the stack holds 2,000 × (Text, padding, frame):
        // they stay charged, at 256 bytes and more each.
        #expect(script.vm.memoryInUse - before > 6_000 * 256)
    }

    @Test func viewsHeldOnlyByLuaGiveTheirChargeBack() throws {
        let script = try PlumbScript()
        _ = try script.run(source: "return EmptyView()", chunkName: "card.lua")
        script.vm.collectGarbage()
        let before = script.vm.memoryInUse
        _ = try script.run(
            source: """
                KEPT = {}
                for i = 1, 2000 do KEPT[i] = Text("item " .. i) end
                return EmptyView()
                """, chunkName: "card.lua")
        script.vm.collectGarbage()
        #expect(script.vm.memoryInUse - before > 2_000 * 256)
        _ = try script.run(source: "KEPT = nil\nreturn EmptyView()", chunkName: "card.lua")
        // Two cycles: the first runs the finalizers, the second frees the userdata.
        script.vm.collectGarbage()
        script.vm.collectGarbage()
        #if DEBUG
            // In a debug build the view is still referenced once more while its finalizer runs
            // (an unoptimised temporary), so it never looks like the last reference and keeps
            // its charge: an over-count, on the safe side. Optimised builds give it back, which
            // `plumb run --stats-json` shows (lua_bytes) and this checks in `swift test -c release`.
        #else
            // Every charge is given back (what is left is Lua's own bookkeeping, a few KB).
            #expect(abs(script.vm.memoryInUse - before) < 16_384, "\(script.vm.memoryInUse) vs \(before)")
        #endif
    }
}
