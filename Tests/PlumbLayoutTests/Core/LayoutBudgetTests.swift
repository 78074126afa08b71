import Testing

@testable import PlumbLayout

/// Layout is bounded. The budget stands in for the script's limits: it stops
/// after a number of bytes (the memory cap) or of checks (a clock that never depends on the
/// machine's speed). Every tree here is work no machine finishes, or a size no machine lays out,
/// so a test passes only because the budget stopped it.
@Suite("Layout is bounded")
struct LayoutBudgetTests {
    final class TestBudget: LayoutBudget {
        let maxBytes: Int
        let maxChecks: Int
        var bytes = 0
        var checks = 0
        var stops: [LayoutStop] = []

        init(maxBytes: Int = .max, maxChecks: Int = .max) {
            self.maxBytes = maxBytes
            self.maxChecks = maxChecks
        }

        func spend(_ bytes: Int) -> Bool {
            self.bytes += bytes
            checks += 1
            return self.bytes <= maxBytes && checks <= maxChecks
        }

        func layoutStopped(_ stop: LayoutStop) { stops.append(stop) }
    }

    /// A GeometryReader whose content holds two more of itself: a tree that doubles at every
    /// level and never ends.
    static func everGrowing() -> View {
        View.geometryReader(
            ContentBuilder(trigger: .placedSize) { _ in
                (View.vStack([everGrowing(), everGrowing().padding()]), "")
            })
    }

    /// A hostile script: copies of one GeometryReader that builds three padded texts
    /// (`count` of them, and `texts` texts each).
    static func readers(_ count: Int, texts: Int = 3) -> View {
        let reader = View.geometryReader(
            ContentBuilder(trigger: .placedSize) { _ in
                (View.vStack((0..<texts).map { View.text("text \($0)").padding() }), "")
            })
        return View.vStack(Array(repeating: reader, count: count))
    }

    /// The most one check of the budget can come after the cap is crossed: a period of charges
    /// (1 MiB), one reader's content of 1,000 padded texts charged at once when it is built, and
    /// 256 units of work each charging at most a node with its own layout, a short Text's bytes,
    /// a memo pair and a side table's entry.
    static let oneCheckOfReaders =
        LayoutMeter.bytePeriod + 2_001 * LayoutCosts.view
        + 256
        * (LayoutCosts.node + LayoutCosts.ownedLayout + LayoutEngine.textCost("text 999") + LayoutCosts.memoPair
            + LayoutCosts.memoEntry)

    @Test func contentBuiltDuringLayoutIsChargedAndStopsAtTheMemoryCap() {
        // 1,000 readers building 1,000 padded texts each: 2·10⁶ nodes, about 1 GB charged.
        let budget = TestBudget(maxBytes: 64 << 20)
        let engine = LayoutEngine(budget: budget)
        let tree = engine.makeTree(Self.readers(1_000, texts: 1_000))
        tree.layout(canvas: ProposedSize(width: 640, height: 480))
        let stop = try! #require(engine.stop)
        #expect(budget.stops == [stop])
        #expect(stop.reason == .budget)
        // Stopped while layout worked on the readers (the phase is the one of the work the check
        // that crossed the cap came with: building, making nodes, sizing or placing), naming the
        // view it worked on.
        #expect(stop.phase != .result)
        #expect(["GeometryReader", "VStack", "Text \"text", "padding"].contains { stop.view.contains($0) })
        // Stopped within one check of the cap.
        #expect(budget.bytes > 64 << 20)
        #expect(budget.bytes < (64 << 20) + Self.oneCheckOfReaders)
    }

    @Test func contentBuiltDuringLayoutStopsAtTheClock() {
        // No memory cap: the 50th check says the time is up.
        let budget = TestBudget(maxChecks: 50)
        let engine = LayoutEngine(budget: budget)
        let tree = engine.makeTree(Self.readers(1_000, texts: 1_000))
        tree.layout(canvas: ProposedSize(width: 640, height: 480))
        #expect(engine.stop?.reason == .budget)
        #expect(budget.checks == 51)
        #expect(budget.stops.count == 1)
    }

    @Test func aBuilderThatHoldsItselfStopsAtTheNestingLimit() {
        // Without the limit each level is a level of recursion: the stack overflows.
        let engine = LayoutEngine()
        let tree = engine.makeTree(Self.everGrowing())
        tree.layout(canvas: ProposedSize(width: 640, height: 480))
        #expect(engine.stop?.reason == .buildersNestTooDeep(LayoutEngine.maximumBuiltNesting))
        #expect(engine.stop?.phase == .building)
    }

    @Test func anEnvironmentReaderThatHoldsItselfStopsAtTheNestingLimit() {
        func selfHolding() -> View {
            View.environmentReader(ContentBuilder(trigger: .environment) { _ in (selfHolding().padding(), "") })
        }
        let engine = LayoutEngine()
        _ = engine.makeTree(selfHolding())
        #expect(engine.stop?.reason == .buildersNestTooDeep(LayoutEngine.maximumBuiltNesting))
    }

    @Test func aHundredThousandReadersStopAtTheCap() {
        // 100,000 copies of one GeometryReader building three padded texts held
        // 1.06–1.58 GB under a 256 MiB cap, with exit 0. Each copy's content is charged now.
        let budget = TestBudget(maxBytes: 256 << 20)
        let engine = LayoutEngine(budget: budget)
        let tree = engine.makeTree(Self.readers(100_000))
        tree.layout(canvas: ProposedSize(width: 640, height: 480))
        #expect(engine.stop?.reason == .budget)
        #expect(budget.bytes < (256 << 20) + Self.oneCheckOfReaders)
    }

    @Test func aTextOfFourMillionLinesIsRefusedBeforeItIsMade() {
        // `Text(string.rep("a\n", 4e6))` at its ideal size held 585 MiB under a 256 MiB
        // cap. Its cost is charged before its layout splits it into paragraphs.
        let string = String(repeating: "a\n", count: 4_000_000)
        let budget = TestBudget(maxBytes: 256 << 20)
        let engine = LayoutEngine(budget: budget)
        let tree = engine.makeTree(View.text(string).fixedSize())
        tree.layout(canvas: ProposedSize(width: nil, height: nil))
        let stop = try! #require(engine.stop)
        #expect(stop.phase == .makingNodes)
        #expect(stop.view.hasPrefix("Text \"a a a"))
        #expect(
            LayoutEngine.textCost(string) == 8_000_000 * LayoutCosts.textByte + 4_000_001 * LayoutCosts.textParagraph)
        // The result is empty rather than a crash (the caller reports the stop instead).
        #expect(tree.result().root.children.isEmpty)
    }

    @Test func sizingAHugeFlatStackStopsAtTheClock() {
        // 200,000 views in one stack: stopped by the 20th check, mid-pass, and what is left of
        // the pass returns.
        let budget = TestBudget(maxChecks: 20)
        let engine = LayoutEngine(budget: budget)
        let rows = (0..<200_000).map { _ in View.rectangle().frame(width: 10, height: 10).padding(2) }
        let tree = engine.makeTree(View.vStack(rows))
        tree.layout(canvas: ProposedSize(width: 640, height: 480))
        let stop = try! #require(engine.stop)
        #expect(stop.phase != .result)
        #expect(budget.checks == 21)
    }

    @Test func aStoppedEngineMakesNoMoreNodes() {
        let budget = TestBudget(maxChecks: 1)
        let engine = LayoutEngine(budget: budget)
        let rows = (0..<100_000).map { View.text("row \($0)") }
        let tree = engine.makeTree(View.vStack(rows))
        #expect(engine.stop?.phase == .makingNodes)
        // The second check (at the 512th node) said no: the stack's list ends there.
        #expect(tree.root.currentChildren.count < 1_000)
    }

    @Test func aTreeGivesItsBytesBackWhenItGoes() {
        let budget = TestBudget()
        let engine = LayoutEngine(budget: budget)
        do {
            let rows = (0..<5_000).map { View.text("row \($0)").padding() }
            let tree = engine.makeTree(View.vStack(rows))
            tree.layout(canvas: ProposedSize(width: 640, height: 480))
            _ = tree.result()
            #expect(budget.bytes >= 10_001 * LayoutCosts.node)
        }
        #expect(budget.bytes == 0)
        #expect(engine.stop == nil)
    }

    @Test func aBudgetChangesNoFrame() {
        let view = View.vStack([
            View.text("Hello, world").padding(),
            View.hStack([View.rectangle().frame(width: 40, height: 20), View.spacer(), View.text("right")]),
            View.geometryReader(ContentBuilder(trigger: .placedSize) { _ in (View.circle(), "") }),
        ])
        let free = LayoutEngine().makeTree(view)
        free.layout(canvas: ProposedSize(width: 320, height: 200))
        let bounded = LayoutEngine(budget: TestBudget(maxBytes: 1 << 30)).makeTree(view)
        bounded.layout(canvas: ProposedSize(width: 320, height: 200))
        #expect(frames(free.result().root) == frames(bounded.result().root))
    }

    @Test func theBudgetInScopeBoundsAnEngineMadeWithout() {
        let budget = TestBudget(maxBytes: 16 << 20)
        let engine = LayoutEngine()
        LayoutBudgetScope.with(budget) {
            let tree = engine.makeTree(Self.readers(1_000, texts: 1_000))
            tree.layout(canvas: ProposedSize(width: 640, height: 480))
        }
        #expect(engine.stop?.reason == .budget)
        #expect(budget.stops.count == 1)
    }

    private func frames(_ placed: PlacedView) -> [Rect] {
        [placed.frame] + placed.children.flatMap(frames)
    }
}
