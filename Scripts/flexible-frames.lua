-- Flexible frames in an HStack (OpenLayout's testHStackWithFlexibleFrame): both frames are equally flexible, so
-- declaration order decides; in 100 points (spacing 8) they take 40 and 50, centred at x = 1.
-- golden: --canvas 100x64
return HStack {
  Rectangle():frame { minWidth = 20, maxWidth = 40 }:id("a"),
  Rectangle():frame { minWidth = 30, maxWidth = 50 }:id("b"),
}
