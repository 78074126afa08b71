import Testing

@testable import PlumbLayout

/// The result is read from the arena layout filled (`PlacedTree`), 16 bytes an entry,
/// children a range of entries; it is still a value: laying the tree out again, or changing a
/// view of it, changes nothing another holder sees.
@Suite("The result as a view onto the arena")
struct PlacedTreeTests {
    /// Every frame of a result, parents before children.
    func frames(_ view: PlacedView) -> [Rect] {
        [view.frame] + view.children.flatMap { frames($0) }
    }

    @Test func anEntryTakesSixteenBytes() {
        #expect(MemoryLayout<PlacedTree.Entry>.stride == 16)
        #expect(MemoryLayout<NodeRecord>.stride == 40)
        // A chunk's header takes the record slot before the chunk's first node.
        #expect(MemoryLayout<ChunkHeader>.size <= MemoryLayout<NodeRecord>.stride)
        for kind: ViewKind in [
            .stack(.horizontal), .stack(.vertical), .zStack, .lazyStack(.vertical), .grid, .scrollView,
            .viewThatFits, .modifier(primary: 0), .modifier(primary: 1), .composite, .layout, .shape, .color,
            .text, .image, .symbol, .spacer, .divider, .empty,
        ] {
            let (code, value) = PlacedTree.packed(kind)
            #expect(PlacedTree.unpacked(code, value) == kind)
        }
    }

    @Test func aResultKeepsItsFramesWhenTheTreeIsLaidOutAgain() {
        let view = View.hStack([View.rectangle(), View.text("Hello world").padding(), View.rectangle()])
        let tree = LayoutEngine().makeTree(view)
        tree.layout(canvas: ProposedSize(width: 300, height: 100))
        let first = tree.result()
        let before = frames(first.root)
        tree.layout(canvas: ProposedSize(width: 120, height: 60))
        let second = tree.result()
        #expect(frames(first.root) == before)
        #expect(frames(second.root) != before)
        #expect(
            frames(second.root)
                == frames(LayoutEngine().layout(view, canvas: ProposedSize(width: 120, height: 60)).root))
        #expect(first.root.children[1].children[0].content != second.root.children[1].children[0].content)
    }

    @Test func aRebuiltReaderLeavesAnEarlierResultAsItWas() {
        let reader = View.geometryReader(
            ContentBuilder(trigger: .placedSize) { inputs in
                let width = inputs.size?.width ?? 0
                return (View.text(width > 200 ? "wide" : "narrow"), "built for \(width)")
            })
        let tree = LayoutEngine().makeTree(reader)
        tree.layout(canvas: ProposedSize(width: 300, height: 100))
        let wide = tree.result()
        tree.layout(canvas: ProposedSize(width: 100, height: 100))
        let narrow = tree.result()
        #expect(wide.root.builderNote == "built for 300.0")
        #expect(narrow.root.builderNote == "built for 100.0")
        #expect(wide.root.children[0].content == .text(lines: ["wide"], font: .body))
        #expect(narrow.root.children[0].content == .text(lines: ["narrow"], font: .body))
    }

    @Test func changingAPlacedViewChangesOnlyThatCopy() {
        let result = LayoutEngine().layout(
            View.vStack([View.rectangle().frame(width: 10, height: 10), View.text("a")]),
            canvas: ProposedSize(width: 100, height: 100))
        var changed = result.root.children[0]
        let kept = result.root.children[0]
        changed.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let marks = [GuideMark(guide: "trailing", axis: .horizontal, value: 7, isExplicit: false)]
        changed.guideMarks = marks
        #expect(changed.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(changed.type == "frame" && changed.kind == kept.kind)
        #expect(changed.children.count == 1 && changed.children[0].frame == kept.children[0].frame)
        #expect(kept.frame != changed.frame && kept.guideMarks != marks && changed.guideMarks == marks)
        #expect(result.root.children[0].frame == kept.frame)
    }
}
