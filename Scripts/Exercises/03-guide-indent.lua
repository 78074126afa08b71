-- Exercise: indent the red bar 40 points to the right of the others, without padding or offset:
-- change where its leading guide is (lessons 06 and 09).
-- plumb: --canvas 400x240
-- plumb: goal green minX=100
-- plumb: goal red minX=140
-- plumb: goal blue minX=100
-- plumb: hint alignmentGuide(guide, function(d) ... end) says where a view's guide is, in its own points.
-- plumb: hint The stack lines up every child's leading guide; a guide at -40 puts the bar 40 points to the right of the line.
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 200, height = 40 }:id("green"),
  Rectangle():foregroundColor("red"):frame { width = 160, height = 40 }:id("red"),
  Rectangle():foregroundColor("blue"):frame { width = 120, height = 40 }:id("blue"),
}
