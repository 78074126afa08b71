import Testing

@testable import PlumbLayout

/// The engine records where guide values come from (`LayoutTrace.swift`) when it computes them.
@Suite struct LayoutTraceTests {
    static let cross = AlignmentID(custom: "cross", axis: .vertical) { $0[.bottom] }

    func layout(_ view: View, recordsGuides: Bool = true) -> LayoutResult {
        let tree = LayoutEngine(recordsGuides: recordsGuides).makeTree(view)
        tree.layout(canvas: ProposedSize(width: 400, height: 600))
        return tree.result()
    }

    /// Smyth's SwiftUI Essentials, Figure 27-15: the blue square's guide is carried up by the
    /// VStack it sits 216 down.
    @Test func aValueCarriedUpNamesTheSubviewItsValueAndWhereItSits() throws {
        let square = View.rectangle().frame(width: 100, height: 100)
        let blue = View.rectangle().alignmentGuide(Self.cross, source: "x.lua:7") { $0[.verticalCenter] }
            .padding(4).frame(width: 100, height: 100)
        let column = View.vStack(spacing: 8, [square, square, blue])
        let row = View.hStack(alignment: VerticalAlignment(Self.cross), spacing: 0, [square, column])
        let marks = layout(row).root.children.map { $0.guideMarks[0] }
        #expect(marks[0].provenance == .implicit)
        let carried = try #require(marks[1].provenance)
        guard case .carried(let from, let value, let inner) = carried.origin else {
            Issue.record("\(carried)")
            return
        }
        #expect(from.index == 2 && value == 50)
        #expect(carried.shift == 216)
        // The padding and the frame are the chain of the view that set it: they move the value
        // (the padding by 4, the frame by 0: its child fills it) and keep its story.
        #expect(inner.origin == .alignmentGuide(source: "x.lua:7"))
        #expect(inner.shift == 4)
        #expect(marks[1].value == 266)
    }

    @Test func mergedValuesKeepEachSubviewsOffset() throws {
        let a = View.rectangle().alignmentGuide(Self.cross, source: "a.lua:1") { _ in 10 }.frame(width: 10, height: 40)
        let b = View.rectangle().alignmentGuide(Self.cross, source: "a.lua:2") { _ in 30 }.frame(width: 10, height: 40)
        let inner = View.vStack(spacing: 0, [a, b])
        let row = View.hStack(alignment: VerticalAlignment(Self.cross), [inner])
        let mark = layout(row).root.children[0].guideMarks[0]
        guard case .merged(let merge, let parts) = mark.provenance?.origin else {
            Issue.record("\(String(describing: mark.provenance))")
            return
        }
        #expect(merge == .mean)
        #expect(parts.map(\.from.index) == [0, 1])
        #expect(parts.map(\.value) == [10, 30])
        #expect(parts.map(\.offset) == [0, 40])
        #expect(mark.value == 40)  // (10 + 70) / 2
    }

    @Test func aTextsBaselineIsItsOwnKindAndNothingIsRecordedWhenNotAsked() {
        let row = View.hStack(alignment: .firstTextBaseline, [View.text("Hi"), View.text("there").padding(5)])
        let marks = layout(row).root.children.map { $0.guideMarks[0] }
        #expect(marks[0].provenance == GuideProvenance(.textBaseline))
        #expect(marks[1].provenance == GuideProvenance(.textBaseline, shift: 5))
        #expect(layout(row, recordsGuides: false).root.children.allSatisfy { $0.guideMarks.isEmpty })
    }

    @Test func aStackRecordsItsSizingOrderAsEvents() {
        let stack = View.hStack(
            spacing: 0, [View.text("aaaa bbbb").withID("low"), View.text("cc dd").layoutPriority(1)])
        let tree = LayoutEngine(tracing: true).makeTree(stack)
        tree.layout(canvas: ProposedSize(width: 60, height: 100))
        let events = tree.root.sizingEvents ?? []
        #expect(events.first == .offered(length: 60, available: 60))
        let order = events.compactMap { event -> Int? in
            if case .sized(_, let child, _, _, _, _, _) = event { return child }
            return nil
        }
        #expect(order == [1, 0])
    }

    func traced(_ view: View, canvas: ProposedSize) -> LayoutResult {
        let tree = LayoutEngine(tracing: true).makeTree(view)
        tree.layout(canvas: canvas)
        return tree.result()
    }

    /// Proposal, answer and placement, per view, in the order they happened.
    @Test func eachViewRecordsItsAnswersThenItsPlacement() throws {
        let row = View.hStack(
            spacing: 0, [View.rectangle().frame(width: 40, height: 20), View.text("Hi")])
        let result = traced(row, canvas: ProposedSize(width: 200, height: 100))
        // The root: asked the canvas, answered its size, then centred in the canvas.
        let rootEvents = result.root.negotiation
        #expect(
            rootEvents.first
                == .answered(ProposedSize(width: 200, height: 100), size: result.root.frame.size, fromMemory: false))
        #expect(
            rootEvents.last
                == .placed(
                    origin: result.root.frame.origin, size: result.root.frame.size,
                    proposal: ProposedSize(width: 200, height: 100)))
        for child in result.root.children {
            let events = child.negotiation
            let placed = try #require(NegotiationEvent.lastPlacement(in: events))
            #expect(placed.origin == child.frame.origin && placed.size == child.frame.size)
            #expect(placed.proposal == child.proposal)
            // Measured before it was placed.
            let firstPlacement = try #require(events.firstIndex { if case .placed = $0 { true } else { false } })
            #expect(firstPlacement > 0)
            guard case .answered(_, _, fromMemory: false) = events[0] else {
                Issue.record("\(events)")
                continue
            }
        }
        // The text: 40 of 200 went to the rectangle, so it was offered the remaining 160.
        let text = result.root.children[1]
        #expect(text.negotiation.contains { if case .answered(let p, _, _) = $0 { p.width == 160 } else { false } })
    }

    /// A stack measures a child's flexibility only to explain itself: those questions are not
    /// asked in an untraced run, so they are not recorded.
    @Test func probesMadeOnlyToExplainAreNotRecorded() {
        let row = View.hStack(spacing: 0, [View.text("Hello there")])
        let result = traced(row, canvas: ProposedSize(width: 200, height: 100))
        let asked = result.root.children[0].negotiation.compactMap { event -> ProposedSize? in
            if case .answered(let proposal, _, _) = event { return proposal }
            return nil
        }
        #expect(!asked.isEmpty)
        // Offered 200, then placed with the 88 it took: never the probes at 0 and ∞.
        #expect(asked.map(\.width) == [200, 200, 88], "\(asked)")
        // The sizing events still have the flexibility.
        #expect(result.root.sizingLog.contains { if case .sized = $0 { true } else { false } })
    }

    /// A question asked again is answered from memory, and recorded as such.
    @Test func answersFromMemoryAreMarked() {
        let column = View.vStack(spacing: 0, [View.rectangle().frame(width: 40, height: 20)])
        let result = traced(View.hStack([column, View.text("x")]), canvas: ProposedSize(width: 200, height: 100))
        let events = result.root.children[0].children[0].negotiation
        #expect(events.contains { if case .answered(_, _, fromMemory: true) = $0 { true } else { false } }, "\(events)")
    }

    @Test func nothingIsRecordedWithoutTracing() {
        let row = View.hStack([View.rectangle().frame(width: 40, height: 20), View.text("Hi")])
        let result = layout(row)
        #expect(result.root.negotiation.isEmpty)
        #expect(result.root.children.allSatisfy { $0.negotiation.isEmpty })
    }

    @Test func valuesWithinAHundredthOfZeroPrintAsZero() {
        #expect(formatPoints(-1e-12) == "0")
        #expect(formatPoints(0.009) == "0")
        #expect(formatPoints(-0.004) == "0")
        #expect(formatPoints(0.01) == "0.01")
        #expect(formatPoints(-2.5) == "-2.5")
    }
}
