-- Exercise: the bars are aligned on a custom guide, one third of the way down each bar. Make the
-- blue bar hang from that line: its top edge on it (lessons 11 and 12).
-- plumb: --canvas 400x240
-- plumb: goal blue minY=80
-- plumb: hint Every bar's oneThird guide is at a third of its height unless it says otherwise.
-- plumb: hint Give the blue bar :alignmentGuide(oneThird, function(d) ... end) that returns its top, d[VerticalAlignment.top].
local oneThird = VerticalAlignment("oneThird", function(d) return d.height / 3 end)

return HStack { alignment = oneThird,
  Rectangle():foregroundColor("green"):frame { width = 50, height = 120 }:id("green"),
  Rectangle():foregroundColor("red"):frame { width = 50, height = 120 }:id("red"),
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 120 }:id("blue"),
}
