-- Exercise: stand the three bars on one floor: their bottom edges on one line.
-- An HStack centres its children vertically unless it is told another alignment (lesson 03).
-- plumb: --canvas 400x240
-- plumb: goal short maxY=180
-- plumb: goal tall maxY=180
-- plumb: goal middle maxY=180
-- plumb: hint An HStack puts one guide of every child on one horizontal line; by default the centre. Which guide is a bar's floor?
-- plumb: hint Vertical alignments are "top", "center", "bottom" and the two text baselines.
-- plumb: hint An HStack takes its alignment before its children: HStack { alignment = "bottom", ... }.
return HStack {
  Rectangle():foregroundColor("green"):frame { width = 50, height = 60 }:id("short"),
  Rectangle():foregroundColor("red"):frame { width = 50, height = 120 }:id("tall"),
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 90 }:id("middle"),
}
