import Testing

@testable import PlumbLayout

/// ForEach, Section, LazyVStack/LazyHStack and ScrollView.
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

    /// A failed row is zero long, and so are the rows a stopped script makes: with no spacing the
    /// lines after it would never fill the screen, so making stops with the failure (fuzz seed
    /// 900672 made every one of 2⁵³ rows, past every limit). Six 10-point rows fill 60 of 200.
    @Test func makingRowsStopsWhenARowFails() {
        let counter = Counter()
        var failed = false
        let sequence = ViewSequence(
            count: 1 << 53, isStopped: { failed },
            make: { index in
                counter.made.append(index)
                if index == 6 { failed = true }
                return failed ? View.empty() : View.rectangle().frame(width: 10, height: 16)
            })
        let rows = View(typeName: "ForEach", content: .forEach(sequence))
        _ = layout(View.scrollView(View.lazyHStack(spacing: 0, [rows]), axes: .horizontal), width: 200, height: 160)
        #expect(counter.made == Array(0...6))
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

/// LazyVGrid and LazyHGrid: the tracks of `GridItem`, cells in fill order, lazily.
@Suite("Lazy grids")
struct LazyGridTests {
    func cells(_ count: Int, width: Double = 20, height: Double = 10) -> View {
        View.forEach(count: count) { View.rectangle().frame(width: width, height: height).withID("c\($0)") }
    }

    @Test func threeFlexibleColumnsShareTheWidthAndFillRowByRow() {
        // 300 − 2 × 8 spacing = 284, three columns of 94.67 (objc.io's column algorithm); cells
        // centred in them.
        let grid = View.lazyVGrid(
            columns: [GridItem(), GridItem(), GridItem()], spacing: 0, [cells(7)])
        let result = layout(View.scrollView(grid), width: 300, height: 100)
        let column = 284.0 / 3
        #expect(result.frame("c0").minX == (column - 20) / 2)
        #expect(result.frame("c1").minX == column + 8 + (column - 20) / 2)
        // The fourth cell starts the second row (Apple's `LazyVGrid`: leading to trailing, then the
        // next row).
        #expect(result.frame("c3").minY == 10)
        #expect(result.frame("c3").minX == result.frame("c0").minX)
        // Three rows of 10.
        #expect(result.root.children[0].frame.height == 30)
    }

    @Test func anAdaptiveColumnFitsAsManyMinimumsAsItCan() {
        // objc quiz #1: 122 points fit 40 + 8 + 40 but not 40 + 8 + 40 + 8 + 40: two tracks of 57.
        let grid = View.lazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 0, [cells(5, width: 10)])
        let result = layout(View.scrollView(grid), width: 122, height: 100)
        #expect(result.frame("c1").minX == 88.5)  // 57 + 8 + (57 − 10) / 2
        #expect(result.frame("c2").minY == 10)
    }

    @Test func overflowingMinimumsWidenTheGridOffCentre() {
        // juejin: 300 offered to flexible() + flexible(minimum: 180) with spacing 8 → the grid is
        // 334 wide and its tracks, computed again in 334, are 163 and 180 (running 17 past it):
        // centred in 300 it overflows 17 on the left and 34 on the right.
        let grid = View.lazyVGrid(
            columns: [GridItem(.flexible()), GridItem(.flexible(minimum: 180))], spacing: 0,
            [cells(2, width: 10)]
        ).withID("grid")
        let result = layout(grid, width: 300, height: 100)
        #expect(result.frame("grid") == Rect(x: -17, y: 45, width: 334, height: 10))
        #expect(result.frame("c1").minX - result.frame("grid").minX == 256)  // 163 + 8 + (180 − 10) / 2
        #expect(result.frame("c1").maxX + 85 == 300 + 34)  // the second track's trailing edge
    }

    @Test func anAdaptiveColumnWithNoRoomCollapsesAndTheGridIs324Wide() {
        // Recorded against a SwiftUI render: [.flexible(minimum: 100), .fixed(100),
        // .adaptive(minimum: 100), .fixed(100)] offered 300 is 324 wide, the adaptive column 0
        // (GridItemTests for the arithmetic); centred in 300, it overflows 12 on each side.
        let grid = View.lazyVGrid(
            columns: [
                GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)),
                GridItem(.fixed(100)),
            ], spacing: 0, [cells(4, width: 10)]
        ).withID("grid")
        let result = layout(grid, width: 300, height: 100)
        #expect(result.frame("grid").width == 324)
        #expect(result.frame("grid").minX == -12)
        // The third cell sits in the empty column: its centre is the column's, 216 from the
        // grid's leading edge.
        #expect(result.frame("c2").minX + 5 - result.frame("grid").minX == 216)
        #expect(result.frame("c3").minX - result.frame("grid").minX == 224 + 45)
    }

    @Test func aOneColumnGridIsALazyVStack() {
        // The Five Stars blog's "Lazy stacks secrets": LazyVStack and LazyVGrid with one flexible
        // column match, with alignment, spacing, pinned headers and a scroll view.
        func content() -> [View] {
            [
                View.section(
                    header: View.text("Header").padding(4).withID("header"),
                    [View.forEach(count: 30) { View.text("Placeholder \($0)").withID("p\($0)") }])
            ]
        }
        let offset = Point(x: 0, y: 200)
        let stack = View.scrollView(
            View.lazyVStack(alignment: .leading, spacing: 20, pinnedViews: .sectionHeaders, content()),
            contentOffset: offset)
        let grid = View.scrollView(
            View.lazyVGrid(
                columns: [GridItem()], alignment: .leading, spacing: 20, pinnedViews: .sectionHeaders, content()),
            contentOffset: offset)
        func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap(frames) }
        let a = layout(stack, width: 240, height: 160)
        let b = layout(grid, width: 240, height: 160)
        #expect(frames(a.root) == frames(b.root))
        #expect(a.frame("header").minY == 0)  // pinned
    }

    @Test func aLazyHGridFillsColumnByColumn() {
        let grid = View.lazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4, [cells(5)])
        let result = layout(View.scrollView(grid, axes: .horizontal), width: 200, height: 100)
        // Column 1: c0 over c1; column 2: c2 over c3 (Apple's `LazyHGrid`: top to bottom, then the
        // next column), 20 wide plus 4.
        #expect(result.frame("c1").minX == result.frame("c0").minX)
        #expect(result.frame("c1").minY - result.frame("c0").minY == 38)
        #expect(result.frame("c2").minX - result.frame("c0").minX == 24)
    }

    /// Apple's LazyVGrid page: a ForEach makes "a pair of Text views for the columns in each
    /// row". Each view a row makes is a cell (a row's pair was once one cell, the
    /// two stacked), and a row's count is its own.
    @Test func eachViewAForEachRowMakesIsACell() {
        func box(_ id: String, _ width: Double) -> View { View.rectangle().frame(width: width, height: 10).withID(id) }
        let pairs = View.forEach(count: 3) { View.group([box("a\($0)", 10), box("b\($0)", 20)]) }
        let grid = View.lazyVGrid(columns: [GridItem(), GridItem()], spacing: 0, [pairs])
        let result = layout(View.scrollView(grid), width: 200, height: 100)
        // Two columns of (200 − 8) / 2 = 96; row r holds a_r and b_r, cells centred.
        for row in 0..<3 {
            #expect(result.frame("a\(row)").minX == 43 && result.frame("a\(row)").minY == Double(10 * row))
            #expect(result.frame("b\(row)").minX == 96 + 8 + 38 && result.frame("b\(row)").minY == Double(10 * row))
        }
        #expect(result.root.children[0].frame.height == 30)

        // Rows of one, two and three views: six cells, filling two columns in order.
        let uneven = View.forEach(count: 3) { row in View.group((0...row).map { box("r\(row)c\($0)", 10) }) }
        let unevenGrid = View.lazyVGrid(columns: [GridItem(), GridItem()], spacing: 0, [uneven])
        let laid = layout(View.scrollView(unevenGrid), width: 200, height: 100)
        let order = ["r0c0", "r1c0", "r1c1", "r2c0", "r2c1", "r2c2"]
        for (cell, id) in order.enumerated() {
            #expect(laid.frame(id).minY == Double(10 * (cell / 2)), "\(id)")
            #expect(laid.frame(id).minX == (cell % 2 == 0 ? 43 : 147), "\(id)")
        }
    }

    /// A ForEach of Sections in a lazy grid: each header a line of its own across the columns,
    /// each section's views cells below it.
    @Test func aForEachOfSectionsPutsEachHeaderOnALineOfItsOwn() {
        func box(_ id: String) -> View { View.rectangle().frame(width: 10, height: 10).withID(id) }
        let sections = View.forEach(count: 2) { s in
            View.section(
                header: View.rectangle().frame(height: 10).withID("h\(s)"), [box("s\(s)a"), box("s\(s)b")])
        }
        let grid = View.lazyVGrid(columns: [GridItem(), GridItem()], spacing: 0, [sections])
        let result = layout(View.scrollView(grid), width: 200, height: 100)
        #expect(result.frame("h0").width == 200 && result.frame("h0").minY == 0)
        #expect(result.frame("s0a").minY == 10 && result.frame("s0b").minY == 10)
        #expect(result.frame("s0b").minX == 147)
        #expect(result.frame("h1").minY == 20 && result.frame("s1a").minY == 30)
    }

    /// A LazyHGrid's ForEach of four colours a row (Apple's GridItem page): one a row of the grid,
    /// column by column.
    @Test func aLazyHGridTakesARowsViewsDownAColumn() {
        let rows = [GridItem(.fixed(30)), GridItem(.fixed(60))]
        let pairs = View.forEach(count: 2) { i in
            View.group([
                View.rectangle().frame(width: 30).withID("top\(i)"),
                View.rectangle().frame(width: 30).withID("low\(i)"),
            ])
        }
        let grid = View.lazyHGrid(rows: rows, spacing: 5, [pairs])
        let result = layout(View.scrollView(grid, axes: .horizontal), width: 200, height: 98)
        #expect(result.frame("top0").height == 30 && result.frame("low0").height == 60)
        #expect(result.frame("low0").minY - result.frame("top0").minY == 38)
        #expect(result.frame("top1").minX - result.frame("top0").minX == 35)
    }

    @Test func aMillionCellGridMakesOnlyTheVisibleRows() {
        final class Counter { var made = 0 }
        let counter = Counter()
        let many = View.forEach(count: 1_000_000) { index in
            counter.made += 1
            return View.rectangle().frame(width: 10, height: 16)
        }
        let grid = View.lazyVGrid(columns: [GridItem(), GridItem(), GridItem(), GridItem()], spacing: 0, [many])
        _ = layout(View.scrollView(grid, contentOffset: Point(x: 0, y: 1_000_000)), width: 200, height: 160)
        // 10 visible rows of 4 cells, plus the first row (the estimate).
        #expect(counter.made <= 44 + 4)
    }
}

@Suite("Pinned footers")
struct PinnedFooterTests {
    @Test func aPinnedFooterSticksToTheBottomUntilItsSectionEndsAbove() {
        // Section A: 10 rows of 16 (0…160) and its footer (160…176); then section B's 10 rows.
        // The viewport is 64 points tall.
        func rows(_ name: String) -> View {
            View.forEach(count: 10) { View.rectangle().frame(width: 10, height: 16).withID("\(name)\($0)") }
        }
        let stack = View.lazyVStack(
            spacing: 0, pinnedViews: .sectionFooters,
            [
                View.section(footer: View.text("F").frame(height: 16).withID("F"), [rows("a")]),
                View.section([rows("b")]),
            ])
        func footer(_ offset: Double) -> Double {
            layout(View.scrollView(stack, contentOffset: Point(x: 0, y: offset)), width: 100, height: 64)
                .frame("F").minY
        }
        // At the top the footer (naturally at 160) is pinned to the viewport's bottom: 64 − 16.
        #expect(footer(0) == 48)
        #expect(footer(100) == 48)
        // Scrolled 140, section A ends at 176 − 140 = 36: the footer is where it belongs, 20.
        #expect(footer(140) == 20)
    }
}
