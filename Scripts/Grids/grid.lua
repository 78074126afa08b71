-- Grid (SwiftUI's Grid and GridRow, iOS 16). Apple's "empty cells" example: the grid has as
-- many columns as its longest row (row 2: a label and five colours), and the shorter rows are
-- padded with empty cells at their trailing end. The label column is as wide as its widest
-- cell; the colour columns are flexible and share what is left of the 640 points equally, and
-- every row is as tall as its tallest cell, sharing the height. Each row's colours come from a
-- ForEach, as in Apple's code: a ForEach in a GridRow is that many cells.
-- Look at: rows 1 and 3 stop early; all colour cells in a column have the same width;
-- alignment "bottom" puts the labels on each row's bottom edge.
-- golden: --canvas 640x240
local function colours(n, name)
  return ForEach(n, function() return Color(name) end)
end

return Grid { alignment = "bottom",
  GridRow { Text("Row 1"), colours(2, "red") },
  GridRow { Text("Row 2"), colours(5, "green") },
  GridRow { Text("Row 3"), colours(4, "blue") },
}
