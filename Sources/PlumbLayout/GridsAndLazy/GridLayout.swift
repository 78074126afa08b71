/// Grid and GridRow (https://developer.apple.com/documentation/swiftui/grid): cells in rows and
/// columns, sized and aligned as one operation.
///
/// The grid's subviews are its cells, row after row: a GridRow is not a view of its own (outside
/// a Grid it is a group, its cells going to the parent), so `View.grid` flattens the rows and the
/// layout keeps how many cells each row has (`rows`). A view outside any GridRow is a row of one
/// cell that spans every column. Cells say more with layout values (`gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`), read through their modifiers.
///
/// Sizing, for a proposal W × H:
/// 1. **Columns** (`columnWidths`): every sized cell is probed at `.zero` and `.infinity` (a cell
///    spanning k columns counts as k equal shares of its width, less the spacings it covers);
///    each column's least and most width are its cells' largest. A cell spanning k of n columns
///    that is wider than 0 at its smallest (a nested Grid) is then asked once, at k n-ths of W
///    less the spacings between its row's cells. Then, as a
///    stack does with its children, the columns are offered W less the spacings, least flexible
///    first, each an even share of what is left, and take their widest cell's width for that
///    share (a spanning cell its share of what it took).
/// 2. **Rows** (`rowHeights`): the same along the height, each cell offered its columns' width;
///    a row is as tall as its cells aligned on the row's guide.
/// 3. **Placement**: every cell is offered its columns' width and its row's height and aligned in
///    that rectangle: on the column's horizontal guide and the row's vertical one, or, for a
///    cell with an anchor and for every merged cell, by unit point.
public struct GridLayout: Layout, EngineLayout {
    var containerKind: ViewKind? { .grid }

    /// The most columns spans can make a row (a row of more cells has as many columns as cells);
    /// `gridCellColumns` refuses more.
    public static let maximumColumns = 10_000

    /// One row: a GridRow's cells, or one view outside any GridRow.
    public struct Row: Hashable, Sendable {
        public var cellCount: Int
        /// The GridRow's vertical alignment (nil: the grid's).
        public var alignment: VerticalAlignment?
        /// A view outside any GridRow: one cell spanning every column.
        public var spansAllColumns: Bool

        public init(cellCount: Int, alignment: VerticalAlignment? = nil, spansAllColumns: Bool = false) {
            self.cellCount = cellCount
            self.alignment = alignment
            self.spansAllColumns = spansAllColumns
        }
    }

    public let alignment: Alignment
    public let horizontalSpacing: Double?
    public let verticalSpacing: Double?
    public let rows: [Row]

    /// Between cells when the grid gives no spacing: 8, as fatbobman.com's recorded probes show on
    /// iOS (Apple's `Grid` says only "appropriate for the platform"; mvolkmann.github.io says 10).
    public static let defaultSpacing = 8.0

    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, rows: [Row]
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    var columnSpacing: Double { horizontalSpacing ?? Self.defaultSpacing }
    var rowSpacing: Double { verticalSpacing ?? Self.defaultSpacing }

    // MARK: Layout

    public func makeCache(subviews: LayoutSubviews) -> AnyObject? { GridStructure(rows: rows, subviews: subviews) }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let grid = structure(subviews)
        guard !grid.rows.isEmpty else { return .zero }
        let widths = columnWidths(grid, proposal: proposal, subviews: subviews)
        let heights = rowHeights(grid, widths: widths, proposal: proposal, subviews: subviews)
        return Size(width: total(widths, spacing: columnSpacing), height: total(heights, spacing: rowSpacing))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let grid = structure(subviews)
        guard !grid.rows.isEmpty else { return }
        let widths = columnWidths(grid, proposal: proposal, subviews: subviews)
        let heights = rowHeights(grid, widths: widths, proposal: proposal, subviews: subviews)
        if subviews.isTracing {
            func list(_ lengths: [Double]) -> String { lengths.map(formatPoints).joined(separator: ", ") }
            subviews.noteSizingTrace([
                "\(grid.columnCount) columns of \(list(widths)), \(formatPoints(columnSpacing)) apart",
                "\(grid.rows.count) rows of \(list(heights)), \(formatPoints(rowSpacing)) apart",
            ])
        }
        let columnX = offsets(widths, spacing: columnSpacing, from: bounds.minX)
        let rowY = offsets(heights, spacing: rowSpacing, from: bounds.minY)
        for (row, cells) in grid.rows.enumerated() {
            let guide = grid.rowAlignments[row]?.id ?? alignment.vertical.id
            let height = heights[row]
            // The row's alignment line, as an HStack finds it: below every guide-aligned cell's
            // guide. A cell that does not size the row does not move the line either.
            var line = rowY[row]
            for cell in cells where !grid.isAnchored(cell) && !cell.unsizedAxes.contains(.vertical) {
                let proposal = ProposedSize(width: spannedWidth(cell, widths), height: height)
                line = max(line, rowY[row] + subviews[cell.index].dimensions(in: proposal)[guide])
            }
            if cells.contains(where: { !grid.isAnchored($0) }) { subviews.noteAlignmentLine(guide, at: line) }
            for cell in cells {
                let subview = subviews[cell.index]
                let cellRect = Rect(
                    x: columnX[cell.column], y: rowY[row], width: spannedWidth(cell, widths), height: height)
                let proposal = ProposedSize(cellRect.size)
                let dimensions = subview.dimensions(in: proposal)
                var origin = Point.zero
                if grid.isAnchored(cell) {
                    let anchor = cell.anchor ?? unitPoint(grid.columnAlignment(cell) ?? alignment.horizontal, guide)
                    origin.x = cellRect.minX + anchor.x * (cellRect.width - dimensions.width)
                    origin.y = cellRect.minY + anchor.y * (cellRect.height - dimensions.height)
                } else {
                    let horizontal = (grid.columnAlignment(cell) ?? alignment.horizontal).id
                    let own = ViewDimensions(width: cellRect.width, height: cellRect.height)
                    let explicitX = dimensions[explicit: horizontal]
                    let explicitY = dimensions[explicit: guide]
                    let x = explicitX ?? horizontal.defaultValue(in: dimensions)
                    let y = explicitY ?? guide.defaultValue(in: dimensions)
                    subview.noteGuide(horizontal, value: x, isExplicit: explicitX != nil)
                    subview.noteGuide(guide, value: y, isExplicit: explicitY != nil)
                    origin.x = cellRect.minX + horizontal.defaultValue(in: own) - x
                    // A cell that does not size the row is aligned in it as a frame aligns its
                    // child: it may be the row's only guide-aligned cell, and then there is no line.
                    origin.y =
                        cell.unsizedAxes.contains(.vertical)
                        ? cellRect.minY + guide.defaultValue(in: own) - y : line - y
                }
                subview.place(at: origin, size: dimensions.size, proposal: proposal)
            }
        }
    }

    /// Cells are offered shares of the proposal and sizes computed from the cells' own sizes: if
    /// no cell's size depends on an axis, neither does the grid's (as for stacks).
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { unionOfSizeDependences(subviews) }

    // MARK: Step 1: columns

    /// The column widths for `proposal` (step 1 above).
    func columnWidths(_ grid: GridStructure, proposal: ProposedSize, subviews: LayoutSubviews) -> [Double] {
        let count = grid.columnCount
        let spacing = columnSpacing
        let sized = grid.cells.filter { !$0.unsizedAxes.contains(.horizontal) }
        // What a cell's width means for each of its columns: an equal share, less the spacings.
        func share(_ width: Double, _ cell: GridStructure.Cell) -> Double {
            cell.span == 1 ? width : max(0, (width - spacing * Double(cell.span - 1)) / Double(cell.span))
        }
        // The rows' even share of the height, offered while measuring widths (an HStack in a
        // VStack is offered the same), so that a cell whose width follows its height (a Circle)
        // is measured at a height it may get.
        let rowCount = Double(grid.rows.count)
        let heightOffer = proposal.height.map { max(0, ($0 - rowSpacing * (rowCount - 1)) / rowCount) }
        // Per column, what each cell spanning several columns takes, when measured once (below).
        var spanShares: [Int: Double] = [:]
        // The widest cell of `column` offered `offer` (per column).
        func width(of column: Int, offer: Double?) -> Double {
            var widest = 0.0
            for cell in sized where cell.covers(column) {
                if let known = spanShares[cell.index] {
                    widest = max(widest, known)
                    continue
                }
                let offered = offer.map { $0 * Double(cell.span) + spacing * Double(cell.span - 1) }
                let size = subviews[cell.index].sizeThatFits(ProposedSize(width: offered, height: heightOffer))
                widest = max(widest, share(size.width, cell))
            }
            return widest
        }
        guard let offered = proposal.width else {
            return (0..<count).map { width(of: $0, offer: nil) }
        }
        // Probes, in cell order: each cell at zero, then at infinity (the order fatbobman.com
        // recorded with a pass-through Layout).
        var least = [Double](repeating: 0, count: count)
        var most = [Double](repeating: 0, count: count)
        var minimumWidths: [Int: Double] = [:]
        for cell in sized {
            let subview = subviews[cell.index]
            let minimum = subview.sizeThatFits(.zero).width
            minimumWidths[cell.index] = minimum
            let low = share(minimum, cell)
            let high = share(subview.sizeThatFits(.infinity).width, cell)
            for column in cell.columns {
                least[column] = max(least[column], low)
                most[column] = max(most[column], high)
            }
        }
        // A cell spanning k of the n columns that is wider than 0 at its smallest (a nested Grid:
        // its own spacing) is asked once, k shares of its row: the proposal less the spacings
        // between the row's cells, divided among the n columns. SwiftUI proposes 167 =
        // (350 − 2·8) / 4 × 2 to a Grid spanning two of four columns in 350 (fb, recorded with a
        // monitoring layout; FB14556654), and the outer grid falls short of its frame; a Color
        // (0 at its smallest) fills, and so does the Grid behind `.frame(minWidth: 0,
        // minHeight: 0)`, which is 0 at its smallest (README, "Grid sizing"). What it takes
        // counts in each of its columns as a share less the spacings it covers, whatever those
        // columns are offered later. Other spanning cells are asked per column offer.
        for row in grid.rows {
            let rowAvailable = max(0, offered - spacing * Double(row.count - 1))
            for cell in row
            where cell.span > 1 && (minimumWidths[cell.index] ?? 0) > 0 {
                let proposal = ProposedSize(
                    width: rowAvailable / Double(count) * Double(cell.span), height: heightOffer)
                spanShares[cell.index] = share(subviews[cell.index].sizeThatFits(proposal).width, cell)
            }
        }
        var widths = [Double](repeating: 0, count: count)
        var available = offered - spacing * Double(count - 1)
        for (position, column) in flexibilityOrder(least: least, most: most).enumerated() {
            let offer = max(available / Double(count - position), 0)
            widths[column] = width(of: column, offer: offer)
            available -= widths[column]
        }
        return widths
    }

    // MARK: Step 2: rows

    /// The row heights for `proposal`, given the column widths (step 2 above).
    func rowHeights(
        _ grid: GridStructure, widths: [Double], proposal: ProposedSize, subviews: LayoutSubviews
    ) -> [Double] {
        let count = grid.rows.count
        // The row's height when its cells are offered `offer`: the extent of its cells, aligned.
        func height(of row: Int, offer: Double?) -> Double {
            let guide = grid.rowAlignments[row]?.id ?? alignment.vertical.id
            var above = 0.0
            var below = 0.0
            var tallest = 0.0
            for cell in grid.rows[row] where !cell.unsizedAxes.contains(.vertical) {
                let proposal = ProposedSize(width: spannedWidth(cell, widths), height: offer)
                let dimensions = subviews[cell.index].dimensions(in: proposal)
                if grid.isAnchored(cell) {
                    tallest = max(tallest, dimensions.height)
                } else {
                    let value = dimensions[guide]
                    above = max(above, value)
                    below = max(below, dimensions.height - value)
                }
            }
            return max(tallest, above + below)
        }
        guard let offered = proposal.height else {
            return (0..<count).map { height(of: $0, offer: nil) }
        }
        var least = [Double](repeating: 0, count: count)
        var most = [Double](repeating: 0, count: count)
        for row in 0..<count {
            least[row] = height(of: row, offer: 0)
            most[row] = height(of: row, offer: .infinity)
        }
        var heights = [Double](repeating: 0, count: count)
        var available = offered - rowSpacing * Double(count - 1)
        for (position, row) in flexibilityOrder(least: least, most: most).enumerated() {
            let offer = max(available / Double(count - position), 0)
            heights[row] = height(of: row, offer: offer)
            available -= heights[row]
        }
        return heights
    }

    // MARK: Helpers

    private func structure(_ subviews: LayoutSubviews) -> GridStructure {
        subviews.cache as? GridStructure ?? GridStructure(rows: rows, subviews: subviews)
    }

    /// Least flexible first (most − least), declaration order among equals: a stack's order
    /// without priorities. NaN counts as infinitely flexible.
    private func flexibilityOrder(least: [Double], most: [Double]) -> [Int] {
        let flexibility = zip(most, least).map { $0.0 - $0.1 }.map { $0.isNaN ? Double.infinity : $0 }
        return least.indices.sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
    }

    private func spannedWidth(_ cell: GridStructure.Cell, _ widths: [Double]) -> Double {
        var width = columnSpacing * Double(cell.span - 1)
        for column in cell.columns { width += widths[column] }
        return width
    }

    private func total(_ lengths: [Double], spacing: Double) -> Double {
        lengths.reduce(0, +) + spacing * Double(max(lengths.count - 1, 0))
    }

    private func offsets(_ lengths: [Double], spacing: Double, from start: Double) -> [Double] {
        var position = start
        return lengths.map { length in
            defer { position += length + spacing }
            return position
        }
    }

    /// The unit point equivalent of two guides, for merged cells (apple `gridCellColumns`): the
    /// edges are 0 and 1, centres ½; other guides (baselines, custom) count as centres.
    private func unitPoint(_ horizontal: HorizontalAlignment, _ vertical: AlignmentID) -> UnitPoint {
        func fraction(_ guide: AlignmentID) -> Double {
            if guide == .leading || guide == .top { return 0 }
            if guide == .trailing || guide == .bottom { return 1 }
            return 0.5
        }
        return UnitPoint(x: fraction(horizontal.id), y: fraction(vertical))
    }
}

/// Where each cell of a grid is, and what it says about itself: read from the subviews' layout
/// values once per container (the layout's cache), not on every measurement.
final class GridStructure {
    struct Cell {
        /// The subview's index.
        var index: Int
        var column: Int
        var span: Int
        var anchor: UnitPoint?
        var unsizedAxes: Axis.Set
        /// A merged cell (it spans several columns, or is a view outside any GridRow).
        var isMerged: Bool

        var columns: Range<Int> { column..<(column + span) }
        func covers(_ column: Int) -> Bool { columns.contains(column) }
    }

    /// The cells of each non-empty row, in order.
    let rows: [[Cell]]
    let rowAlignments: [VerticalAlignment?]
    let columnCount: Int
    /// `gridColumnAlignment` per column: the first one set on a one-column cell in that column.
    let columnAlignments: [HorizontalAlignment?]

    var cells: [Cell] { rows.flatMap { $0 } }

    init(rows declared: [GridLayout.Row], subviews: LayoutSubviews) {
        // Each row takes its cells in order; subviews beyond the declared rows span all columns.
        var next = 0
        var rowInfo: [(cells: [(index: Int, span: Int)], alignment: VerticalAlignment?, spansAll: Bool)] = []
        var plan = declared
        let declaredCells = declared.reduce(0) { $0 + $1.cellCount }
        if declaredCells < subviews.count {
            plan += Array(
                repeating: GridLayout.Row(cellCount: 1, spansAllColumns: true), count: subviews.count - declaredCells)
        }
        for row in plan {
            let count = min(row.cellCount, subviews.count - next)
            guard count > 0 else { continue }
            // Spans widen a row to at most `maximumColumns` (or its cell count, if more): a span
            // of Int.max must neither overflow the sum nor make a column array of that size.
            let limit = max(count, GridLayout.maximumColumns)
            var used = 0
            let cells = (next..<(next + count)).map { index in
                let remaining = next + count - index - 1
                let span = min(max(1, subviews[index][GridCellColumnsKey.self]), max(1, limit - used - remaining))
                used += span
                return (index: index, span: span)
            }
            next += count
            rowInfo.append((cells, row.alignment, row.spansAllColumns))
        }
        let widest = rowInfo.filter { !$0.spansAll }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        let columnCount = max(widest, 1)
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        rows = rowInfo.map { info in
            var column = 0
            return info.cells.map { cell in
                let subview = subviews[cell.index]
                let span = info.spansAll ? columnCount : cell.span
                defer { column += span }
                if span == 1, alignments[column] == nil {
                    alignments[column] = subview[GridColumnAlignmentKey.self]
                }
                return Cell(
                    index: cell.index, column: column, span: span, anchor: subview[GridCellAnchorKey.self],
                    unsizedAxes: subview[GridCellUnsizedAxesKey.self], isMerged: info.spansAll || span > 1)
            }
        }
        rowAlignments = rowInfo.map(\.alignment)
        self.columnCount = columnCount
        columnAlignments = alignments
    }

    /// Anchor alignment: the cell has an anchor, or is merged (apple `gridCellColumns`).
    func isAnchored(_ cell: Cell) -> Bool { cell.anchor != nil || cell.isMerged }

    /// The column's horizontal alignment, for a one-column cell.
    func columnAlignment(_ cell: Cell) -> HorizontalAlignment? {
        cell.span == 1 ? columnAlignments[cell.column] : nil
    }
}

// MARK: - Cell modifiers

/// `gridCellColumns(n)`: how many columns the cell spans (1).
public enum GridCellColumnsKey: LayoutValueKey {
    public static let defaultValue = 1
}

/// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's whole column (nil: the grid's).
public enum GridColumnAlignmentKey: LayoutValueKey {
    public static let defaultValue: HorizontalAlignment? = nil
}

/// `gridCellAnchor(_:)`: align this cell by unit point instead of by guides (nil: by guides).
public enum GridCellAnchorKey: LayoutValueKey {
    public static let defaultValue: UnitPoint? = nil
}

/// `gridCellUnsizedAxes(_:)`: the axes along which the cell does not size its column or row.
public enum GridCellUnsizedAxesKey: LayoutValueKey {
    public static let defaultValue: Axis.Set = []
}

/// One entry of a Grid: a GridRow's cells, or a view outside any GridRow (spanning every column).
public enum GridContent {
    case row([View], alignment: VerticalAlignment? = nil)
    case spanning(View)
}

/// What marks a Group as a GridRow (`View.gridRow`): a Grid takes it as a row of cells; anywhere
/// else its cells join the parent, as Apple's "a grid row behaves like a Group".
public struct GridRowMark: Sendable, Hashable {
    public var alignment: VerticalAlignment?

    public init(alignment: VerticalAlignment? = nil) {
        self.alignment = alignment
    }
}

extension View {
    /// Grid. EmptyViews are no cells ("that resolves to the absence of a
    /// view", apple), and a row without cells is no row.
    ///
    /// View lists are expanded now, a ForEach making its views: a Grid is eager (its container
    /// makes every cell anyway), and only made views say how many cells a row has (a ForEach row
    /// may make several views, or a GridRow). Outside any GridRow, each view a list makes is a
    /// row spanning every column, unless it is a GridRow (`View.gridRow`, what a ForEach's
    /// function gives when it returns a GridRow): then it is that row.
    public static func grid(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        _ content: [GridContent]
    ) -> View {
        var rows: [GridLayout.Row] = []
        var cells: [View] = []
        func addRow(_ views: [View], alignment: VerticalAlignment?) {
            let made = LayoutEngine.expandedChildren(views)
            guard !made.isEmpty else { return }
            rows.append(GridLayout.Row(cellCount: made.count, alignment: alignment))
            cells += made
        }
        for entry in content {
            switch entry {
            case .row(let views, let rowAlignment):
                addRow(views, alignment: rowAlignment)
            case .spanning(let view):
                for made in gridEntries(view) {
                    if case .group(let mark?) = made.content {
                        addRow(made.children.map(made.inherited), alignment: mark.alignment)
                    } else {
                        rows.append(GridLayout.Row(cellCount: 1, spansAllColumns: true))
                        cells.append(made)
                    }
                }
            }
        }
        let layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows)
        return View(typeName: "Grid", builtin: layout, children: cells)
    }

    /// A Grid's entries from one view outside its rows: a view list expanded (each member
    /// inheriting what the list sets), but a GridRow kept whole.
    private static func gridEntries(_ view: View) -> [View] {
        switch view.content {
        case .group(nil), .forEach, .section:
            var entries: [View] = []
            for member in LayoutEngine.listMembers(view) { entries += gridEntries(view.inherited(member)) }
            return entries
        case .empty: return []
        default: return [view]
        }
    }

    /// A GridRow made by a builder: `cells` as one row of a Grid; anywhere else they join the
    /// parent, as a Group's views do.
    public static func gridRow(alignment: VerticalAlignment? = nil, _ cells: [View]) -> View {
        View(typeName: "GridRow", content: .group(gridRow: GridRowMark(alignment: alignment)), children: cells)
    }

    public func gridCellColumns(_ count: Int) -> View {
        layoutValue(key: GridCellColumnsKey.self, value: count, typeName: "gridCellColumns")
    }

    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> View {
        layoutValue(key: GridColumnAlignmentKey.self, value: alignment, typeName: "gridColumnAlignment")
    }

    public func gridCellAnchor(_ anchor: UnitPoint) -> View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor, typeName: "gridCellAnchor")
    }

    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes, typeName: "gridCellUnsizedAxes")
    }
}
