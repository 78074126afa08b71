import Testing

@testable import PlumbLayout

/// Compact storage keeps value semantics: views count their trees when made,
/// environments and placed views share boxes but never writes, ViewSpacing keeps its nils.
@Suite("Compact storage")
struct CompactStorageTests {
    /// Equal stacks share their layout's box, as equal frames and paddings do: a
    /// script's 10⁴ stacks of the deep shape make two boxes, and lay out as unshared ones do.
    @Test func equalStacksShareTheirLayoutsBox() {
        func leaves() -> [View] { (0..<3).map { _ in View.rectangle().frame(width: 10, height: 10) } }
        let boxes = LayoutBoxCache()
        let a = View.hStack(alignment: .top, spacing: 8, leaves(), boxes: boxes)
        let b = View.hStack(alignment: .top, spacing: 8, leaves(), boxes: boxes)
        let c = View.hStack(alignment: .top, spacing: 4, leaves(), boxes: boxes)
        let d = View.hStack(alignment: .bottom, spacing: 4, leaves(), boxes: boxes)
        let shared = View.vStack(alignment: .leading, spacing: 8, [a, b, c, d], boxes: boxes)
        #expect(a.layoutBox === b.layoutBox)
        #expect(b.layoutBox !== c.layoutBox)
        #expect(c.layoutBox !== d.layoutBox)
        #expect(shared.layoutBox !== a.layoutBox)
        #expect(shared.typeName == "VStack" && a.typeName == "HStack" && a.childCount == 3)
        let plain = View.vStack(
            alignment: .leading, spacing: 8,
            [
                View.hStack(alignment: .top, spacing: 8, leaves()), View.hStack(alignment: .top, spacing: 8, leaves()),
                View.hStack(alignment: .top, spacing: 4, leaves()),
                View.hStack(alignment: .bottom, spacing: 4, leaves()),
            ])
        func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap { frames($0) } }
        func laidOut(_ root: View) -> [Rect] {
            let tree = LayoutEngine().makeTree(root)
            tree.layout(canvas: ProposedSize(width: 300, height: 200))
            return frames(tree.result().root)
        }
        #expect(laidOut(shared) == laidOut(plain))
    }

    /// Frames alternating in a row (a fixed leaf, then a flexible one in a fixed frame, as the
    /// grid-like shape makes them) share boxes too: the cache keeps the last four of each kind,
    /// and a fifth kind pushes out the oldest. They lay out as unshared frames do.
    @Test func alternatingFramesShareTheirLayoutsBoxes() {
        let boxes = LayoutBoxCache()
        func fixed(_ width: Double?, _ height: Double?) -> View {
            View.rectangle().frame(width: width, height: height, alignment: .center, boxes: boxes)
        }
        func flexible(_ maxWidth: Double) -> View {
            View.rectangle().frame(
                minWidth: nil, idealWidth: nil, maxWidth: maxWidth, minHeight: nil, idealHeight: nil, maxHeight: nil,
                alignment: .center, boxes: boxes)
        }
        let row = (0..<6).map { $0 % 2 == 0 ? fixed(10, 10) : fixed(nil, 10) }
        #expect(row[0].layoutBox === row[2].layoutBox && row[2].layoutBox === row[4].layoutBox)
        #expect(row[1].layoutBox === row[3].layoutBox && row[0].layoutBox !== row[1].layoutBox)
        let flexibles = [flexible(.infinity), flexible(100), flexible(.infinity)]
        #expect(flexibles[0].layoutBox === flexibles[2].layoutBox && flexibles[0].layoutBox !== flexibles[1].layoutBox)
        #expect(flexibles[0].typeName == "frame" && flexibles[0].childCount == 1)
        // Four more kinds push out the oldest (10 × 10): it gets a box of its own again.
        for width in [1.0, 2, 3, 4] { _ = fixed(width, 10) }
        #expect(fixed(10, 10).layoutBox !== row[0].layoutBox)

        let unshared = (0..<6).map { i -> View in
            let leaf = View.rectangle().frame(maxWidth: i % 3 == 0 ? .infinity : 100)
            return i % 2 == 0 ? leaf.frame(width: 10, height: 10) : leaf.frame(height: 10)
        }
        let shared = (0..<6).map { i -> View in
            let leaf = flexible(i % 3 == 0 ? .infinity : 100)
            return i % 2 == 0
                ? leaf.frame(width: 10, height: 10, alignment: .center, boxes: boxes)
                : leaf.frame(width: nil, height: 10, alignment: .center, boxes: boxes)
        }
        func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap { frames($0) } }
        func laidOut(_ children: [View]) -> [Rect] {
            let tree = LayoutEngine().makeTree(View.hStack(children))
            tree.layout(canvas: ProposedSize(width: 300, height: 200))
            return frames(tree.result().root)
        }
        #expect(laidOut(shared) == laidOut(unshared))
    }

    @Test func viewsCountTheirTreeWhenMade() {
        let text = View.text("héllo")  // 6 UTF-8 bytes
        let padded = text.padding(1)
        let stack = View.vStack([padded, text, View.color("red")])
        #expect(text.treeSize == 1 && text.depth == 1 && text.textBytes == 6)
        #expect(padded.treeSize == 2 && padded.depth == 2 && padded.textBytes == 6)
        // The shared Text counts once per occurrence.
        #expect(stack.treeSize == 5 && stack.depth == 3 && stack.textBytes == 12)
        #expect(stack.ownTextBytes == 0 && text.ownTextBytes == 6)
        #expect(text.withID("t").textBytes == 6 && stack.withID("s").treeSize == 5)
    }

    @Test func containersOnlyExpandForEachSectionAndEmptyView() {
        let plain = [View.text("a"), View.color("red").padding(2)]
        #expect(LayoutEngine.expandedChildren(plain).count == 2)
        let mixed = [
            View.text("a"), View.empty(),
            View(typeName: "ForEach", content: .forEach(ViewSequence(count: 3) { View.text("\($0)") })),
        ]
        #expect(LayoutEngine.expandedChildren(mixed).count == 4)
    }

    @Test func environmentCopiesNeverShareWrites() {
        var base = EnvironmentValues()
        #expect(base.isEmpty)
        var copy = base
        copy.foregroundColor = "red"
        #expect(base.foregroundColor == nil && copy.foregroundColor == "red")
        base.lineLimit = 2
        let second = base
        base.lineLimit = 3
        #expect(second.lineLimit == 2 && base.lineLimit == 3)
        #expect(EnvironmentValues(font: .title) == EnvironmentValues(font: .title))
        #expect(EnvironmentValues(font: .title) != EnvironmentValues(font: .body))
        #expect(Set([EnvironmentValues(isBold: true), EnvironmentValues(isBold: true)]).count == 1)
    }

    @Test func overridingMergesAndSharesWhenNothingChanges() {
        let outer = EnvironmentValues(foregroundColor: "blue", lineLimit: 1)
        #expect(outer.overridden(by: EnvironmentValues()) == outer)
        #expect(EnvironmentValues().overridden(by: outer) == outer)
        let merged = outer.overridden(by: EnvironmentValues(foregroundColor: "red", isBold: true))
        #expect(merged == EnvironmentValues(foregroundColor: "red", lineLimit: 1, isBold: true))
    }

    @Test func viewSpacingKeepsItsNilsAndValues() {
        var spacing = ViewSpacing(top: 0, trailing: 4, textBelow: 2)
        #expect(spacing.top == 0 && spacing.leading == nil && spacing.trailing == 4 && spacing.textBelow == 2)
        spacing.top = nil
        #expect(spacing.top == nil)
        #expect(ViewSpacing(leading: 3) == ViewSpacing(leading: 3))
        #expect(ViewSpacing(leading: 3) != ViewSpacing(trailing: 3))
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == ViewSpacing.defaultDistance)
        #expect(ViewSpacing.text.distance(to: .text, along: .vertical) == 0)
    }

    @Test func placedViewDetailsAreValues() {
        var first = PlacedView(type: "HStack", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(first.alignmentLines.isEmpty && first.builderNote == nil && first.scrollContentFrame == nil)
        first.builderNote = "built"
        var second = first
        second.builderNote = "rebuilt"
        second.sizingLog = [.note("a")]
        #expect(first.builderNote == "built" && first.sizingLog.isEmpty)
        #expect(second.builderNote == "rebuilt" && second.sizingLog == [.note("a")])
        let marked = PlacedView(
            type: "Text", frame: Rect(x: 0, y: 0, width: 1, height: 1),
            guideMarks: [GuideMark(guide: "leading", axis: .horizontal, value: 0, isExplicit: false)])
        #expect(marked.guideMarks.count == 1)
    }

    @Test func nodesRecordDiagnosticsOnlyWhenAsked() {
        let view = View.hStack(alignment: .top, spacing: 0, [View.text("a"), View.text("b")])
        let quiet = LayoutEngine(recordsGuides: false).makeTree(view)
        quiet.layout(canvas: ProposedSize(width: 100, height: 100))
        #expect(quiet.root.diagnostics == nil && quiet.root.currentChildren.allSatisfy { $0.diagnostics == nil })
        let recording = LayoutEngine(recordsGuides: true).makeTree(view)
        recording.layout(canvas: ProposedSize(width: 100, height: 100))
        #expect(recording.root.alignmentLines.count == 1)
        #expect(recording.root.currentChildren.allSatisfy { $0.guideMarks.count == 1 })
    }
}
