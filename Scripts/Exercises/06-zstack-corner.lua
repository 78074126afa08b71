-- Exercise: tuck the red square into the green square's bottom-trailing (lower right) corner.
-- A ZStack centres its children on both axes unless it is told otherwise (lessons 15 and 16).
-- plumb: --canvas 400x240
-- plumb: goal badge maxX=280 maxY=200
-- plumb: hint A ZStack puts one guide point of every child on one point; by default both centres. Which point is a corner?
-- plumb: hint A ZStack's alignment names both axes at once: "topLeading", "center", "bottomTrailing", ...
-- plumb: hint A ZStack takes its alignment before its children: ZStack { alignment = "bottomTrailing", ... }.
return ZStack {
  Rectangle():foregroundColor("green"):frame { width = 160, height = 160 }:id("card"),
  Rectangle():foregroundColor("red"):frame { width = 40, height = 40 }:id("badge"),
}
