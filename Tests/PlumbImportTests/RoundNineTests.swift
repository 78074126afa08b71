import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 9's snippets found (Sources/PlumbImport/README.md, "Ninth round"), each
/// imported and run on its own.
struct RoundNineTests: ConstructSuite {
    /// `let gradient = Gradient(colors: …)` given to `LinearGradient(gradient: gradient, …)`: the
    /// gradient's first colour (round 9: "unknown view 'Gradient'").
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
    /// drawn as the accent colour and as secondary, said in a comment (round 9: "unknown colour 'tint'"
    /// when the script ran).
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

    /// `Image(uiImage: UIImage(named: "x")!)` is the asset `x`; `Image(decorative:)` and a bundle
    /// are the asset too (round 9: "unknown view 'UIImage'").
    @Test func platformImagesAreTheirAssets() throws {
        let swift = """
            VStack(spacing: 0) {
                Image(uiImage: UIImage(named: "profile")!).resizable().frame(width: 50, height: 40)
                Image(uiImage: UIImage(systemName: "star") ?? UIImage())
                Image(decorative: "photo")
                Image("photo", bundle: .main)
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("Image(\"profile\")"))
        #expect(script.lua.contains("Image { systemName = \"star\" }"))
        let images = frames(of: "Image", in: try lay(swift))
        #expect(images.count == 4)
        #expect(images[0].width == 50 && images[0].height == 40)
        // An asset whose size is not stated is 100×100 (Plumb's estimate).
        #expect(images[2].width == 100 && images[3].width == 100)
    }

    /// A UIImage made from something other than a name (data, a file, a drawing) is refused where
    /// it is given. (One held in a property was refused too until round 11; it is its asset now,
    /// `RoundElevenTests.uiImagePropertiesAreAssets`.)
    @Test func aPlatformImageValueIsRefused() throws {
        do {
            _ = try SwiftImporter.translate(
                source:
                    "struct V: View {\n    let data: Data\n    var body: some View { Image(uiImage: UIImage(data: data)!) }\n}",
                fileName: "V.swift")
            Issue.record("expected an import error")
        } catch {
            #expect(error.line == 3 && error.column == 42)
            #expect(error.message == "an Image made from a uiImage value is not translated")
        }
    }
}
