-- Exercise: put the circle level with the blue square, the last in the column: their centres
-- on one line, across the two stacks (lessons 13 and 14).
-- plumb: --canvas 400x240
-- plumb: goal circle midY=168
-- plumb: hint Declare a guide of your own: local level = VerticalAlignment("level", function(d) return d[VerticalAlignment.center] end).
-- plumb: hint Align the HStack by it, and set it on the blue square with :alignmentGuide(level, ...): the VStack carries it up.
return HStack { spacing = 20,
  Circle():foregroundColor("purple"):frame { width = 40, height = 40 }:id("circle"),
  VStack {
    Rectangle():foregroundColor("green"):frame { width = 40, height = 40 },
    Rectangle():foregroundColor("red"):frame { width = 40, height = 40 },
    Rectangle():foregroundColor("blue"):frame { width = 40, height = 40 }:id("blue"),
  },
}
