import Testing

@testable import PlumbLayout

/// Releasing views: a chain of millions of modifiers must not recurse once per level.
@Suite struct TeardownTests {
    @Test func aSixMillionLevelChainIsReleasedWithoutOverflowingTheStack() {
        var view: View? = View.text("x")
        for _ in 0..<6_000_000 { view = view!.padding(1) }
        #expect(view?.children.count == 1)
        view = nil
    }

    @Test func sharedSubviewsSurviveTheirParentsTeardown() {
        let shared = View.text("kept")
        var parent: View? = View.vStack([shared.padding(2), shared])
        parent = nil
        #expect(parent == nil)
        if case .text(let text) = shared.content { #expect(text == "kept") } else { Issue.record("not a text") }
    }

    @Test func treeSizeCountsSharedViewsWithoutBlowingUp() {
        var view = View.text("x")
        for _ in 0..<60 { view = View.hStack([view, view]) }
        // 2^61 - 1 occurrences: counted from 61 distinct views, saturating instead of trapping.
        #expect(view.treeSize == Int.max || view.treeSize == (1 << 61) - 1)
    }
}
