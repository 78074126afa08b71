-- A card: padding around a text column, a rounded background, and a badge in the overlay.
-- background and overlay are proposed the padded content's size and never change it.
local badge = Capsule():foregroundColor("red"):frame { width = 48, height = 16 }

return VStack { alignment = "leading", spacing = 0,
  Text("Plumb"):font("headline"),
  Text("SwiftUI layout in your terminal"),
}
  :padding()
  :background(RoundedRectangle { cornerRadius = 12 }:foregroundColor("blue"))
  :overlay(badge, "topTrailing")
  :id("card")
