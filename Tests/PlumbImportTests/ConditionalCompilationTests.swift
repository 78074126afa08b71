import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// `#if` read as an iPhone's debug build reads it: the clause that holds is translated, among a
/// file's declarations, a struct's members, views and a chain's modifiers; a condition that cannot be
/// evaluated is an error where it is written.
@Suite("Conditional compilation")
struct ConditionalCompilationTests: ConstructSuite {
    /// `#if` is read as a debug build for an iPhone reads it: the clause that holds is translated,
    /// at the top level, among a struct's members and among views.
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
        let e = try #require(refusal("#if someFunction(x)\nlet a = 1\n#endif\nText(\"a\")\n"))
        #expect(e.line == 1 && e.column == 5)
        #expect(e.message.contains("not evaluated"))
    }

    /// Apple's SecureField page continues a TextField's modifiers with `#if !os(macOS)` …
    /// `#endif`: the modifiers of the clause that holds on an iPhone, on the view, and the chain
    /// goes on after `#endif`.
    @Test func modifiersInsideAnIfAreTheIPhonesClause() throws {
        let swift = """
            struct Login: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        TextField("Username", text: $name)
                            .autocorrectionDisabled(true)
                            #if !os(macOS)
                            .textInputAutocapitalization(.never)
                            #endif
                            .padding()
                        Text("x")
                            #if os(macOS)
                            .padding(40)
                            #else
                            .padding(2)
                            #endif
                    }
                }
            }
            """
        let result = try lay(swift)
        let field = try #require(frames(of: "TextField", in: result).first)
        #expect(field.width == 400 - 32)  // the `.padding()` after `#endif`
        let text = try #require(frames(of: "Text", in: result).last)
        let padded = try #require(result.root.children.last?.frame)
        #expect(padded.width == text.width + 4 && padded.height == text.height + 4)
        let script = try SwiftImporter.translate(source: swift, fileName: "View.swift")
        let line = try #require(
            script.lua.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains(":textInputAutocapitalization")
            })
        #expect(script.swiftPosition(ofLuaLine: line + 1)?.line == 8)
    }
}
