-- The example from Plumb's README: a VStack of a rectangle, a title and a row that pushes a
-- flexible circle to the right with a Spacer.
return VStack { alignment = "leading", spacing = 8,
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Text("This is some longer text"):font("title"):id("title"),
  HStack { Spacer(), Circle():frame { minWidth = 20, maxWidth = math.huge } },
}
