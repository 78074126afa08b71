import Testing

@testable import PlumbLayout

/// ForEach, Section, LazyVStack/LazyHStack and ScrollView (rules wave 2 §2, §3).
@Suite("Lazy stacks and scroll views")
struct LazyStackTests {
    /// Counts the rows a ForEach makes.
    final class Counter {
        var made: [Int] = []
    }

    func rows(_ count: Int, height: Double = 16, counter: Counter) -> View {
        View.forEach(count: count) { index in
            counter.made.append(index)
            return View.rectangle().frame(width: 50, height: height).withID("row\(index)")
        }
    }

    @Test func aMillionRowListMakesOnlyWhatIsOnScreen() {
        let counter = Counter()
        let list = View.scrollView(View.lazyVStack(spacing: 0, [rows(1_000_000, counter: counter)]))
        let result = layout(list, width: 200, height: 160)
        // 160 points of 16-point rows: rows 0…9 are visible.
        #expect(Set(counter.made) == Set(0..<10))
        #expect(result.frame("row9") == Rect(x: 75, y: 144, width: 50, height: 16))
        // The stack is as long as all its rows (estimated from the first) and as wide as offered.
        #expect(result.root.children[0].frame == Rect(x: 0, y: 0, width: 200, height: 16_000_000))
    }

    @Test func scrollingDeepMakesNoRowBeforeTheViewport() {
        let counter = Counter()
        let list = View.scrollView(
            View.lazyVStack(spacing: 0, [rows(1_000_000, counter: counter)]), contentOffset: Point(x: 0, y: 8_000_000))
        let result = layout(list, width: 200, height: 160)
        // Row 0 is made to estimate the rows' height, then rows 500,000…500,009 are shown.
        #expect(Set(counter.made) == Set([0] + Array(500_000..<500_010)))
        #expect(result.frame("row500000") == Rect(x: 75, y: 0, width: 50, height: 16))
    }

    @Test func theOffsetIsClampedToTheContent() {
        let counter = Counter()
        let list = View.scrollView(
            View.lazyVStack(spacing: 0, [rows(20, counter: counter)]), contentOffset: Point(x: 0, y: 10_000))
        let result = layout(list, width: 200, height: 160)
        // 320 points of content in a 160-point viewport: at most 160 points of scrolling.
        #expect(result.frame("row10").minY == 0)
        #expect(result.frame("row19").minY == 144)
    }

    @Test func spacingAndLeadingAlignment() {
        let counter = Counter()
        let list = View.scrollView(
            View.lazyVStack(alignment: .leading, spacing: 20, [rows(5, counter: counter)]))
        let result = layout(list, width: 200, height: 160)
        #expect(result.frame("row0") == Rect(x: 0, y: 0, width: 50, height: 16))
        #expect(result.frame("row1") == Rect(x: 0, y: 36, width: 50, height: 16))
        // 5 rows and 4 gaps of 20.
        #expect(result.root.children[0].frame.height == 5 * 16 + 4 * 20)
    }

    func sections(_ counter: Counter, pinned: Bool) -> View {
        let header = { (name: String) in View.text(name).frame(height: 16).withID(name) }
        return View.lazyVStack(
            spacing: 0, pinnedViews: pinned ? .sectionHeaders : [],
            [
                View.section(header: header("A"), [rows(10, counter: counter)]),
                View.section(header: header("B"), [rows(10, counter: counter)]),
            ])
    }

    @Test func aPinnedHeaderSticksUntilTheNextSectionPushesItAway() {
        // Section A spans 0…176 (a header and 10 rows of 16); B's header is at 176.
        let scrolled = { (offset: Double) in
            layout(
                View.scrollView(sections(Counter(), pinned: true), contentOffset: Point(x: 0, y: offset)),
                width: 100, height: 64)
        }
        #expect(scrolled(0).frame("A").minY == 0)
        // Scrolled 100: A's header stays at the top.
        #expect(scrolled(100).frame("A").minY == 0)
        // Scrolled 170: A ends at 176 - 170 = 6 on screen, so its header is pushed up to -10.
        #expect(scrolled(170).frame("A").minY == -10)
        #expect(scrolled(170).frame("B").minY == 6)
        // Unpinned, the header scrolls with its section.
        let plain = layout(
            View.scrollView(sections(Counter(), pinned: false), contentOffset: Point(x: 0, y: 100)), width: 100,
            height: 64)
        #expect(plain.root.find("A") == nil)
    }

    @Test func forEachAndSectionOutsideLazyStacksJoinTheirContainer() {
        let counter = Counter()
        let view = View.vStack(
            spacing: 0,
            [View.section(header: box("header", 10, 10), footer: box("footer", 10, 10), [rows(3, counter: counter)])])
        let result = layout(view, width: nil, height: nil)
        #expect(counter.made == [0, 1, 2])
        #expect(result.frame("header").minY == 0)
        #expect(result.frame("row2").minY == 10 + 32)
        #expect(result.frame("footer").minY == 10 + 48)
    }

    @Test func aScrollViewTakesTheOfferAndOffersItsContentNilAlongItsAxis() {
        let content = View.rectangle().frame(idealWidth: 30, maxWidth: .infinity, idealHeight: 500).withID("content")
        let result = layout(View.scrollView(content), width: 200, height: 100)
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        // Across: the scroll view's width; along: the content's ideal height.
        #expect(result.frame("content") == Rect(x: 0, y: 0, width: 200, height: 500))
        #expect(result.root.scrollContentFrame == Rect(x: 0, y: 0, width: 200, height: 500))
    }

    @Test func aLazyHStackScrollsSideways() {
        let counter = Counter()
        let row = View.forEach(count: 1000) { index in
            counter.made.append(index)
            return View.rectangle().frame(width: 40, height: 20).withID("c\(index)")
        }
        let view = View.scrollView(
            View.lazyHStack(spacing: 0, [row]), axes: .horizontal, contentOffset: Point(x: 400, y: 0))
        let result = layout(view, width: 120, height: 50)
        #expect(Set(counter.made) == Set([0] + Array(10..<13)))
        #expect(result.frame("c10").minX == 0)
    }
}
