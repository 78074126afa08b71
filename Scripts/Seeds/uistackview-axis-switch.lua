-- The goal of "How to dynamically change UIStackView axis", in SwiftUI terms: keep the label and the button side by side while they fit,
-- and stack them vertically once the larger text no longer fits. ViewThatFits checks the row's
-- ideal width (here, at title size, wider than 320 points) and picks the column.
-- golden: --canvas 320x160
local function views()
  return {
    Text("Lorem ipsum dolor"):font("title"),
    Text("Action"):font("title"):foregroundColor("blue"),
  }
end

local row = views()
row.alignment, row.spacing = "firstTextBaseline", 16
local column = views()
column.alignment, column.spacing = "leading", 16

return ViewThatFits { axes = "horizontal", HStack(row), VStack(column) }
