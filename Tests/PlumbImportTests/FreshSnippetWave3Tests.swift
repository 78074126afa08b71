import Foundation
import PlumbImport
import PlumbLayout
import PlumbTestSupport
import Testing

/// The fourth round of snippets the importer was not written against (`Fresh/f41`–`f68`, public
/// sources named in each file's first line, taken in the order the search tool gave them), each
/// tried before any change made for it. Each test checks the geometry its source states, or the
/// Swift position and reason of the refusal. The first-try table is in Sources/PlumbImport/README.md.
struct FreshSnippetWave3Tests: FreshSnippetSuite {
    func imported(_ name: String, width: Double = 400, height: Double = 600) throws -> (LayoutResult, ImportedScript) {
        try layOut(swift: try source(name), fileName: "\(name).swift", width: width, height: height)
    }

    /// The import error of a snippet that is refused.
    func refusal(_ name: String) throws -> ImportError? {
        let text = try source(name)
        return #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(source: text, fileName: "\(name).swift", view: nil)
        }
    }

    func gapsY(_ f: [Rect]) -> [Double] {
        zip(f, f.dropFirst()).map { $1.origin.y - ($0.origin.y + $0.size.height) }
    }

    func gapsX(_ f: [Rect]) -> [Double] {
        zip(f, f.dropFirst()).map { $1.origin.x - ($0.origin.x + $0.size.width) }
    }

    // MARK: - Ran on the first try

    @Test func errorhandleVStackWithAButton() throws {
        let (r, script) = try imported("f41-errorhandle-vstack")
        #expect(frames(of: "Text", in: r).count == 2)  // the title and the button's label
        #expect(frames(of: "Button", in: r).count == 1)
        #expect(script.lua.contains("action dropped"))
    }

    @Test func meyusufdemirciViewThatFitsPicksTheShorterText() throws {
        let r = try run("f43-meyusufdemirci-viewthatfits")
        // 700 points do not fit in 400: the 300×100 frame is shown.
        #expect(frames(of: "frame", in: r).map(\.size) == [Size(width: 300, height: 100)])
        #expect(frames(of: "Text", in: r).count == 1)
    }

    @Test func yenoviGeometryReaderThirds() throws {
        let r = try run("f47-yenovi-geometry-proportional")
        // 300 wide less the default padding of 16 a side: 268, split 50/20/30.
        let colours = frames(of: "Color", in: r)
        let widths = colours.map(\.size.width)
        #expect(widths.count == 3)
        for (w, expected) in zip(widths, [134, 53.6, 80.4]) { #expect(abs(w - expected) < 1e-9) }
        #expect(gapsX(colours).allSatisfy { abs($0) < 1e-9 })
    }

    @Test func netsplitImageAtMostHalfTheReader() throws {
        let r = try run("f48-netsplit-geometry-image")
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.size.width <= 200 && image.size.height <= 300)
        // Centred in the reader.
        #expect(image.origin.x + image.size.width / 2 == 200)
        #expect(image.origin.y + image.size.height / 2 == 300)
    }

    @Test func juejinFrameSampleLayers() throws {
        let r = try run("f51-juejin-framesample")
        let backgrounds = frames(of: "Color", in: r).map(\.size)
        // purple fills everything, brown up to 400 tall, blue full width × 100, orange 200×100.
        #expect(backgrounds.contains(Size(width: 400, height: 600)))
        #expect(backgrounds.contains(Size(width: 400, height: 400)))
        #expect(backgrounds.contains(Size(width: 400, height: 100)))
        #expect(backgrounds.contains(Size(width: 200, height: 100)))
    }

    @Test func velogFrameAroundText() throws {
        let r = try run("f52-velog-snack-frame")
        #expect(frames(of: "Color", in: r).map(\.size).contains(Size(width: 200, height: 200)))
    }

    @Test func wildStudioIndicatorFillsTheRest() throws {
        let r = try run("f53-wildstudio-indicator")
        let rect = try #require(frames(of: "Rectangle", in: r).first)
        #expect(rect.size.width == 150)
        let text = try #require(frames(of: "Text", in: r).first)
        // The stack is 150×100: the text, then the rectangle to the bottom.
        #expect(rect.origin.y + rect.size.height - text.origin.y == 100)
    }

    @Test func juejinNestedVStack() throws {
        let r = try run("f56-juejin-ch4-nested-vstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 5)
        // The three items are leading-aligned and 8 apart.
        #expect(Set(texts[1...3].map(\.origin.x)).count == 1)
        #expect(gapsY(Array(texts[1...3])) == [8, 8])
    }

    @Test func appleVStackTenItems() throws {
        let r = try run("f57-apple-vstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 10)
        #expect(gapsY(texts).allSatisfy { $0 == 10 })
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func applePaddingTenOnEachEdge() throws {
        let r = try run("f58-apple-padding-length")
        let texts = frames(of: "Text", in: r)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size.width == texts[0].size.width + 20)
        #expect(padded.size.height == texts[0].size.height + 20)
    }

    @Test func applePaddingEdgeInsets() throws {
        let r = try run("f60-apple-padding-edgeinsets")
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(text.origin.x - padded.origin.x == 20)
        #expect(text.origin.y - padded.origin.y == 10)
        #expect(padded.size.height == text.size.height + 50)
    }

    @Test func wangchujiangPaddedTextPushesTheNext() throws {
        let r = try run("f61-wangchujiang-padding-demo2")
        let texts = frames(of: "Text", in: r)
        // 16 of default padding below the first text, then the stack's spacing.
        #expect(texts[1].origin.y - (texts[0].origin.y + texts[0].size.height) >= 16)
    }

    @Test func velogPaddingsAddUp() throws {
        let r = try run("f64-velog-snack-padding")
        let text = try #require(frames(of: "Text", in: r).first)
        let outer = try #require(frames(of: "Color", in: r).map(\.size).max { $0.width < $1.width })
        // 16 (SwiftUI's default) + 20 all round, 20 more vertically, 20 more on the leading edge.
        #expect(outer.width == text.size.width + 2 * 36 + 20)
        #expect(outer.height == text.size.height + 2 * 56)
    }

    @Test func velogSpacerPushesTheSquaresApart() throws {
        let r = try run("f65-velog-snack-spacer")
        let squares = frames(of: "Rectangle", in: r)
        #expect(squares.map(\.origin.x) == [0, 300])
    }

    @Test func sundayswiftHStack() throws {
        let r = try run("f66-sundayswift-hstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(Set(texts.map(\.origin.y)).count == 1)
    }

    // MARK: - Failed on the first try, fixed since

    @Test func fatbobmanGradientIsItsColour() throws {
        let (r, script) = try imported("f49-fatbobman-overlay-sameview")
        // It was `"blue".gradient`, Lua that does not parse.
        #expect(script.lua.contains("foregroundStyle(Color.blue)"))
        #expect(script.lua.contains("-- gradient drawn as its colour"))
        // ZStack and overlay: the same 200×200 with the 120×120 centred on it.
        let rects = frames(of: "Rectangle", in: r)
        #expect(rects.map(\.size.width) == [200, 120, 200, 120])
        #expect(rects[1].origin.x - rects[0].origin.x == 40)
        #expect(rects[3].origin.x - rects[2].origin.x == 40)
        #expect(rects[3].origin.y - rects[2].origin.y == 40)
    }

    @Test func fatbobmanHeartCentredOnTheCorner() throws {
        let r = try run("f50-fatbobman-icondemo")
        let button = try #require(frames(of: "RoundedRectangle", in: r).first)
        let heart = try #require(frames(of: "Circle", in: r).first)
        // IconDemo2 (the last view no other uses): the heart's centre on the button's top-trailing corner.
        #expect(button.size == Size(width: 150, height: 50))
        #expect(heart.origin.x + 15 == button.origin.x + 150)
        #expect(heart.origin.y + 15 == button.origin.y)
    }

    @Test func felipevlimaGridStackCallsItsContent() throws {
        let (r, script) = try imported("f54-felipevlima-gridstack")
        #expect(script.lua.contains("content = function(row, col)"))
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 16)
        #expect(Set(texts.map(\.origin.y)).count == 4)
        #expect(Set(texts.map(\.origin.x)).count == 4)
    }

    @Test func rbt200PreviewLayoutIsDropped() throws {
        let (r, script) = try imported("f67-rbt200-hstack-spacer")
        #expect(script.lua.contains("-- .previewLayout dropped: a preview setting"))
        let texts = frames(of: "Text", in: r)
        #expect(texts.first?.origin.x == 15)
        let last = try #require(texts.last)
        #expect(last.origin.x + last.size.width == 400 - 15)
    }

    // MARK: - Refused, with the Swift position

    @Test func refusedWhereSwiftRefusesToo() throws {
        // Names the snippet does not declare (Swift cannot compile them as pasted either).
        #expect(try refusal("f42-velog-rudin-lazygrid").map { "\($0.line):\($0.column)" } == "3:17")
        #expect(try refusal("f55-sturdysturge-gridrowcontent").map { "\($0.line):\($0.column)" } == "7:9")
        #expect(try refusal("f59-juejin-edgeinsets-minghua").map { "\($0.line):\($0.column)" } == "3:22")
        #expect(try refusal("f68-scrowder-layout1view").map { "\($0.line):\($0.column)" } == "19:21")
        // Pages that flattened the code, and a gist's typo: not Swift.
        for name in ["f45-monoqlo-iosdc-bars", "f46-monoqlo-iosdc-trailing", "f62-wildstudio-padding-trailing"] {
            #expect(try refusal(name)?.message.contains("does not parse") == true)
        }
    }

    @Test func refusedForPlumbsVocabulary() throws {
        let inset = try refusal("f44-zenn-samekard-safeareainset")
        #expect(inset.map { "\($0.line):\($0.column)" } == "12:10")
        #expect(inset?.message.contains("safeAreaInset") == true)
    }

    /// f63 was refused for `.lineSpacing` until the sweep before round 10: a wrapped text of n lines
    /// is n lines and n − 1 spacings tall (5 here; the one-line title keeps its height).
    @Test func tencentLineSpacingSpacesTheWrappedLines() throws {
        let result = try run("f63-tencent-linespacing")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 2)
        #expect(texts[0].height == 48)  // one line of the title face: no spacing
        let lines = (texts[1].height + 5) / (16 + 5)
        #expect(lines == lines.rounded() && lines > 1)
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

/// Defects the Swift fuzz family found (issue 22), each with the script that showed it.
struct SwiftFuzzRegressionTests {
    /// Seed 112: `Double.nan` reached the script as the name `Double`, which Plumb does not have.
    @Test func numericTypeConstantsAreLuaNumbers() throws {
        let swift = """
            VStack {
                Rectangle().padding(.horizontal, Double.nan)
                Rectangle().frame(width: CGFloat.greatestFiniteMagnitude, height: .pi)
                Text("\\(Int.max) \\(Int.min)")
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift", view: nil)
        #expect(script.lua.contains("padding(\"horizontal\", (0 / 0))"))
        #expect(script.lua.contains("width = 1.7976931348623157e308, height = math.pi"))
        #expect(script.lua.contains("math.maxinteger") && script.lua.contains("math.mininteger"))
        #expect(!script.lua.contains("Double") && !script.lua.contains("CGFloat"))
        // It runs: a NaN padding is a warning, not a failure.
        _ = try layOut(lua: script.lua, chunkName: "V.swift", width: 400, height: 600)
    }

    @Test func otherNumericTypeMembersAreRefusedWhereWritten() throws {
        let error = #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(
                source: "Rectangle().frame(width: Double.ulpOfOne)\n", fileName: "V.swift", view: nil)
        }
        #expect(error.map { "\($0.line):\($0.column)" } == "1:26")
        #expect(error?.message == "Double.ulpOfOne is not translated")
    }

    /// Seed 10201: a snippet cut off after `#Preview` crashed plumb-import (a nil body unwrapped).
    @Test func aPreviewWithoutItsBracesIsAnError() throws {
        let swift = "Text(\"x\").padding()\n#Preview\n"
        let error = #expect(throws: ImportError.self) {
            _ = try SwiftImporter.translate(source: swift, fileName: "V.swift", view: nil)
        }
        #expect(error.map { "\($0.line):\($0.column)" } == "2:1")
        #expect(error?.message == "#Preview has no view to show")
    }

    /// A Lua hint's own column is not kept after the Swift line (`card.swift:2:1:42: …`): the view
    /// that raised it is drawn as a placeholder, warned at the Swift line.
    @Test func aLuaHintIsToldAtTheSwiftPositionOnly() throws {
        let plumb = try #require(MemoryCapTests.executable("plumb"), "plumb is built by `swift build`")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // `CGFloat` on its own is passed through as a name; Plumb's hint names its Lua column.
        try "Rectangle().frame(width: CGFloat)\n".write(
            to: folder.appendingPathComponent("Hint.swift"), atomically: false, encoding: .utf8)
        let outcome = try ChildProcess.run(
            plumb, ["run", "Hint.swift", "--color", "never"], in: folder, standardOutput: FileHandle.nullDevice)
        let text = outcome.stderr
        #expect(outcome.status == 0 && !outcome.timedOut)
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first.hasPrefix(
                "Hint.swift:1: warning: the last expression is drawn as a placeholder: Plumb does not have CGFloat"),
            "\(text)")
    }
}
