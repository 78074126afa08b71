-- Exercise: the bars are aligned on a custom guide, one third of the way down each bar. Make the
-- blue bar hang from that line: its top edge on it (lessons 11 and 12).
-- plumb: --canvas 400x240
-- plumb: goal blue minY=80
-- plumb: hint The line is where every bar's oneThird guide is; a bar may say that its own oneThird guide is somewhere else.
-- plumb: hint To hang from the line, the blue bar's oneThird guide must be its top edge: 0 points down, or d[VerticalAlignment.top].
-- plumb: hint Give the blue bar :alignmentGuide(oneThird, function(d) return d[VerticalAlignment.top] end).
local oneThird = VerticalAlignment("oneThird", function(d) return d.height / 3 end)

return HStack { alignment = oneThird,
  Rectangle():foregroundColor("green"):frame { width = 50, height = 120 }:id("green"),
  Rectangle():foregroundColor("red"):frame { width = 50, height = 120 }:id("red"),
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 120 }:id("blue"),
}
