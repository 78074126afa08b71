-- Exercise: indent the red bar 40 points to the right of the others, without padding or offset:
-- change where its leading guide is (lessons 06 and 09).
-- plumb: --canvas 400x240
-- plumb: goal green minX=100
-- plumb: goal red minX=140
-- plumb: goal blue minX=100
-- plumb: hint The stack puts every child's leading guide on one line. A view may say that its leading guide is somewhere other than its left edge.
-- plumb: hint :alignmentGuide(guide, function(d) return ... end) says where a view's guide is, in points from the view's own left edge; a guide left of the bar moves the bar right.
-- plumb: hint Give the red bar :alignmentGuide("leading", function(d) return -40 end).
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 200, height = 40 }:id("green"),
  Rectangle():foregroundColor("red"):frame { width = 160, height = 40 }:id("red"),
  Rectangle():foregroundColor("blue"):frame { width = 120, height = 40 }:id("blue"),
}
