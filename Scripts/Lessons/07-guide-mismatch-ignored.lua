-- Smyth's SwiftUI Essentials, Figure 27-7: a guide for another alignment than the stack's is ignored.
-- The VStack aligns by .leading; the red rectangle only sets .trailing, so nothing moves.
-- Look at: with --guides (or plumb explain) the red rectangle's trailing guide is listed as
-- "ignored", with the line that set it and the guide the VStack aligns by instead.
-- plumb: --canvas 640x480
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Rectangle():foregroundColor("red")
    :alignmentGuide("trailing", function(d) return 120.0 end)
    :frame { width = 200, height = 50 },
  Rectangle():foregroundColor("blue"):frame { width = 180, height = 50 },
}
