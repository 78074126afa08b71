import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// Everyday constructs of view files (Layout types, extensions, ranges, conditions, state,
/// previews, dynamic type), each imported, run and measured.
struct FeatureTests: ConstructSuite {
    @Test func layoutConformanceBecomesALuaLayout() throws {
        let swift = try String(
            contentsOf: testsFolder.appendingPathComponent("Seeds/spaced-column-layout.swift.txt"), encoding: .utf8)
        let (r, script) = try layOut(swift: swift, width: 400, height: 600)
        #expect(script.lua.contains("return Layout {"))
        let texts = frames(of: "Text", in: r)
        // Stacked from the top-leading corner with spacing 4: text lines are 16 high.
        #expect(texts.map(\.origin.y).map { $0 - texts[0].origin.y } == [0, 20])
        let rect = try #require(frames(of: "frame", in: r).first)
        #expect(rect.origin.y - texts[0].origin.y == 40)
        #expect(rect.origin.x == texts[0].origin.x)
    }

    /// `Int(_:)` truncates toward zero, and stays one operand in a string it is interpolated into
    /// (Lua's `or` binds looser than `..`, so the operand is parenthesised).
    @Test func intOfADoubleTruncatesAndStaysOneOperand() throws {
        let swift = """
            struct ContentView: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack(alignment: .leading, spacing: 0) {
                            Text("Size: \\(Int(proxy.size.width)) × \\(Int(proxy.size.height))")
                            Text("\\(Int(-2.7)) \\(Int(2.7))")
                        }
                    }
                }
            }
            """
        let r = try lay(swift, width: 390, height: 300)
        var lines: [String] = []
        func walk(_ v: PlacedView) {
            if case .text(let text, _) = v.content { lines += text }
            v.children.forEach(walk)
        }
        walk(r.root)
        #expect(lines == ["Size: 390 × 300", "-2 2"])
    }

    /// `extension Card: View { var body … }` makes Card a view.
    @Test func aViewConformanceInAnExtension() throws {
        let swift = """
            struct Card {
                let side: CGFloat = 30
            }
            extension Card: View {
                var body: some View { Color.red.frame(width: side, height: side) }
            }
            #Preview { Card() }
            """
        let r = try lay(swift)
        #expect(frames(of: "frame", in: r).map(\.size) == [Size(width: 30, height: 30)])
    }

    /// A constant range property is written where ForEach uses it, and refused by
    /// name anywhere else.
    @Test func aConstantRangePropertyInForEach() throws {
        let swift = """
            struct ContentView: View {
                let elements = 3...5
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(elements, id: \\.self) { value in
                            Color.red.frame(width: CGFloat(value), height: 10)
                        }
                    }
                }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "frame", in: r).map(\.width) == [3, 4, 5])
        let misuse = swift.replacingOccurrences(
            of: "ForEach(elements, id: \\.self) { value in", with: "ForEach(0..<elements.count) { value in")
        #expect(throws: (any Error).self) { try lay(misuse) }
    }

    /// In an `extension View` function, a modifier called without `self.` is applied
    /// after a chain of modifiers.
    @Test func implicitSelfModifiersInAViewExtension() throws {
        let swift = """
            extension View {
                func tagged(_ n: Int) -> some View {
                    overlay(Color.blue.frame(width: 4, height: 4), alignment: .topTrailing)
                }
            }
            struct ContentView: View {
                var body: some View {
                    Color.red.frame(width: 20, height: 10).padding(5).tagged(1)
                }
            }
            """
        let (r, script) = try layOut(swift: swift, width: 400, height: 600)
        #expect(!script.lua.unicodeScalars.contains { $0.value < 9 })
        let boxes = frames(of: "frame", in: r)
        #expect(boxes.map(\.size) == [Size(width: 20, height: 10), Size(width: 4, height: 4)])
        // The tag sits in the padded view's top-trailing corner.
        #expect(boxes[1].maxX == boxes[0].maxX + 5 && boxes[1].minY == boxes[0].minY - 5)
    }

    @Test func propertiesWithDefaultsAndMemberwiseCalls() throws {
        let swift = """
            struct Badge: View {
                var label: String
                var size: CGFloat = 40
                var filled = true
                let inset = 4.0
                var body: some View {
                    Text(label).padding(inset).frame(width: size, height: size)
                }
            }
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Badge(label: "a")
                        Badge(label: "b", size: 60, filled: false)
                    }
                }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "frame", in: r).map(\.size) == [Size(width: 40, height: 40), Size(width: 60, height: 60)])
    }

    @Test func conditionsSwitchAndIfLet() throws {
        let swift = """
            struct Row: View {
                var compact = false
                var title: String? = "T"
                var kind = 2
                var body: some View {
                    VStack {
                        if compact { Text("small") } else { Text("large").padding() }
                        if let title { Text(title) }
                        switch kind {
                        case 1: Text("one")
                        case 2, 3: Text("two or three")
                        default: EmptyView()
                        }
                    }
                }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "Row.swift")
        let r = try layOut(lua: script.lua, chunkName: "Row.swift", width: 400, height: 600)
        #expect(frames(of: "Text", in: r).count == 3)
        #expect(frames(of: "padding", in: r).count == 1)
        #expect(script.lua.contains("compact and Text(\"small\") or Text(\"large\"):padding()"))
    }

    @Test func forEachRangesFromZero() throws {
        let r = try lay(
            "HStack(spacing: 0) { ForEach(0..<3) { i in Color.red.frame(width: CGFloat(i + 1) * 10, height: 5) } }")
        #expect(frames(of: "frame", in: r).map(\.size.width) == [10, 20, 30])
        let many = try lay(
            "VStack(spacing: 0) { ForEach(0..<20, id: \\.self) { i in Color.red.frame(width: CGFloat(i), height: 1) } }"
        )
        #expect(frames(of: "frame", in: many).map(\.size.width) == (0..<20).map(Double.init))
    }

    @Test func computedPropertiesAndFunctions() throws {
        let swift = """
            struct Card: View {
                var body: some View { VStack(spacing: 0) { header; row("x", height: 30) } }
                var header: some View { Text("Header").frame(height: 20) }
                func row(_ t: String, height: CGFloat) -> some View { Text(t).frame(height: height) }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "frame", in: r).map(\.size.height) == [20, 30])
    }

    @Test func stateAndBindingStartAtTheirValues() throws {
        let swift = """
            struct Settings: View {
                @State private var on = true
                @State var count = 3
                var body: some View {
                    VStack { Toggle("On", isOn: $on); Stepper("Count \\(count)", value: $count); Button("Go") { count += 1 } }
                }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "S.swift")
        #expect(script.lua.contains("Toggle(\"On\", { isOn = on })"))
        #expect(script.lua.contains("Button(\"Go\", function() end)"))
        #expect(script.lua.contains("  -- action dropped: Plumb lays out, it does not run actions\n"))
        _ = try layOut(lua: script.lua, chunkName: "S.swift", width: 400, height: 600)
    }

    @Test func previewIsTheEntryPoint() throws {
        let swift = """
            struct Card: View { var title = "x"; var body: some View { Text(title) } }
            struct Other: View { var body: some View { Text("other") } }
            #Preview { Card(title: "from the preview") }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "P.swift")
        #expect(script.entryPoint == "#Preview")
        #expect(script.lua.hasSuffix("return Card { title = \"from the preview\" }\n"))
        let provider = """
            struct Card: View { var body: some View { Text("x") } }
            struct Card_Previews: PreviewProvider { static var previews: some View { Card().padding() } }
            """
        #expect(
            try SwiftImporter.translate(source: provider, fileName: "P.swift").lua.contains("return Card():padding()"))
        let picked = try SwiftImporter.translate(source: swift, fileName: "P.swift", view: "Other")
        #expect(picked.lua.hasSuffix("return Other()\n"))
    }

    @Test func dynamicTypeFromTheEnvironment() throws {
        let swift = """
            struct Row: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    if size == .accessibility3 { VStack { Text("a"); Text("b") } } else { HStack { Text("a"); Text("b") } }
                }
            }
            """
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility3
        let (r, _) = try layOut(swift: swift, width: 400, height: 600, environment: env)
        #expect(frames(of: "VStack", in: r).count == 1)
        let (r2, _) = try layOut(swift: swift, width: 400, height: 600)
        #expect(frames(of: "HStack", in: r2).count == 1)
    }

    @Test func aLoneInterpolationIsAString() throws {
        let swift = """
            struct Numbers: View {
                var body: some View { HStack { ForEach(0..<3, id: \\.self) { n in Text("\\(n)") } } }
            }
            """
        let (r, script) = try layOut(swift: swift, width: 400, height: 600)
        #expect(script.lua.contains("Text(tostring(n))"))
        #expect(frames(of: "Text", in: r).count == 3)
    }

    @Test func anEntryViewPropertyWithoutAValue() throws {
        let swift = """
            struct Bar: View {
                var value: Double
                var body: some View { Rectangle().frame(width: value) }
            }
            """
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: swift, fileName: "B.swift")
        }
        #expect(error?.line == 2)
        #expect(error?.message.contains("'value' has no value") == true)
        #expect(error?.suggestion?.contains("#Preview { Bar(value: …) }") == true)
        // With a preview giving it, it imports.
        let (r, _) = try layOut(swift: swift + "\n#Preview { Bar(value: 30) }", width: 400, height: 600)
        #expect(frames(of: "frame", in: r).first?.size.width == 30)
    }

    @Test func errorsInsideTypeInitKeepTheirColumn() throws {
        let swift = """
            struct V: View {
                var body: some View { HStack.init(spacing: 4) { Text("a").paddng() } }
            }
            """
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: swift, fileName: "V.swift")
        }
        #expect(error?.line == 2)
        #expect(error?.column == 63)
    }
}
