import Testing

@testable import PlumbLayout

/// Views made during layout (GeometryReader, EnvironmentReader), the environment, and layouts
/// that are not built in.
@Suite("Views made during layout")
struct BuilderTests {
    /// A GeometryReader whose content is a rectangle labelled "content", remembering every size it
    /// was built for.
    final class Recorder {
        var sizes: [Size] = []
    }

    func reader(_ recorder: Recorder, content: @escaping (Size) -> View = { _ in View.rectangle() }) -> View {
        View.geometryReader(
            ContentBuilder(trigger: .placedSize) { inputs in
                recorder.sizes.append(inputs.size!)
                return (content(inputs.size!).withID("content"), "")
            }
        ).withID("reader")
    }

    @Test func geometryReaderTakesTheOfferAndOffersItToItsContentAtItsOrigin() {
        // fb: in .frame(width: 300, height: 60) the reader is 300×60 and proposes 300×60.
        let recorder = Recorder()
        let result = layout(reader(recorder).frame(width: 300, height: 60), width: 640, height: 480)
        #expect(result.frame("reader") == Rect(x: 170, y: 210, width: 300, height: 60))
        #expect(result.frame("content") == Rect(x: 170, y: 210, width: 300, height: 60))
        #expect(recorder.sizes == [Size(width: 300, height: 60)])
    }

    @Test func geometryReaderIdealSizeIsTenByTen() {
        let recorder = Recorder()
        // fixedSize asks for the ideal size on both axes.
        let result = layout(reader(recorder).fixedSize(), width: 640, height: 480)
        #expect(result.frame("reader").size == Size(width: 10, height: 10))
    }

    @Test func geometryReaderContentIsPlacedTopLeadingAtItsOwnSize() {
        let recorder = Recorder()
        let result = layout(
            reader(recorder) { _ in View.rectangle().frame(width: 40, height: 20) }, width: 200, height: 100)
        #expect(result.frame("reader") == Rect(x: 0, y: 0, width: 200, height: 100))
        // The content (the 40×20 frame) sits at the reader's top-leading corner.
        #expect(result.frame("content") == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func contentIsRebuiltOnlyWhenTheSizeChanges() {
        let recorder = Recorder()
        let tree = LayoutEngine().makeTree(reader(recorder))
        tree.layout(canvas: ProposedSize(width: 100, height: 50))
        tree.layout(canvas: ProposedSize(width: 100, height: 50))
        #expect(recorder.sizes.count == 1)
        tree.layout(canvas: ProposedSize(width: 300, height: 50))
        #expect(recorder.sizes == [Size(width: 100, height: 50), Size(width: 300, height: 50)])
        #expect(tree.result().frame("content").size == Size(width: 300, height: 50))
    }

    @Test func theTreeGrowsWhileItIsLaidOut() {
        // The store starts with room for the one view built up front; the builder adds 4,001.
        let recorder = Recorder()
        let view = reader(recorder) { size in
            View.vStack(spacing: 0, (0..<2000).map { _ in View.rectangle().frame(height: 1) })
        }
        let tree = LayoutEngine().makeTree(view)
        tree.layout(canvas: ProposedSize(width: 10, height: 2000))
        #expect(tree.nodeCount == 1 + 1 + 2000 * 2)  // reader, VStack, 2,000 frames and rectangles
        let result = tree.result()
        let stack = result.root.children[0]
        #expect(stack.children.count == 2000)
        #expect(stack.children[1999].frame == Rect(x: 0, y: 1999, width: 10, height: 1))
    }

    @Test func environmentReaderSeesTheNearestValueAndIsTransparent() {
        func sizeClassReader() -> View {
            View.environmentReader(
                ContentBuilder(trigger: .environment) { inputs in
                    let regular = inputs.environment.horizontalSizeClass == .regular
                    return (box("chosen", regular ? 200 : 100, 20), regular ? "regular" : "compact")
                })
        }
        let engine = LayoutEngine()
        let root = EnvironmentValues(horizontalSizeClass: .compact)
        let plain = engine.makeTree(View.hStack([sizeClassReader()]), environment: root)
        plain.layout(canvas: ProposedSize(width: 400, height: 100))
        #expect(plain.result().frame("chosen").width == 100)
        let overridden = View.hStack([sizeClassReader()]).withEnvironment { $0.horizontalSizeClass = .regular }
        let tree = engine.makeTree(overridden, environment: root)
        tree.layout(canvas: ProposedSize(width: 400, height: 100))
        let result = tree.result()
        // Transparent: the reader has its content's frame.
        #expect(result.frame("chosen").width == 200)
        #expect(result.root.children[0].frame == result.frame("chosen"))
        #expect(result.root.children[0].builderNote == "regular")
    }

    @Test func viewThatFitsMeasuresWithOnlyTheConstrainedAxesUnspecified() {
        // In .vertical, the long text is measured at the offered width (80 points, 10 cells): it
        // wraps to 3 lines (48 points), more than the 32 offered, so the short one is chosen.
        // Measured with both axes unspecified it would be one 160-point line, 16 high, and fit.
        let long = View.text("twenty characters ok").withID("long")
        let short = View.text("short").withID("short")
        let result = layout(View.viewThatFits(in: .vertical, [long, short]), width: 80, height: 32)
        #expect(result.root.find("long") == nil)
        #expect(result.root.find("short") != nil)
    }

    /// A layout that is not built in: the engine reaches it only through the public protocol.
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
            var size = Size.zero
            for subview in subviews {
                let child = subview.sizeThatFits(.unspecified)
                size = Size(width: max(size.width, child.width), height: size.height + child.height)
            }
            return size
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: Point(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }

        var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    }

    @Test func aPublicLayoutIsLaidOutOnEqualTerms() {
        let view = View(
            typeName: "Column", content: .layout(Column()),
            children: [box("a", 30, 10), box("b", 50, 20), View.spacer()])
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame("b") == Rect(x: 0, y: 10, width: 50, height: 20))
        // The Spacer follows the layout's stackOrientation: 8 tall (its minimum), 0 wide.
        #expect(result.root.children[2].frame.size == Size(width: 0, height: 8))
        #expect(result.canvas == Size(width: 50, height: 38))
    }

    @Test func aPublicLayoutsCacheIsMadeOncePerContainer() {
        final class Counter {
            var made = 0
        }
        struct Cached: Layout {
            let counter: Counter
            func makeCache(subviews: LayoutSubviews) -> AnyObject? {
                counter.made += 1
                return counter
            }
            func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
                #expect(subviews.cache === counter)
                return Size(width: 10, height: 10)
            }
            func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
                #expect(subviews.cache === counter)
            }
        }
        let counter = Counter()
        let view = View(typeName: "Cached", content: .layout(Cached(counter: counter)), children: [View.rectangle()])
        let tree = LayoutEngine().makeTree(view)
        tree.layout(canvas: ProposedSize(width: 100, height: 100))
        tree.layout(canvas: ProposedSize(width: 50, height: 50))
        #expect(counter.made == 1)
    }
}
