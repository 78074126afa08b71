import PlumbLayout
import Testing

@testable import PlumbRender

/// The mapping as `keepingGaps` made it before it looked at gaps in place and skipped those
/// that cannot close: every gap between overlapping consecutive siblings, sorted, each checked
/// against the cells inserted so far. The current one must insert the same cells.
private struct ReferenceGapMapping {
    let cellWidth: Double
    let cellHeight: Double
    var columnShifts: [(position: Double, shift: Int)] = []
    var rowShifts: [(position: Double, shift: Int)] = []

    init(cellWidth: Double, cellHeight: Double, root: PlacedView) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        var gaps: [Axis: [(low: Double, high: Double, after: Double)]] = [.horizontal: [], .vertical: []]
        var pending = [root]
        while let view = pending.popLast() {
            pending.append(contentsOf: view.children)
            for (a, b) in zip(view.children, view.children.dropFirst()) {
                for axis in [Axis.horizontal, .vertical] {
                    let (aLow, aHigh, bLow, bHigh) =
                        axis == .horizontal
                        ? (a.frame.minX, a.frame.maxX, b.frame.minX, b.frame.maxX)
                        : (a.frame.minY, a.frame.maxY, b.frame.minY, b.frame.maxY)
                    let crossOverlap =
                        axis == .horizontal
                        ? min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
                        : min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
                    guard crossOverlap > 0, a.frame.width > 0, a.frame.height > 0, b.frame.width > 0,
                        b.frame.height > 0
                    else { continue }
                    if bLow - aHigh >= 1 - 1e-9 { gaps[axis]!.append((aLow, aHigh, bLow)) }
                    if aLow - bHigh >= 1 - 1e-9 { gaps[axis]!.append((bLow, bHigh, aLow)) }
                }
            }
        }
        for axis in [Axis.horizontal, .vertical] {
            // Gaps reaching the coordinate limit, where every boundary is the limit, keep nothing.
            let size = axis == .horizontal ? cellWidth : cellHeight
            let sorted = gaps[axis]!.filter { $0.low.isFinite && $0.high.isFinite && $0.after.isFinite }.filter {
                max(abs($0.low), abs($0.high), abs($0.after)) / size < CellMapping.coordinateLimit - 0.5
            }.sorted { $0.after < $1.after }
            for gap in sorted {
                guard let before = span(from: gap.low, to: gap.high, axis: axis)?.upperBound,
                    let after = boundary(gap.after, axis: axis), after <= before
                else { continue }
                let total = shift(at: gap.after, axis: axis) + before + 1 - after
                if axis == .horizontal {
                    columnShifts.append((gap.after, total))
                } else {
                    rowShifts.append((gap.after, total))
                }
            }
        }
    }

    func shift(at value: Double, axis: Axis) -> Int {
        let shifts = axis == .horizontal ? columnShifts : rowShifts
        return shifts.last { $0.position <= value }?.shift ?? 0
    }

    func boundary(_ value: Double, axis: Axis) -> Int? {
        CellMapping.boundary(value, cellSize: axis == .horizontal ? cellWidth : cellHeight).map {
            $0 + shift(at: value, axis: axis)
        }
    }

    func span(from lower: Double, to upper: Double, axis: Axis) -> Range<Int>? {
        guard let start = boundary(lower, axis: axis), let end = boundary(upper, axis: axis) else { return nil }
        if end > start { return start..<end }
        return upper > lower ? start..<(start + 1) : start..<start
    }
}

/// A deterministic generator (SplitMix64), so that a failure can be replayed from its seed.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Rows and columns of views on a half-point grid, siblings a few points apart (often less than
/// a cell, so rounding closes gaps), some overlapping, some hairlines, some nested.
private func randomTree(seed: UInt64) -> PlacedView {
    var random = SeededGenerator(state: seed)
    func value(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 2 }
    func build(x: Double, y: Double, level: Int) -> PlacedView {
        let count = level < 3 ? Int.random(in: 0...6, using: &random) : 0
        let horizontal = Bool.random(using: &random)
        var children: [PlacedView] = []
        var position = horizontal ? x : y
        for _ in 0..<count {
            position += value(-4...24)
            let child = build(
                x: horizontal ? position : x + value(-4...8), y: horizontal ? y + value(-4...8) : position,
                level: level + 1)
            children.append(child)
            position = horizontal ? child.frame.maxX : child.frame.maxY
        }
        let width = children.isEmpty ? value(0...60) : max((children.map(\.frame.maxX).max() ?? x) - x, 1)
        let height = children.isEmpty ? value(0...60) : max((children.map(\.frame.maxY).max() ?? y) - y, 1)
        return placed("VStack", (x, y, width, height), children: children)
    }
    return build(x: value(-40...40), y: value(-40...40), level: 0)
}

@Suite struct CullingTests {
    @Test(arguments: 0..<200)
    func gapsInsertTheSameCellsAsBefore(_ seed: Int) {
        let root = randomTree(seed: UInt64(seed))
        for (cellWidth, cellHeight) in [(8.0, 16.0), (1.0, 1.0), (5.5, 3.0)] {
            let mapping = CellMapping(cellWidth: cellWidth, cellHeight: cellHeight).keepingGaps(in: root)
            let reference = ReferenceGapMapping(cellWidth: cellWidth, cellHeight: cellHeight, root: root)
            var pending = [root]
            while let view = pending.popLast() {
                pending.append(contentsOf: view.children)
                let frame = view.frame
                for x in [frame.minX, frame.maxX, frame.minX + frame.width / 2] {
                    #expect(mapping.boundary(x, axis: .horizontal) == reference.boundary(x, axis: .horizontal))
                }
                for y in [frame.minY, frame.maxY, frame.minY + frame.height / 2] {
                    #expect(mapping.boundary(y, axis: .vertical) == reference.boundary(y, axis: .vertical))
                }
            }
        }
    }

    /// A row of views running past the coordinate limit (a million leaves 18 points apart)
    /// inserts no cell beyond it: there every boundary is the limit, and keeping those gaps made
    /// each later boundary a binary search over half a million of them.
    @Test func gapsPastTheCoordinateLimitInsertNoCell() {
        let limit = CellMapping.coordinateLimit * 8
        let leaves = (0..<2_000).map { index in
            placed("Color", (limit - 18_000 + 18 * Double(index), 0, 10, 10), .color("red"))
        }
        let root = placed("HStack", (limit - 18_000, 0, 36_000, 10), children: leaves)
        let mapping = CellMapping(cellWidth: 8, cellHeight: 16).keepingGaps(in: root)
        #expect(mapping.boundary(limit + 17_000, axis: .horizontal) == Int(CellMapping.coordinateLimit))
        // Before the limit the gaps are 8 points, a cell: they never close, and nothing is inserted.
        #expect(mapping.boundary(limit - 8_000, axis: .horizontal) == Int(CellMapping.coordinateLimit) - 1_000)
    }

    /// What is on the canvas: a few views of every kind.
    static let card: [PlacedView] = [
        placed("Rectangle", (1, 1, 10, 4), .shape(.rectangle), id: "box"),
        placed("Color", (12, 1, 8, 3), .color("red"), id: "fill"),
        placed("Text", (2, 6, 12, 2), .text(lines: ["hello", "world"], font: .body)),
        placed("Circle", (14, 5, 6, 4), .shape(.circle), foreground: "blue"),
        placed("Divider", (0, 9, 24, 1), .divider(.horizontal)),
        placed("HStack", (0, 10, 24, 2), id: "row", children: [placed("Capsule", (1, 10, 8, 2), .shape(.capsule))]),
    ]

    /// A 24 × 12 root holding `children`.
    static func container(_ children: [PlacedView]) -> PlacedView {
        placed("ZStack", (0, 0, 24, 12), children: children)
    }

    /// Views far beyond a corner of the canvas (diagonally: beside no edge), spaced cells apart.
    static func offCanvas(count: Int, beyond corner: (x: Double, y: Double)) -> [PlacedView] {
        (0..<count).map { index in
            let step = Double(index) * 6
            let (x, y) = (corner.x + (corner.x < 0 ? -step : step), corner.y)
            switch index % 4 {
            case 0: return placed("Rectangle", (x, y, 4, 3), .shape(.rectangle), id: "r\(index)")
            case 1: return placed("Color", (x, y, 4, 3), .color("green"), id: "c\(index)")
            case 2: return placed("Text", (x, y, 4, 1), .text(lines: ["far"], font: .body))
            default:
                return placed(
                    "frame", (x, y, 4, 3), id: "f\(index)", children: [placed("Color", (x, y, 4, 3), .color("clear"))])
            }
        }
    }

    @Test(arguments: [(1000.0, 500.0), (-1000.0, -500.0), (1000.0, -500.0), (-1000.0, 500.0)])
    func viewsOffTheCanvasChangeNothingAndCostNoCells(_ corner: (Double, Double)) {
        let far = Self.offCanvas(count: 20_000, beyond: corner)
        for options in [DiagramOptions.unitCells, DiagramOptions.unitCells.with(color: true)] {
            let alone = Self.container(Self.card)
            let crowded = Self.container(Self.card + far)
            let canvas = (24.0, 12.0)
            #expect(draw(crowded, canvas: canvas, options: options) == draw(alone, canvas: canvas, options: options))
            let renderer = DiagramRenderer(
                result: LayoutResult(canvas: Size(width: 24, height: 12), root: crowded), options: options)
            // The card's views and the HStack's child (the root, a ZStack without an id, draws
            // nothing and is not kept either): nothing of the 20,000 is kept.
            #expect(renderer.views.count == Self.card.count + 1)
        }
    }

    @Test func viewsBesideAnEdgeLeaveOneMarkerThere() {
        // 10,000 rectangles in the rows of the canvas, all to the right of it: one marker, as for one.
        let right = (0..<10_000).map { placed("Rectangle", (30 + Double($0) * 6, 2, 4, 3), .shape(.rectangle)) }
        let left = (0..<10_000).map { placed("Color", (-10 - Double($0) * 6, 6, 4, 3), .color("red")) }
        let crowded = Self.container(Self.card + right + left)
        let single = Self.container(Self.card + [right[0], left[0]])
        #expect(draw(crowded, canvas: (24, 12)) == draw(single, canvas: (24, 12)))
        #expect(draw(crowded, canvas: (24, 12)).contains("›"))
        #expect(draw(crowded, canvas: (24, 12)).contains("‹"))
    }

    /// Two views off the canvas mark the same corner cell: the later one's marker is the one
    /// seen, as when every view was drawn in turn.
    @Test func theLastMarkerInPaintingOrderWins() {
        // Right of the canvas on its last row: `›` in the corner.
        let right = placed("Rectangle", (12, 4, 2, 6), .shape(.rectangle))
        // Below the canvas under its last column: `˅` in the corner.
        let below = placed("Rectangle", (9, 6, 1, 2), .shape(.rectangle))
        #expect(draw(stack(10, 5, right, below), canvas: (10, 5)) == "\n\n\n\n         ˅")
        #expect(draw(stack(10, 5, below, right), canvas: (10, 5)) == "\n\n\n\n         ›")
    }

    /// Views that add nothing to a diagram (containers, modifiers, `Color.clear`, without an id)
    /// are not kept, even on the canvas; an id, a fill or a guide keeps one.
    @Test func viewsThatDrawNothingAreNotKept() {
        let root = placed(
            "VStack", (0, 0, 24, 12),
            children: [
                placed("frame", (0, 0, 24, 4), children: [placed("Color", (0, 0, 24, 4), .color("clear"))]),
                placed("frame", (0, 4, 24, 4), id: "named", children: [placed("Color", (0, 4, 24, 4), .color("red"))]),
            ])
        let result = LayoutResult(canvas: Size(width: 24, height: 12), root: root)
        let plain = DiagramRenderer(result: result, options: .unitCells)
        #expect(plain.views.map(\.view.type) == ["frame", "Color"])
        let guides = DiagramRenderer(result: result, options: DiagramOptions.unitCells.with(showGuides: true))
        #expect(guides.views.count >= plain.views.count)
    }

    @Test func viewsScrolledAwayAreNotKept() {
        var scroll = placed(
            "ScrollView", (0, 0, 20, 6),
            children: [
                placed(
                    "VStack", (0, -3000, 20, 6000),
                    children: (0..<1000).map {
                        placed("Text", (0, -3000 + Double($0) * 6, 20, 1), .text(lines: ["row \($0)"], font: .body))
                    })
            ])
        scroll.scrollContentFrame = scroll.children[0].frame
        let result = LayoutResult(canvas: Size(width: 40, height: 10), root: stack(40, 10, scroll))
        let renderer = DiagramRenderer(result: result, options: .unitCells)
        // The ScrollView (for its marks) and the one row inside it (row 500, at y = 0); the
        // stacks around and inside it draw nothing and are not kept.
        #expect(renderer.views.count == 2)
        #expect(renderDiagram(result, options: .unitCells).hasPrefix("row 500"))
    }
}

/// Views past the canvas's right or bottom edge take a short path (`KeptViews.past`: one edge
/// mapped, the markers of a row of them found once): the diagram must be the one the full path
/// draws, cell for cell, markers included.
@Suite struct PastEdgeShortcutTests {
    /// Rows and columns of leaves of every kind the shortcut tells apart (a fill, `Color.clear`,
    /// no width, no height, a hairline), many past the canvas, some sharing their rows.
    static func tree(seed: UInt64) -> PlacedView {
        var random = SeededGenerator(state: seed)
        func value(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 2 }
        var rows: [PlacedView] = []
        for row in 0..<Int.random(in: 1...6, using: &random) {
            let y = value(-8...60)
            let height = [0, 0.5, 3, 7, value(1...30)][Int.random(in: 0...4, using: &random)]
            var x = value(-20...20)
            var leaves: [PlacedView] = []
            for index in 0..<Int.random(in: 1...40, using: &random) {
                let width = [0, 0.5, 4, value(1...12)][Int.random(in: 0...3, using: &random)]
                let frame = (x, Bool.random(using: &random) ? y : y + value(0...6), width, height)
                let leaf: PlacedView
                switch Int.random(in: 0...3, using: &random) {
                case 0: leaf = placed("Rectangle", frame, .shape(.rectangle))
                case 1: leaf = placed("Color", frame, .color("clear"))
                case 2: leaf = placed("Color", frame, .color("red"))
                default: leaf = placed("frame", frame, children: [placed("Color", frame, .color("blue"))])
                }
                leaves.append(
                    index % 7 == 6 ? placed("padding", frame, id: "p\(row)-\(index)", children: [leaf]) : leaf)
                x += width + value(0...10)
            }
            rows.append(placed("HStack", (0, y, max(x, 1), max(height, 1)), children: leaves))
        }
        return placed("VStack", (0, 0, 40, 30), children: rows)
    }

    @Test(arguments: 0..<150)
    func theShortPathDrawsWhatTheFullPathDraws(_ seed: Int) {
        let root = Self.tree(seed: UInt64(seed))
        for canvas in [Size(width: 24, height: 12), Size(width: 7, height: 40), Size(width: 50, height: 3)] {
            for options in [DiagramOptions.unitCells, DiagramOptions(cellWidth: 2.5, cellHeight: 4)] {
                let result = LayoutResult(canvas: canvas, root: root)
                func drawn(_ shortcuts: Bool) -> (String, [String]) {
                    var renderer = DiagramRenderer(result: result, options: options, shortcutsPastEdges: shortcuts)
                    let kept = renderer.views.map { "\($0.view.type) \($0.cells)" }
                    renderer.draw()
                    let text = OutputSink.collectText {
                        renderer.canvas.write(to: $0, ascii: false, color: false, window: nil)
                    }
                    return (text, kept)
                }
                let (short, shortKept) = drawn(true)
                let (full, fullKept) = drawn(false)
                #expect(short == full, "seed \(seed), canvas \(canvas)")
                #expect(shortKept == fullKept)
            }
        }
    }
}
