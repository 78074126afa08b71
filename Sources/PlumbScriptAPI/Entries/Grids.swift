extension ScriptAPI {
    /// SwiftUI's Grid and its cell modifiers (PlumbLua's `GridBindings`).
    public static let grids: [APIEntry] = [
        APIEntry(
            "GridRow", .function, "(content: {alignment?: VAlign, [integer]: View|View[]}): GridRow",
            "A row of grid cells: a list of views (outside a Grid its cells go to the parent)."),
        APIEntry(
            "Grid", .view,
            "(content: {alignment?: Align, horizontalSpacing?: number, verticalSpacing?: number, [integer]: GridRow|View|(GridRow|View)[]}): View",
            "Rows of cells sized and aligned as one table."),
        APIEntry(
            "gridCellColumns", .modifier, "(count: integer): View", "The number of columns the cell spans (≥ 1)."),
        APIEntry(
            "gridColumnAlignment", .modifier, "(alignment: HAlign): View",
            "The horizontal alignment of the cell's whole column."),
        APIEntry(
            "gridCellAnchor", .modifier, "(anchor: UnitPointName|{x: number, y: number}): View",
            "Where the cell sits in its space, as a unit point."),
        APIEntry(
            "gridCellUnsizedAxes", .modifier, "(axes: AxisName|AxisName[]): View",
            "The axes along which the cell takes its column's or row's size without sizing it."),
    ]
}
