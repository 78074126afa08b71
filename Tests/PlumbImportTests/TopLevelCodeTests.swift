import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// What a file holds at its top level: views written one after another, a playground's live view,
/// and a struct declared twice.
@Suite("A file's top level")
struct TopLevelCodeTests: ConstructSuite {
    /// A file of one view expression is that view: its Lua returns the same call and chain, and it
    /// lays out as SwiftUI does (the text padded 16 a side).
    @Test func aFileOfOneViewIsThatView() throws {
        let swift = #"Text("Hello").padding()"#
        #expect(try lua(swift).contains(#"return Text("Hello"):padding()"#))
        let result = try lay(swift)
        let text = try #require(frames(of: "Text", in: result).first)
        let padded = try #require(frames(of: "padding", in: result).first)
        #expect(padded.width == text.width + 32 && padded.height == text.height + 32)
        #expect(padded.midX == 200 && padded.midY == 300)
    }

    /// A playground's live view is the entry point.
    @Test func aPlaygroundsLiveViewIsShown() throws {
        let swift = """
            import SwiftUI
            import PlaygroundSupport
            struct Other: View { var body: some View { Text("other") } }
            struct Shown: View { var body: some View { Color.red.frame(width: 30, height: 20) } }
            PlaygroundPage.current.setLiveView(
                Shown()
                    .frame(width: 390, height: 844)
            )
            """
        let r = try lay(swift)
        #expect(r.root.frame.width == 390 && frames(of: "Text", in: r).isEmpty)
        let hosted = """
            struct Shown: View { var body: some View { Color.red.frame(width: 30, height: 20) } }
            PlaygroundPage.current.liveView = UIHostingController(rootView: Shown())
            """
        #expect(try lay(hosted).root.frame.width == 30)
    }

    /// A struct declared twice is refused at the second declaration, as Swift refuses it (a post
    /// that splits a type in two blocks is not merged without a word).
    @Test func aStructDeclaredTwiceIsRefused() throws {
        let swift = "struct A: View { var body: some View { Text(\"a\") } }\nstruct A: View { let x = 1 }\n"
        let e = try #require(refusal(swift))
        #expect(e.line == 2 && e.column == 1)
        #expect(e.message == "A is declared twice in this file")
    }

    /// Apple's Image page gives `Image(…)…` and `Text("Water wheel")` as one fragment: views written
    /// one after another at the top level are a body's, all of them. A declaration between them
    /// starts a new run.
    @Test func viewsWrittenOneAfterAnotherAreABody() throws {
        let swift = """
            Image("Landscape_4")
                .resizable()
                .aspectRatio(contentMode: .fit)
            Text("Water wheel")
            """
        let result = try lay(swift)
        let image = try #require(frames(of: "Image", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        // A square stand-in fitted to the width, the caption under it (a VStack's 8 apart).
        #expect(image.width == 400 && image.height == 400)
        #expect(text.minY == image.maxY + 8)

        let split = """
            Text("first")
            let caption = "second"
            Text(caption)
            Text("third")
            """
        #expect(texts(try lay(split)) == ["second", "third"])
    }
}
