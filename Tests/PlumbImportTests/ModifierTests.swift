import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Modifiers' arguments and the positions of their errors: a modifier's run-time error is told at
/// its own line, an argument that moves no frame is left out and said so, and padding and scale
/// modifiers lay out as SwiftUI's do.
@Suite("Modifiers")
struct ModifierTests: ConstructSuite {
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
    /// the script runs is told at its Swift line and column, not at the view the chain starts with.
    @Test func aModifiersRunTimeErrorIsToldAtItsOwnLine() throws {
        let swift = """
            struct Card: View {
                var body: some View {
                    Text("Badge")
                        .padding(6)
                        .pickerStyle(.wheel)
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

    /// `scaleEffect(CGSize(width:height:))` is the two scales.
    @Test func scaleEffectOfASizeIsItsTwoScales() throws {
        let script = try SwiftImporter.translate(
            source: "Divider().scaleEffect(CGSize(width: 1, height: 10))", fileName: "V.swift")
        #expect(script.lua.contains(":scaleEffect({ x = 1, y = 10 })"))
        #expect(try lay("Divider().scaleEffect(CGSize(width: 1, height: 10))").root.frame.height == 1)
    }

    /// A behaviour modifier's argument the importer cannot write (an animation) is left out, said
    /// so; the frames are those without the modifier.
    @Test func aBehavioursUntranslatableArgumentIsLeftOut() throws {
        let swift = "Text(\"Tap\").padding().animation(.easeInOut(duration: 0.2), value: 1)"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(":animation()  -- .animation's arguments dropped: they change no frame"))
        #expect(frames(try lay(swift)) == frames(try lay("Text(\"Tap\").padding()")))
    }

    /// Apple's `scenePadding(_:)` page: "In other platforms [than watchOS], scene padding produces the
    /// same default padding that you get from the padding(_:_:) modifier".
    @Test func scenePaddingIsTheDefaultPadding() throws {
        let swift = """
            VStack(alignment: .leading, spacing: 10) {
                Text("Scene padding")
                    .scenePadding(.horizontal)
                Text("Minimum Scene padding")
                    .scenePadding(.minimum, edges: .horizontal)
                Text("Regular padding")
                    .padding(.horizontal)
                Text("All").scenePadding()
            }
            """
        let result = try lay(swift)
        let texts = frames(of: "Text", in: result)
        let padded = result.root.children.map(\.frame)
        #expect(texts.count == 4 && padded.count == 4)
        for i in 0..<3 { #expect(padded[i].width == texts[i].width + 32 && padded[i].height == texts[i].height) }
        #expect(padded[3].width == texts[3].width + 32 && padded[3].height == texts[3].height + 32)
    }
}
