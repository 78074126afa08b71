-- Smyth's SwiftUI Essentials, Figure 27-8: the guide is computed from the view's dimensions: a third of its width.
-- Look at: the red rectangle (200 wide) hangs 66.67 points left of the others.
-- plumb: --canvas 640x480
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Rectangle():foregroundColor("red")
    :alignmentGuide("leading", function(d) return d.width / 3 end)
    :frame { width = 200, height = 50 },
  Rectangle():foregroundColor("blue"):frame { width = 180, height = 50 },
}
