-- Smyth's SwiftUI Essentials, Figure 27-11: four 50×200 rectangles centred vertically in an HStack.
-- plumb: --canvas 640x480
return HStack { alignment = "center",
  Rectangle():foregroundColor("green"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("red"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 200 },
  Rectangle():foregroundColor("orange"):frame { width = 50, height = 200 },
}
