-- Smyth's SwiftUI Essentials, Figure 27-9: d[HorizontalAlignment.trailing] + 20 puts the red rectangle's leading guide 20
-- points beyond its trailing edge, so its trailing edge ends 20 points to the LEFT of the others'
-- leading edge (with --guides the red mark lies outside the rectangle, joined to it by ╌).
-- plumb: --canvas 640x480
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Rectangle():foregroundColor("red")
    :alignmentGuide("leading", function(d) return d[HorizontalAlignment.trailing] + 20 end)
    :frame { width = 200, height = 50 },
  Rectangle():foregroundColor("blue"):frame { width = 180, height = 50 },
}
