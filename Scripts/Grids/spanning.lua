-- Grid with merged cells and a Divider. A view outside any GridRow (the title, the Divider)
-- spans every column; the Divider takes all the width the grid is offered, so the whole grid
-- widens to the canvas. `gridCellColumns(2)` merges two cells; merged cells align by unit
-- point (here the grid's leading/center). `gridColumnAlignment("trailing")`, set on one cell,
-- aligns the whole price column; `gridCellUnsizedAxes` keeps the second Divider from widening
-- anything: it is offered the grid's width.
-- Look at: the header line spans the grid; "Total" spans the first two columns; the prices
-- end on the same column.
-- golden: --canvas 640x240
return VStack { spacing = 24,
  Grid { alignment = "leading", horizontalSpacing = 16, verticalSpacing = 16,
    Text("Shopping list"):font("headline"),
    Divider(),
    GridRow { Text("Apples"), Text("6"), Text("3.00"):gridColumnAlignment("trailing") },
    GridRow { Text("Bread"), Text("1"), Text("12.50") },
    GridRow { Text("Total"):gridCellColumns(2), Text("15.50") },
  },
  Grid { verticalSpacing = 16,
    GridRow { Text("Narrow"), Text("grid") },
    Divider():gridCellUnsizedAxes("horizontal"),
    GridRow { Color.clear:gridCellUnsizedAxes({ "horizontal", "vertical" }),
              Rectangle():frame { width = 40, height = 32 }:gridCellAnchor("topLeading") },
  },
}
