-- Smyth's SwiftUI Essentials, Figure 27-14: a circle next to a VStack of four squares, both centred in the HStack.
-- plumb: --canvas 640x480
return HStack { alignment = "center", spacing = 20,
  Circle():foregroundColor("purple"):frame { width = 100, height = 100 },
  VStack { alignment = "center",
    Rectangle():foregroundColor("green"):frame { width = 100, height = 100 },
    Rectangle():foregroundColor("red"):frame { width = 100, height = 100 },
    Rectangle():foregroundColor("blue"):frame { width = 100, height = 100 },
    Rectangle():foregroundColor("orange"):frame { width = 100, height = 100 },
  },
}
