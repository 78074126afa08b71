-- Exercise: line the three bars up on their leading (left) edges.
-- A VStack centres its children unless it is told another alignment (lesson 01).
-- plumb: --canvas 400x240
-- plumb: goal short minX=100
-- plumb: goal long minX=100
-- plumb: goal middle minX=100
-- plumb: hint A VStack puts one guide of every child on one vertical line; by default the centre. Which guide is the left edge?
-- plumb: hint The left edge of a left-to-right layout is the "leading" guide (lesson 02 uses its other edge, "trailing").
-- plumb: hint A VStack takes its alignment before its children: VStack { alignment = "leading", ... }.
return VStack {
  Rectangle():foregroundColor("green"):frame { width = 120, height = 40 }:id("short"),
  Rectangle():foregroundColor("red"):frame { width = 200, height = 40 }:id("long"),
  Rectangle():foregroundColor("blue"):frame { width = 160, height = 40 }:id("middle"),
}
