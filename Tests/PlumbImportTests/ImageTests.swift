import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// `Image` made from assets, platform images (`UIImage`) and their resizing modes.
@Suite("Images and platform images")
struct ImageTests: ConstructSuite {
    /// `Image(uiImage: UIImage(named: "x")!)` is the asset `x`; `Image(decorative:)` and a bundle
    /// are the asset too.
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
    /// it is given. (One held in a property is its asset: `uiImagePropertiesAreAssets`.)
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

    /// A UIImage the entry view holds with no value stands in as an asset of its name (as a String
    /// does with its name), and `UIImage(named:)` given to a view is that asset.
    @Test func uiImagePropertiesAreAssets() throws {
        let card = """
            struct PhotoCardView: View {
                let image: UIImage
                var body: some View {
                    Image(uiImage: image).resizable().scaledToFit()
                }
            }
            """
        let script = try SwiftImporter.translate(source: card, fileName: "V.swift")
        #expect(script.lua.contains("PhotoCardView { image = \"image\" }"))
        #expect(script.lua.contains("image: no value in the Swift; its name stands in"))
        let image = try #require(frames(of: "Image", in: try lay(card)).first)
        #expect(image.width == 400 && image.height == 400)

        let given =
            card + """

                #Preview {
                    PhotoCardView(image: UIImage(named: "fish")!)
                }
                """
        #expect(try SwiftImporter.translate(source: given, fileName: "V.swift").lua.contains("image = \"fish\""))
    }

    /// `.resizable(resizingMode: .stretch)`: the mode and the cap insets say how the image fills its frame, not the
    /// frame, so they are left out, said so; the image lays out as `.resizable()` does.
    @Test func resizableWithAModeIsResizable() throws {
        let moded = """
            Image("seaSky")
                .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                .frame(width: 200, height: 120)
            """
        let lua = try lua(moded)
        #expect(lua.contains(":resizable()  -- capInsets: and resizingMode: dropped"))
        let plain = #"Image("seaSky").resizable().frame(width: 200, height: 120)"#
        #expect(frames(of: "Image", in: try lay(moded)) == frames(of: "Image", in: try lay(plain)))
        #expect(frames(of: "Image", in: try lay(moded)).first?.width == 200)
        // Another label is not SwiftUI's: Plumb's registry refuses it when the script runs.
        #expect(try self.lua(#"Image("a").resizable(mode: .tile)"#).contains("resizable { mode = \"tile\" }"))
    }
}
