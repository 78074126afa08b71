import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// Snippets the importer was not written against (`Fresh/`, public sources named in each file's
/// first line), tried as a SwiftUI developer would: imported, run at 400×600, and checked against
/// the geometry the source states. The first-try results (before any change made for them) are in
/// Sources/PlumbImport/README.md.
struct FreshSnippetTests: FreshSnippetSuite {
    @Test func w3schoolsFrameDemo() throws {
        let r = try run("f01-w3schools-framedemo")
        // "fixed size": the ZStack's frame is 200×100; the row of Left/Right expands to the width.
        let zstackFrame = try #require(frames(of: "frame", in: r).first)
        #expect(zstackFrame.size == Size(width: 200, height: 100))
        let spacers = frames(of: "Spacer", in: r)
        #expect(spacers.count == 1)
        #expect(frames(of: "HStack", in: r)[0].size.width == 400 - 32)
    }

    @Test func wildStudioSpacing() throws {
        let r = try run("f02-wildstudio-spacing")
        let stacks = frames(of: "VStack", in: r)
        #expect(stacks.count == 2)
        #expect(stacks[1].origin.x - (stacks[0].origin.x + stacks[0].size.width) == 100)
    }

    @Test func tiagoperesEqualColumns() throws {
        let r = try run("f03-tiagoperes-example1")
        let columns = frames(of: "background", in: r).filter { $0.size.width < 400 }
        // Three columns of a third of the width each, 80, 50 and 50 high, top-aligned.
        #expect(columns.map(\.size.height) == [80, 50, 50])
        for c in columns { #expect(abs(c.size.width - 400.0 / 3) < 1e-9) }
        #expect(columns.allSatisfy { $0.origin.y == columns[0].origin.y })
    }

    @Test func gahntpoLeadingSpacing() throws {
        let r = try run("f04-gahntpo-vstack")
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(Set(texts.map(\.origin.x)).count == 1)
        #expect(texts[1].origin.y - (texts[0].origin.y + texts[0].size.height) == 10)
    }

    @Test func borderedCaption() throws {
        let r = try run("f07-juejin-borderedcaption")
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size.width == text.size.width + 20)
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 50, height: 50))
    }

    @Test func backgroundCircle() throws {
        let r = try run("f08-wangchujiang-background")
        let circle = try #require(frames(of: "Circle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(circle.size == Size(width: 50, height: 50))
        #expect(circle.origin.x + 25 == padded.origin.x + padded.size.width / 2)
    }

    @Test func velogFrame() throws {
        let r = try run("f11-velog-frame")
        #expect(frames(of: "frame", in: r).first?.size == Size(width: 300, height: 200))
        let texts = frames(of: "Text", in: r)
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func onmywaySections() throws {
        let r = try run("f13-onmyway-viewthatfits")
        let framed = frames(of: "frame", in: r).filter { $0.size.height == 150 }
        #expect(framed.count == 2)
    }

    @Test func paddingOrder() throws {
        let r = try run("f14-wangchujiang-padding-order")
        let backgrounds = frames(of: "background", in: r)
        let texts = frames(of: "Text", in: r)
        // First: the colour hugs the text and the padding is outside it; second: it covers the padding.
        #expect(backgrounds[0].size == texts[0].size)
        #expect(backgrounds[1].size == Size(width: texts[1].size.width + 32, height: texts[1].size.height + 32))
    }

    @Test func backgroundImageFillsThePaddedText() throws {
        let r = try run("f15-wangchujiang-background-image")
        let text = try #require(frames(of: "Text", in: r).first)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(image.size == Size(width: text.size.width + 100, height: text.size.height + 100))
    }

    @Test func clippedCircleBehindText() throws {
        let r = try run("f16-wangchujiang-clipped")
        let circle = try #require(frames(of: "Circle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(circle.size == Size(width: 100, height: 100))
        #expect(circle.origin.y + 50 == padded.origin.y + padded.size.height / 2)
    }

    // The four below failed on the first try (see the README); the importer now reads them.

    @Test func rootstrapBareBody() throws {
        let r = try run("f05-rootstrap-shapes")
        #expect(frames(of: "Circle", in: r).map(\.size) == [Size(width: 100, height: 100)])
        #expect(frames(of: "Capsule", in: r).map(\.size) == [Size(width: 100, height: 50)])
        let shapes = frames(of: "frame", in: r)
        #expect(shapes.count == 3)
        #expect(shapes[1].origin.x - (shapes[0].origin.x + shapes[0].size.width) == 8)
    }

    @Test func sturdysturgeModifiersAllPadTen() throws {
        let r = try run("f06-sturdysturge-bluepadding")
        let texts = frames(of: "Text", in: r)
        let padded = frames(of: "padding", in: r)
        #expect(texts.count == 4)
        #expect(padded.count == 4)
        for (t, p) in zip(texts, padded) { #expect(p.size.width == t.size.width + 20) }
    }

    @Test func csdnStackInit() throws {
        let r = try run("f09-csdn-hstack")
        let first = try #require(frames(of: "HStack", in: r).first)
        let texts = frames(of: "Text", in: r)
        // HStack.init(alignment: .bottom, spacing: 20): bottoms level, 20 apart.
        #expect(texts[0].origin.y + texts[0].size.height == texts[1].origin.y + texts[1].size.height)
        #expect(texts[1].origin.x - (texts[0].origin.x + texts[0].size.width) == 20)
        #expect(first.size.height == 3 * 16)
    }

    @Test func thepearlWrapperInit() throws {
        let r = try run("f10-thepearl-wrapper")
        let text = try #require(frames(of: "Text", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size == Size(width: text.size.width + 32, height: text.size.height + 32))
    }

    @Test func fieldguideFlattenedIsNotSwift() throws {
        // The page flattened the snippet onto one line; Swift cannot parse it either.
        let swift = try String(
            contentsOf: testsFolder.appendingPathComponent("Fresh/f12-fieldguide-hstack.swift.txt"), encoding: .utf8)
        #expect(throws: ImportError.self) { try SwiftImporter.translate(source: swift, fileName: "f12.swift") }
    }
}
