-- Smyth's SwiftUI Essentials, Figure 27-6: an alignment guide moves the red rectangle's leading guide 120 points in.
-- Look at: the red rectangle starts 120 points left of the others' leading edge, and the
-- stack grows to hold it (explicit guide: 120; the others are implicit: 0).
-- plumb: --canvas 640x480
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Rectangle():foregroundColor("red")
    :alignmentGuide("leading", function(d) return 120.0 end)
    :frame { width = 200, height = 50 },
  Rectangle():foregroundColor("blue"):frame { width = 180, height = 50 },
}
