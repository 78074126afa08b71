import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Colours and shape styles: UIKit's colours, colour spaces, named colours of a Color extension,
/// gradients drawn as their first colour, materials as a flat grey, and styles filling a shape.
@Suite("Colours, gradients, materials and shape styles")
struct ColourAndStyleTests: ConstructSuite {
    /// `.background(style, in: shape)` is the shape filled with the style behind the view; a
    /// material is a flat grey.
    @Test func aBackgroundInAShapeIsTheFilledShapeAndAMaterialIsGrey() throws {
        let swift = "Text(\"Badge\").padding(6).background(.ultraThinMaterial, in: Capsule())"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(":background(Capsule():fill(Color(\"#F2F2F7\")))"))
        #expect(script.lua.contains("material drawn as a flat grey"))
        let r = try lay(swift)
        let capsule = try #require(frames(of: "Capsule", in: r).first)
        #expect(capsule == frames(of: "padding", in: r).first)
    }

    /// UIKit's colours are their light-mode values; `Color.magenta` (not SwiftUI's) is an error at it.
    @Test func uiKitColoursAreTheirLightValuesAndOtherNamesAreRefused() throws {
        let swift = """
            VStack {
                Color(.secondarySystemBackground)
                Color(uiColor: .systemBlue)
                Color(UIColor.separator)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        for hex in ["#F2F2F7", "#007AFF", "#C6C6C8"] { #expect(script.lua.contains("Color(\"\(hex)\")")) }
        #expect(script.lua.contains("UIKit's secondarySystemBackground drawn as #F2F2F7"))
        _ = try lay(swift)
        let magenta = try #require(refusal("Circle()\n    .stroke(Color.magenta, lineWidth: 5)"))
        #expect(magenta.line == 2 && magenta.column == 19)
        let typo = try #require(refusal("Color.grean"))
        #expect(typo.suggestion == "did you mean 'Color.green'?")
        let ui = try #require(refusal("Color(.secondarySystemBackgrond)"))
        #expect(ui.suggestion == "did you mean '.secondarySystemBackground'?")
    }

    /// `Color(.sRGB, red:green:blue:opacity:)`: the colour space is not drawn; the colour is.
    @Test func aColourSpaceIsLeftOut() throws {
        let swift =
            "Color(.sRGB, red: 150/255, green: 150/255, blue: 150/255, opacity: 0.1).frame(width: 10, height: 10)"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(".sRGB: the colour space is not drawn"))
        #expect(frames(of: "Color", in: try lay(swift)).first?.width == 10)
    }

    /// `let gradient = Gradient(colors: …)` given to `LinearGradient(gradient: gradient, …)`: the
    /// gradient's first colour.
    @Test func aGradientValueIsItsFirstColour() throws {
        let swift = """
            struct Header: View {
                let gradient = Gradient(colors: [.blue, .purple])
                var body: some View {
                    Text("Hi").frame(width: 120, height: 40)
                        .background(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
                }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("local gradient = Color.blue"))
        #expect(script.lua.contains("LinearGradient drawn as its first colour"))
        let colour = frames(of: "Color", in: try lay(swift))
        #expect(colour.map(\.width) == [120] && colour.map(\.height) == [40])
    }

    /// `.foregroundStyle(.tint)`, `.fill(.tertiary)`: shape styles that are colours in context,
    /// drawn as the accent colour and as secondary, said in a comment.
    @Test func shapeStylesAreTheirColours() throws {
        let swift = """
            VStack {
                Circle().fill(.tint).frame(width: 20, height: 20)
                Text("a").foregroundStyle(.tertiary)
                Rectangle().foregroundStyle(.quaternary).frame(width: 30, height: 10)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("fill(Color.accentColor)"))
        #expect(script.lua.contains("tertiary drawn as secondary"))
        let result = try lay(swift)
        #expect(frames(of: "Circle", in: result).map(\.width) == [20])
        #expect(frames(of: "Rectangle", in: result).map(\.width) == [30])
    }

    /// Apple's `background(ignoresSafeAreaEdges:)` page: `.background()` is the default background
    /// style, the system background (white in light mode), behind the padded label.
    /// `ignoresSafeAreaEdges:` is dropped with the
    /// style kept, and `.background` as a style is the same white.
    @Test func theDefaultBackgroundStyleIsTheSystemBackground() throws {
        let swift = """
            ZStack {
                Color.teal
                Label("Flag", systemImage: "flag.fill")
                    .padding()
                    .background()
            }
            """
        let result = try lay(swift)
        let label = try #require(frames(of: "Label", in: result).first)
        let fills = colours(of: "Color", in: result)
        #expect(fills == ["teal", "white"])
        let behind = try #require(frames(of: "Color", in: result).last)
        // The padded label's frame: the label and 16 a side.
        #expect(behind.width == label.width + 32 && behind.height == label.height + 32)
        #expect(try lua(swift).contains("-- the background style drawn as the system background"))

        let kept = try lay(#"Text("x").padding().background(.red, ignoresSafeAreaEdges: .all)"#)
        #expect(colours(of: "Color", in: kept) == ["red"])
        #expect(
            try lua(#"Text("x").background(.red, ignoresSafeAreaEdges: .all)"#).contains(
                "ignoresSafeAreaEdges: dropped"))
        #expect(colours(of: "Color", in: try lay(#"Text("x").background(ignoresSafeAreaEdges: .all)"#)) == ["white"])
        #expect(colours(of: "Color", in: try lay(#"Text("x").background(.background)"#)) == ["white"])
        #expect(try lua(#"Text("x").foregroundStyle(.background)"#).contains(":foregroundStyle(Color.white)"))
        _ = try lay(#"Text("x").foregroundStyle(.background)"#)
    }

    /// Apple's `overlay(_:in:fillStyle:)` page: the style fills the shape over the view, as
    /// `background(_:in:)` puts it behind; the shape's `inset(by:)` moves its path inside its frame, not the frame: dropped,
    /// said so.
    @Test func anOverlayInAShapeCoversTheViewAndAnInsetIsDropped() throws {
        let swift = """
            Rectangle()
                .frame(width: 200, height: 100)
                .overlay(.teal, in: Rectangle().inset(by: 10).stroke(lineWidth: 5))
            """
        let result = try lay(swift)
        let shapes = frames(of: "Rectangle", in: result)
        #expect(shapes.count == 2)
        #expect(shapes.allSatisfy { $0.width == 200 && $0.height == 100 })
        let text = try lua(swift)
        #expect(text.contains(":overlay(Rectangle():stroke { lineWidth = 5 }:fill(Color.teal))"))
        #expect(text.contains("-- .inset dropped: a shape's inset moves its path inside its frame, not the frame"))
        let filled = try lay(#"Text("x").padding().overlay(.blue, in: Circle(), fillStyle: FillStyle())"#)
        #expect(
            frames(of: "Circle", in: filled).first?.width == frames(of: "Text", in: filled).first.map { $0.width + 32 })
    }

    /// Apple's MeshGradient page: the mesh drawn as its first colour, filling what it is offered as
    /// SwiftUI's other gradients are.
    @Test func aMeshGradientIsItsFirstColour() throws {
        let swift = """
            MeshGradient(width: 2, height: 2, points: [
                .init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)
            ], colors: [.red, .purple, .indigo, .orange])
            """
        let result = try lay(swift, width: 300, height: 200)
        #expect(colours(of: "Color", in: result) == ["red"])
        #expect(frames(of: "Color", in: result).first.map { [$0.width, $0.height] } == [300, 200])
        #expect(try lua(swift).contains("-- MeshGradient drawn as its first colour"))
    }

    /// `.background(.bar)`: `Material.bar` ("a material matching the style of system toolbars"), drawn
    /// as the other materials are, a flat grey covering the view's frame.
    @Test func theBarMaterialIsAFlatGrey() throws {
        let swift = #"Text("Design").frame(maxWidth: .infinity, alignment: .leading).padding(8).background(.bar)"#
        let result = try lay(swift)
        let text = try #require(frames(of: "Text", in: result).first)
        let bar = try #require(frames(of: "Color", in: result).first)
        #expect(bar.width == 400 && bar.height == text.height + 16)
        #expect(try lua(swift).contains("-- material drawn as a flat grey"))
    }

    /// `extension Color { static let brightSeafoam = Color("Bright Seafoam") }`: the file's named colours, used as
    /// `.brightSeafoam` and `Color.brightSeafoam`, in a gradient's stops too, are their values.
    @Test func aColourExtensionsNamedColoursAreTheirValues() throws {
        let swift = """
            struct Card: View {
                let gradient = LinearGradient(
                    gradient: Gradient(stops: [.init(color: .brand, location: 0), .init(color: .ink, location: 1)]),
                    startPoint: .top, endPoint: .bottom)
                var body: some View {
                    VStack {
                        Text("Hi").foregroundColor(.brand)
                        Color.ink.frame(width: 20, height: 20)
                        gradient.frame(width: 30, height: 30)
                    }
                }
            }
            extension Color {
                static let brand = Color("Brand Blue")
                static var ink: Color { Color.red }
            }
            """
        let result = try lay(swift)
        #expect(colours(of: "Color", in: result) == ["red", "gray"])
        #expect(frames(of: "Color", in: result).map(\.width) == [20, 30])
        #expect(try lua(swift).contains("is an asset colour: drawn gray"))
        // Anything else in an extension of Color is refused where it is written.
        let other = refusal("extension Color { func lighter() -> Color { self } }\nText(\"x\")")
        #expect(other?.line == 1 && other?.column == 19)
        #expect(other?.message.hasPrefix("an extension of Color is translated when it holds") == true)
    }
}
