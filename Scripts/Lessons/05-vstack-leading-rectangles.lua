-- Smyth's SwiftUI Essentials, Figure 27-5: three rectangles of different widths aligned on their leading edges.
-- plumb: --canvas 640x480
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Rectangle():foregroundColor("red"):frame { width = 200, height = 50 },
  Rectangle():foregroundColor("blue"):frame { width = 180, height = 50 },
}
