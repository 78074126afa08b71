-- Smyth's SwiftUI Essentials, Figure 27-12: a custom vertical alignment, oneThird, defaults to a third of the height.
-- The red and orange rectangles set it to their top, so their tops sit on the line where the
-- others have their one-third point: they are 66.67 points lower.
-- plumb: --canvas 640x480
local oneThird = VerticalAlignment("oneThird", function(d) return d.height / 3 end)

return HStack { alignment = oneThird,
  Rectangle():foregroundColor("green"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("red")
    :alignmentGuide(oneThird, function(d) return d[VerticalAlignment.top] end)
    :frame { width = 50, height = 200 },
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("orange")
    :alignmentGuide(oneThird, function(d) return d[VerticalAlignment.top] end)
    :frame { width = 50, height = 200 },
}
