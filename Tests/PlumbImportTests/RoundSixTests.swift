import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// The constructs round 6's snippets found (Sources/PlumbImport/README.md, "Sixth round"), each
/// imported and run on its own.
struct RoundSixTests {
    func lay(_ swift: String, width: Double = 400, height: Double = 600) throws -> LayoutResult {
        try layOut(swift: swift, width: width, height: height).0
    }

    func importError(_ swift: String) -> ImportError? {
        #expect(throws: ImportError.self) { _ = try SwiftImporter.translate(source: swift, fileName: "View.swift") }
        do {
            _ = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        } catch {
            return error
        }
        return nil
    }

    /// The Swift position a run-time error of the imported script is told at.
    func runtimeErrorPosition(_ swift: String) throws -> SwiftPosition? {
        let script = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "View.swift", width: 400, height: 600)
        } catch let error as LuaError {
            return error.line.flatMap { script.swiftPosition(ofLuaLine: $0) }
        }
        Issue.record("expected a Lua error")
        return nil
    }

    /// A modifier on a line of its own starts a Lua line of its own, so an error it raises while
    /// the script runs is told at its Swift line and column, not at the view the chain starts with
    /// (round 6: `.pickerStyle(.segmented)` was told at the Form's `}` two lines above).
    @Test func aModifiersRunTimeErrorIsToldAtItsOwnLine() throws {
        let swift = """
            struct Card: View {
                var body: some View {
                    Text("Badge")
                        .padding(6)
                        .pickerStyle(.segmented)
                }
            }
            """
        #expect(try runtimeErrorPosition(swift) == SwiftPosition(line: 5, column: 13))
        // After a container's closing brace, on the brace's line.
        let stack = """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("a")
                    }
                    .frame(width: "wide")
                }
            }
            """
        #expect(try runtimeErrorPosition(stack) == SwiftPosition(line: 6, column: 9))
    }

    // MARK: - #if

    /// `#if` is read as a debug build for an iPhone reads it: the clause that holds is translated,
    /// at the top level, among a struct's members and among views (round 6: refused at 3:1).
    @Test func conditionalCompilationTakesTheiOSClause() throws {
        let swift = """
            struct ContentView: View {
            #if !os(macOS)
                let side: CGFloat = 40
            #else
                let side: CGFloat = 90
            #endif
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: side, height: side)
                        #if DEBUG
                        Color.green.frame(width: side, height: side)
                        #endif
                        #if os(macOS) || targetEnvironment(macCatalyst)
                        Color.blue.frame(width: side, height: side)
                        #elseif canImport(UIKit) && !CUSTOM_FLAG
                        Color.yellow.frame(width: 10, height: side)
                        #endif
                    }
                }
            }
            #if DEBUG
            #Preview { ContentView().padding(5) }
            #endif
            """
        let r = try lay(swift)
        #expect(frames(of: "Color", in: r).map(\.width) == [40, 40, 10])
        #expect(r.root.type == "padding")
    }

    @Test func anUnreadableConditionIsAnErrorAtIt() throws {
        let e = try #require(importError("#if someFunction(x)\nlet a = 1\n#endif\nText(\"a\")\n"))
        #expect(e.line == 1 && e.column == 5)
        #expect(e.message.contains("not evaluated"))
    }

    // MARK: - Memberwise initialisers written out

    /// An init that only stores its parameters is the memberwise one; its parameters' defaults are
    /// the properties' defaults (round 6's AdaptiveStack: `horizontalAlignment = .center`).
    @Test func aWrittenOutInitsDefaultsAreThePropertiesDefaults() throws {
        let swift = """
            struct Stack<Content: View>: View {
                let alignment: HorizontalAlignment
                let spacing: CGFloat?
                let content: () -> Content
                init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = 30,
                     @ViewBuilder content: @escaping () -> Content) {
                    self.alignment = alignment
                    self.spacing = spacing
                    self.content = content
                }
                var body: some View { VStack(alignment: alignment, spacing: spacing, content: content) }
            }
            #Preview {
                Stack {
                    Color.red.frame(width: 100, height: 10)
                    Color.blue.frame(width: 20, height: 10)
                }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c[1].minX == c[0].minX)
        #expect(c[1].minY - c[0].maxY == 30)
    }

    /// The entry view's content closure, when nothing gives it views, is empty and says so.
    @Test func anEntryViewsContentWithNoViewsIsEmpty() throws {
        let swift = """
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder var content: () -> Content
                var body: some View { VStack { Text(title); content() }.padding() }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "Card.swift")
        #expect(script.lua.contains("content = {}"))
        #expect(script.lua.contains("content: no views in the Swift; empty"))
        let r = try layOut(lua: script.lua, chunkName: "Card.swift", width: 400, height: 600)
        #expect(frames(of: "Text", in: r).count == 1)
    }
}
