-- Smyth's SwiftUI Essentials, Figure 27-17: the same ZStack with leading alignment: the leading edges line up.
-- plumb: --canvas 640x480
return ZStack { alignment = "leading",
  Circle():foregroundColor("green"):frame { width = 200, height = 200 },
  Rectangle():foregroundColor("red"):frame { width = 120, height = 120 },
  Capsule():foregroundColor("blue"):frame { width = 160, height = 48 },
}
