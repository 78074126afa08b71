-- A ForEach whose function returns a GridRow makes the Grid's rows (SwiftUI's
-- Grid { ForEach(items) { item in GridRow { … } } }); a cell modifier still counts through a
-- background outside it.
-- golden: --canvas 320xideal
local items = { { "Apples", "6", "3.00" }, { "Bread", "1", "12.50" }, { "Cheese", "12", "8.25" } }
return Grid { alignment = "leading", horizontalSpacing = 16,
  Text("Shopping list"),
  Divider(),
  ForEach(items, function(item)
    return GridRow { Text(item[1]), Text(item[2]):gridColumnAlignment("trailing"), Text(item[3]):gridColumnAlignment("trailing") }
  end),
  GridRow { Text("Total"):gridCellColumns(2):background(Color.yellow), Text("23.75") },
}
