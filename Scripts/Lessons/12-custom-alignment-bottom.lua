-- Smyth's SwiftUI Essentials, Figure 27-13: the red rectangle's oneThird guide is its bottom edge, so its bottom sits on
-- the others' one-third line: it rises 133.33 points above them and the stack grows.
-- plumb: --canvas 640x480
local oneThird = VerticalAlignment("oneThird", function(d) return d.height / 3 end)

return HStack { alignment = oneThird,
  Rectangle():foregroundColor("green"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("red")
    :alignmentGuide(oneThird, function(d) return d[VerticalAlignment.bottom] end)
    :frame { width = 50, height = 200 },
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("orange")
    :alignmentGuide(oneThird, function(d) return d[VerticalAlignment.top] end)
    :frame { width = 50, height = 200 },
}
