-- Smyth's SwiftUI Essentials, Figure 27-16: a circle, a square and a capsule stacked in a ZStack, centred (the default).
-- Later children are drawn over earlier ones.
-- plumb: --canvas 640x480
return ZStack {
  Circle():foregroundColor("green"):frame { width = 200, height = 200 },
  Rectangle():foregroundColor("red"):frame { width = 120, height = 120 },
  Capsule():foregroundColor("blue"):frame { width = 160, height = 48 },
}
