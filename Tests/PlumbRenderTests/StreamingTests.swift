import Foundation
import PlumbLayout
import Testing

@testable import PlumbRender

/// The JSON text as it was made before it was streamed: a `JSONValue` tree, formatted whole. The
/// streamed writer must make exactly this text.
private func referenceJSON(_ result: LayoutResult) -> String {
    func node(_ view: PlacedView) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(view.type))]
        if let id = view.id { members.append(("id", .string(id))) }
        let frame = view.frame
        members.append(
            (
                "frame",
                .object([
                    ("x", .number(frame.minX)), ("y", .number(frame.minY)),
                    ("width", .number(frame.width)), ("height", .number(frame.height)),
                ])
            ))
        members.append(("children", .array(view.children.map(node))))
        return .object(members)
    }
    return JSONWriter.format(
        .object([
            (
                "canvas",
                .object([("width", .number(result.canvas.width)), ("height", .number(result.canvas.height))])
            ),
            ("root", node(result.root)),
        ]))
}

/// Runs `body` on a thread with a 512 MB stack, as `plumb run` does, and waits for it.
func onLargeStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
}

/// A chain of `depth` views, each the only child of the one before.
private func chain(depth: Int) -> PlacedView {
    var view = placed("Text", (1, 2, 3, 4), .text(lines: ["deep"], font: .body), id: "leaf")
    for level in 1..<depth {
        view = placed(
            "padding", (0.5, Double(level) / 3, 10, 10), id: level % 7 == 0 ? "level \(level)" : nil,
            children: [view])
    }
    return view
}

/// A tree of `count` views, `width` children per container, with awkward numbers and names.
private func bushy(count: Int, width: Int) -> PlacedView {
    var made = 1
    func build(_ level: Int) -> PlacedView {
        var children: [PlacedView] = []
        while made < count, children.count < width, level < 6 {
            made += 1
            children.append(build(level + 1))
        }
        let n = Double(made)
        let names = [
            "HStack", "Text", "frame", "Ünïcødé 世界 🎉", "tab\there", "quote\"back\\slash", "nul\u{0}\u{1F}\u{7F}",
        ]
        return placed(
            names[made % names.count], (n / 3, -n * 1e-7, .infinity, made % 5 == 0 ? .nan : 1e20 + n),
            id: made % 3 == 0 ? "id \(made) \u{2028}" : nil, children: children)
    }
    return build(0)
}

@Suite struct StreamedJSONTests {
    /// Indentation stops growing at `JSONOutput.maximumIndent` spaces, so a deep tree's JSON
    /// grows with its views, not with the square of its depth; it is still JSON, the same tree.
    @Test func indentationStopsGrowingSoDepthCostsLinearly() throws {
        func json(_ depth: Int) -> String {
            renderJSON(LayoutResult(canvas: Size(width: 10, height: 10), root: chain(depth: depth)))
        }
        func widestIndent(_ text: String) -> Int {
            var widest = 0
            for line in text.split(separator: "\n" as Character) {
                let spaces: Int = line.prefix { $0 == " " }.count
                widest = max(widest, spaces)
            }
            return widest
        }
        let deep = json(600)
        #expect(widestIndent(deep) == JSONOutput.maximumIndent)
        let deeper = json(1_200)
        let ratio = Double(deeper.utf8.count) / Double(deep.utf8.count)
        #expect(ratio > 1.9 && ratio < 2.1, "twice the views took \(ratio) times the bytes")
        // Still the same tree: 200 nested objects down to the leaf (Foundation reads at most 512
        // levels of nesting, two a view).
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json(200).utf8)) as? [String: Any])
        var node: Any? = document["root"]
        var levels = 0
        while let object = node as? [String: Any] {
            levels += 1
            node = (object["children"] as? [Any])?.first
        }
        #expect(levels == 200)
        // A tree that does not reach it is indented as it always was: the leaf's members at
        // 2 + 4 × 19 + 2.
        #expect(widestIndent(json(20)) == 2 + 4 * 19 + 2)
    }

    static let trees: [(String, LayoutResult)] = [
        ("one view", LayoutResult(canvas: Size(width: 320, height: 160), root: placed("Color", (0, 0, 320, 160)))),
        ("600 levels deep", LayoutResult(canvas: Size(width: 80.5, height: -0.0), root: chain(depth: 600))),
        (
            "wide and odd",
            LayoutResult(canvas: Size(width: .infinity, height: 1 / 3), root: bushy(count: 3_000, width: 9))
        ),
        (
            "flat",
            LayoutResult(
                canvas: Size(width: 500, height: 10),
                root: placed(
                    "HStack", (0, 0, 500, 10),
                    children: (0..<2_000).map { placed("Color", (Double($0) * 18 - 8000.25, 0, 10, 10)) }))
        ),
    ]

    @Test(arguments: 0..<trees.count)
    func streamedJSONIsTheTextOfTheJSONValueTree(_ index: Int) {
        // The reference recurses once per level (and so does releasing a deep tree): on a stack
        // as large as `plumb run` gives it.
        onLargeStack { Self.check(Self.trees[index].1) }
    }

    static func check(_ result: LayoutResult) {
        let expected = referenceJSON(result)
        #expect(renderJSON(result) == expected)
        // Chunks of any size, cut anywhere (in a multi-byte character too), make the same text.
        for chunkSize in expected.utf8.count < 1 << 20 ? [4, 5, 7, 64, 4096] : [7, 1 << 16] {
            var bytes: [UInt8] = []
            var chunks = 0
            let sink = OutputSink(chunkSize: chunkSize) { chunk in
                #expect(chunk.count <= chunkSize)
                bytes += chunk
                chunks += 1
            }
            writeJSON(result, to: sink)
            #expect(sink.bytesWritten == expected.utf8.count)
            #expect(throws: Never.self) { try sink.finish() }
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "chunks of \(chunkSize)")
            #expect(chunks >= expected.utf8.count / chunkSize)
        }
    }

    /// The writers keep their place in the tree on the heap: on a thread with a stack of 256 KB,
    /// far too small to recurse 5,000 levels, they write a 5,000-level tree. (The tree itself is
    /// made and released on a large stack: releasing it recurses. The small thread reaches it
    /// through an unmanaged box, so that its closure, which the thread releases when it exits,
    /// never holds the tree's last reference.)
    @Test func writersDoNotRecursePerLevel() {
        onLargeStack {
            final class Box: @unchecked Sendable {
                let result: LayoutResult
                var bytes: [Int] = []
                var lastJSONByte: UInt8 = 0
                init(_ result: LayoutResult) { self.result = result }
            }
            let box = Unmanaged.passRetained(
                Box(LayoutResult(canvas: Size(width: 80, height: 40), root: chain(depth: 5_000))))
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                // Borrowed, not retained: the small thread never releases the box.
                box._withUnsafeGuaranteedRef { state in
                    for format in 0..<3 {
                        var last: UInt8 = 0
                        let sink = OutputSink { chunk in last = chunk.last ?? last }
                        switch format {
                        case 0: writeJSON(state.result, to: sink)
                        case 1: writeSVG(state.result, to: sink)
                        default: writeDiagram(state.result, options: DiagramOptions(), to: sink)
                        }
                        sink.flush()
                        state.bytes.append(sink.bytesWritten)
                        if format == 0 { state.lastJSONByte = last }
                    }
                }
                done.signal()
            }
            thread.stackSize = 256 << 10
            thread.start()
            done.wait()
            let state = box.takeRetainedValue()
            #expect(state.lastJSONByte == UInt8(ascii: "}"))
            // 5,000 objects on 6 lines or more, all but the first 32 indented by
            // `JSONOutput.maximumIndent` spaces (not 4 more each: that took 300 MB).
            #expect(state.bytes.count == 3)
            #expect(state.bytes.first ?? 0 > 6 * 4_900 * JSONOutput.maximumIndent)
            #expect(state.bytes.first ?? 0 < 2 * 6 * 5_000 * JSONOutput.maximumIndent)
        }
    }

    @Test func numbersAreWrittenAsNumberTextPrintsThem() {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.1, 1e20, -1e20, 9_007_199_254_740_991, 9_007_199_254_740_992, -9_007_199_254_740_992,
            1e300, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 80.0 / 3, -2.5, 123_456_789.125,
            Double(Int64.max),
            .greatestFiniteMagnitude,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double(bitPattern: generator.next()))
            values.append(Double(Int.random(in: -1_000_000...1_000_000)) / 8)
        }
        for value in values {
            let streamed = OutputSink.collectText { JSONWriter.writeNumber(value, to: $0) }
            #expect(streamed == JSONWriter.numberText(value), "\(value)")
        }
    }

    @Test func stringsAreQuotedAsQuotedQuotesThem() {
        let strings = [
            "", "plain", "a\"b\\c\nd\te\r\u{01}\u{7F}é世🎉", "\u{08}\u{0C}\u{1F}\u{80}\u{9F}",
            String(repeating: "x", count: 70_000),
            "e\u{301}", "\u{FEFF}bom",
        ]
        for string in strings {
            let streamed = OutputSink.collectText(chunkSize: 5) { JSONWriter.writeQuoted(string, to: $0) }
            #expect(streamed == JSONWriter.quoted(string))
        }
    }
}

@Suite struct OutputSinkTests {
    struct Refused: Error {}

    /// Text with characters of one to four bytes, so that chunk ends fall inside them.
    static let text = String(repeating: "a é 世 🎉 ", count: 300)

    @Test(arguments: [4, 5, 6, 7, 13, 64])
    func chunksNeverExceedTheirSizeAndAddUpToTheBytes(_ chunkSize: Int) {
        var bytes: [UInt8] = []
        var sizes: [Int] = []
        let sink = OutputSink(chunkSize: chunkSize) { chunk in
            bytes += chunk
            sizes.append(chunk.count)
        }
        sink.write(Self.text)
        // Full chunks only, until the end: the rest waits in the buffer.
        #expect(sizes.allSatisfy { $0 == chunkSize })
        #expect(Self.text.utf8.count - bytes.count <= chunkSize)
        #expect(throws: Never.self) { try sink.finish() }
        #expect(sizes.dropLast().allSatisfy { $0 == chunkSize })
        #expect(bytes == Array(Self.text.utf8))
        #expect(sink.bytesWritten == Self.text.utf8.count)
    }

    @Test(arguments: [4, 5, 6, 7, 13, 64])
    func wholeCharacterChunksEachDecodeOnTheirOwn(_ chunkSize: Int) {
        var pieces: [String] = []
        let sink = OutputSink(chunkSize: chunkSize, wholeCharacters: true) { chunk in
            #expect(chunk.count <= chunkSize)
            let piece = String(decoding: chunk, as: UTF8.self)
            #expect(!piece.contains("\u{FFFD}"), "a chunk ended inside a character")
            pieces.append(piece)
        }
        // Byte by byte, string by string and slice by slice: the same stream.
        for (index, word) in Self.text.split(separator: " ").enumerated() {
            switch index % 3 {
            case 0: sink.write(String(word))
            case 1: sink.write(word)
            default: for byte in word.utf8 { sink.write(byte: byte) }
            }
            sink.write(" " as StaticString)
        }
        sink.flush()
        #expect(pieces.joined() == Self.text.split(separator: " ").map { $0 + " " }.joined())
        #expect(OutputSink.collectText(chunkSize: chunkSize) { $0.write(Self.text) } == Self.text)
    }

    @Test func spacesAndIntegersCrossChunks() {
        let text = OutputSink.collectText(chunkSize: 4) { sink in
            sink.write(spaces: 10)
            sink.write(integer: Int64.min)
            sink.write(spaces: 0)
            sink.write(integer: 0)
            sink.write(spaces: 3)
            sink.write(integer: Int64.max)
            sink.write(integer: -7)
        }
        #expect(text == String(repeating: " ", count: 10) + "\(Int64.min)0   \(Int64.max)-7")
    }

    /// Integers are written in place when they fit: every number of digits, both signs, and
    /// buffers that fill at every offset, read back as Swift prints them.
    @Test(arguments: [21, 22, 25, 33, 64, OutputSink.defaultChunkSize])
    func integersOfEveryLengthAsSwiftPrintsThem(chunkSize: Int) {
        var values: [Int64] = [0, Int64.max, Int64.min, Int64.min + 1]
        var power: Int64 = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1, -(power - 1), -power]
            power = power.multipliedReportingOverflow(by: 10).partialValue
        }
        let text = OutputSink.collectText(chunkSize: chunkSize) { sink in
            for value in values {
                sink.write(integer: value)
                sink.write("," as StaticString)
            }
        }
        #expect(text == values.map { "\($0)," }.joined())
    }

    @Test func aFailedDeliveryStopsTheStreamAndIsThrownAtTheEnd() {
        var deliveries = 0
        let sink = OutputSink(chunkSize: 8) { _ in
            deliveries += 1
            if deliveries == 2 { throw Refused() }
        }
        sink.write(String(repeating: "x", count: 100))
        #expect(deliveries == 2, "nothing is delivered after a failure")
        #expect(sink.failure is Refused)
        #expect(throws: Refused.self) { try sink.finish() }
        #expect(deliveries == 2)
    }
}

@Suite struct StreamedSVGTests {
    /// `n` as it was, building strings: the coordinates written straight into the sink must read the same.
    static func referenceCoordinate(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -1e9), 1e9)
        let scaled = (clamped * 10_000).rounded()
        var digits = String(Int64(abs(scaled)))
        while digits.count < 5 { digits = "0" + digits }
        var whole = String(digits.dropLast(4))
        var fraction = String(digits.suffix(4))
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        let sign = scaled < 0 ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    @Test func coordinatesReadAsBefore() {
        let writer = SVGWriter(options: SVGOptions(), out: OutputSink { _ in })
        var values: [Double] = [
            0, -0.0, 0.00004, -0.00004, 0.00005, -0.00005, 1, -1, 0.5, 29.75, 1e9, -1e9, 2e9, -2e9, 1e300, .infinity,
            -.infinity, .nan, 123.45678, 10, 100.1, 0.1, 1_000_000.0001,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            values.append(Double(Int.random(in: -20_000_000...20_000_000, using: &generator)) / 1024)
            values.append(Double.random(in: -2e9...2e9, using: &generator))
            values.append(Double.random(in: -1...1, using: &generator))
        }
        for value in values {
            #expect(writer.n(value) == Self.referenceCoordinate(value), "\(value)")
        }
    }

    @Test func theStreamedDocumentIsTheWholeOne() {
        let root = placed(
            "ZStack", (0, 0, 100, 60), id: "a & <b>",
            children: [
                placed(
                    "Rectangle", (10.25, 5, 40.5, 20), .shape(.roundedRectangle(cornerRadius: 4)), foreground: "red"),
                placed("Text", (1, 30, 30, 32), .text(lines: ["x < \"y\"", "ü 世"], font: .body), id: "t"),
                placed("Ellipse", (60, 10, 30, 1e-5), .shape(.ellipse)),
            ])
        let result = LayoutResult(canvas: Size(width: 100, height: 60), root: root)
        let whole = renderSVG(result, options: SVGOptions(showGuides: true))
        for chunkSize in [4, 9, 100] {
            var bytes: [UInt8] = []
            let sink = OutputSink(chunkSize: chunkSize) { bytes += $0 }
            writeSVG(result, options: SVGOptions(showGuides: true), to: sink)
            sink.flush()
            #expect(String(decoding: bytes, as: UTF8.self) == whole)
        }
        #expect(whole.contains("<rect x=\"10.25\" y=\"5\" width=\"40.5\" height=\"20\" rx=\"4\" fill=\"#ff3b30\"/>"))
        #expect(whole.contains(">x &lt; &quot;y&quot;</text>"))
        #expect(whole.contains(">#a &amp; &lt;b&gt;</text>"))
        #expect(whole.hasSuffix("</svg>\n"))
    }
}
