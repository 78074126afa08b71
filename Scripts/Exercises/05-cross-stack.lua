-- Exercise: put the circle level with the blue square, the last in the column: their centres
-- on one line, across the two stacks (lessons 13 and 14).
-- plumb: --canvas 400x240
-- plumb: goal circle midY=168
-- plumb: hint The HStack aligns its two children: the circle and the whole column. A guide of your own, set on one square, is one the column passes up to the HStack.
-- plumb: hint Declare it, local level = VerticalAlignment("level", function(d) return d[VerticalAlignment.center] end), and align the HStack by it.
-- plumb: hint Then give the blue square :alignmentGuide(level, function(d) return d[VerticalAlignment.center] end): the column's level guide is the blue square's.
return HStack { spacing = 20,
  Circle():foregroundColor("purple"):frame { width = 40, height = 40 }:id("circle"),
  VStack {
    Rectangle():foregroundColor("green"):frame { width = 40, height = 40 },
    Rectangle():foregroundColor("red"):frame { width = 40, height = 40 },
    Rectangle():foregroundColor("blue"):frame { width = 40, height = 40 }:id("blue"),
  },
}
