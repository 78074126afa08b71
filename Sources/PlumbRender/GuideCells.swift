import PlumbLayout

/// Where an alignment line is drawn: the one rounding rule that makes a line, the marks on it
/// and the view edges aligned to it share a cell.
///
/// Edges are rounded to the nearest cell boundary (`CellMapping`), and a boundary lies between
/// two cells: a view starting at it has its first cell to the right (below), a view ending at it
/// its last cell to the left (above). So a line goes
/// - in the cell after the boundary nearest to it when some view in the container (or the
///   container) starts there: leading and top alignment, and every guide that lands on a
///   leading edge, however deep (cross-stack alignment);
/// - else in the cell before that boundary when some view in it ends there (trailing, bottom);
/// - else, in the middle of views, in the cell that contains it.
///
/// Marks are always drawn on the line, so they agree with it by construction.
enum GuideCells {
    static func cell(
        for line: AlignmentLine, in container: PlacedView, cells: CellRect, mapping: CellMapping
    ) -> Int? {
        let position = line.position
        guard position.isFinite else { return nil }
        let axis = line.axis
        let containerCells = axis == .horizontal ? cells.columns : cells.rows
        guard !containerCells.isEmpty, let boundary = mapping.boundary(position, axis: axis),
            let containing = mapping.cell(containing: position, axis: axis)
        else {
            return nil
        }
        let tolerance = 1e-9 * max(1, abs(position))
        var starts = false
        var ends = false
        // Any view inside the container counts: in cross-stack alignment the guide is a
        // grandchild's edge.
        // At most a few thousand views: a deep tree's every stack must not cost its whole subtree.
        var pending = [container]
        var visited = 0
        while let view = pending.popLast(), visited < 4096 {
            visited += 1
            pending.append(contentsOf: view.children)
            let frame = view.frame
            let (lower, upper) = axis == .horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
            if abs(lower - position) <= tolerance { starts = true }
            if abs(upper - position) <= tolerance { ends = true }
        }
        let cell: Int
        if starts {
            cell = boundary
        } else if ends {
            cell = boundary - 1
        } else {
            cell = containing
        }
        return cell.clamped(to: containerCells)
    }
}
