import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// `.init(…)`, `.gray`, `.rect(…)` and other implicit members are the type the context declares
/// (a parameter, a property, a grid's items, a shape's place); a value written with its type is its name.
@Suite("Implicit members and values written with their type")
struct ImplicitMemberTests: ConstructSuite {
    /// A SwiftUI value written with its type (`Axis.Set.horizontal`, `ContentMode.fit`) is its name.
    @Test func valuesWrittenWithTheirTypeAreTheirNames() throws {
        let swift = """
            ScrollView(Axis.Set.horizontal) {
                HStack {
                    Color.red.aspectRatio(1, contentMode: ContentMode.fit).frame(width: 50)
                    Color.blue.frame(width: 500, height: 20)
                }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "HStack", in: r).first?.width == 558)
        #expect(frames(of: "aspectRatio", in: r).first?.height == 50)
    }

    /// `.init(x:y:)` where a value is wanted: its labels name the type (Layout code writes it).
    @Test func anImplicitInitIsNamedByItsLabels() throws {
        let swift = "Color.red.frame(width: 10, height: 10).offset(.init(width: 30, height: 0))"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("CGSize { width = 30, height = 0 }"))
        let e = try #require(refusal("Color.red.offset(.init(dx: 1))"))
        #expect(e.message.contains(".init"))
    }

    /// A property or parameter declared Color takes `.gray` as the colour, not its name.
    @Test func aColourPropertyTakesAnImplicitColour() throws {
        let swift = """
            struct Tile: View {
                let colour: Color
                var fallback: Color = .blue
                var body: some View { Text("a").padding().background(colour).overlay(fallback.frame(width: 2)) }
            }
            struct ContentView: View {
                func swatch(_ c: Color) -> some View { Rectangle().frame(width: 5, height: 5).background(c) }
                var body: some View { VStack { Tile(colour: .gray); swatch(.red) } }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("colour = Color.gray"))
        #expect(script.lua.contains("or Color.blue"))
        #expect(script.lua.contains("swatch(Color.red)"))
        #expect(frames(of: "Color", in: try lay(swift)).count == 3)
    }

    /// `.init(…)` given to a property declared `[GridItem]` is a GridItem.
    @Test func anImplicitInitIsTheDeclaredType() throws {
        let swift = """
            struct ContentView: View {
                var columns: [GridItem] = Array(repeating: .init(.fixed(20), spacing: 5), count: 2)
                var body: some View {
                    LazyVGrid(columns: columns) { ForEach(0..<4) { _ in Color.red.frame(height: 10) } }
                }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c.map(\.width) == [20, 20, 20, 20])
        #expect(c[1].minX - c[0].maxX == 5)
    }

    /// `in: .rect(cornerRadius: 16)`: `Shape`'s implicit members where a shape is wanted are the shapes they name,
    /// in `background(_:in:)` and `overlay(_:in:)` and as `clipShape`'s and `contentShape`'s shape.
    @Test func aShapeWrittenAsAnImplicitMemberIsThatShape() throws {
        let lua = try lua(
            """
            VStack {
                Text("a").padding().background(.blue, in: .capsule)
                Text("b").padding().clipShape(.rect(cornerRadius: 8, style: .continuous))
                Text("c").background(.red, in: .rect(topLeadingRadius: 4, bottomTrailingRadius: 8))
                Text("d").contentShape(.rect)
                Text("e").clipShape(.circle)
            }
            """)
        #expect(lua.contains("background(Capsule():fill(Color.blue))"))
        #expect(lua.contains("clipShape(RoundedRectangle { cornerRadius = 8 })"))
        #expect(lua.contains("background(Rectangle():fill(Color.red))"))
        #expect(lua.contains("contentShape(Rectangle())") && lua.contains("clipShape(Circle())"))
        // The rounded rectangle fills the padded text's frame behind it.
        let result = try lay(#"Text("Total").padding().background(.gray, in: .rect(cornerRadius: 16))"#)
        let shape = try #require(frames(of: "RoundedRectangle", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(shape.width == text.width + 32 && shape.height == text.height + 32)
        // Another implicit member call is still refused where it is written.
        let error = refusal("Text(\"x\").clipShape(.rect(cornerSize: CGSize(width: 4, height: 4)))")
        #expect(error?.message.hasPrefix("the implicit member .rect(…) is not translated") == true)
    }

    /// `LazyVGrid(columns: [.init(.flexible()), …])`: a lazy grid's columns and rows are GridItems, so the implicit
    /// `.init` there is one, as where `[GridItem]` is declared. The grid lays out as with
    /// `GridItem(…)` written out: two flexible columns share what the fixed 80 and two 8-point
    /// gaps leave of 320 (112 each).
    @Test func aLazyGridsImplicitInitIsAGridItem() throws {
        let implicit = """
            LazyVGrid(columns: [.init(.flexible()), .init(.flexible(minimum: 40)), .init(.fixed(80))], spacing: 10) {
                ForEach(0..<6) { _ in Color.red.frame(height: 30) }
            }
            """
        let written = implicit.replacingOccurrences(of: ".init(", with: "GridItem(")
        #expect(try lua(implicit) == lua(written))
        let cells = frames(of: "Color", in: try lay(implicit, width: 320, height: 200))
        #expect(cells.prefix(3).map(\.width) == [112, 112, 80])
        #expect(cells.prefix(3).map(\.minX) == [0, 120, 240])
        let rows = """
            LazyHGrid(rows: [.init(.fixed(40)), .init(.fixed(40))]) {
                ForEach(0..<4) { _ in Color.blue.frame(width: 30) }
            }
            """
        #expect(try lua(rows) == lua(rows.replacingOccurrences(of: ".init(", with: "GridItem(")))
    }

    @Test func aPropertyOfAnImplicitMemberIsRefusedNotWrittenAsBadLua() throws {
        let swift = "Rectangle()\n    .fill(.blue.secondary)\n"
        let error = #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(source: swift, fileName: "V.swift", view: nil)
        }
        #expect(error.map { "\($0.line):\($0.column)" } == "2:17")
        #expect(error?.suggestion == "write Color.blue")
    }
}
