-- "How to dynamically change UIStackView axis" (2023), as SwiftUI: a label and a button side by side with
-- spacing 16 and first-baseline alignment. At a larger text size the row no longer fits and
-- the label wraps; the article switches to a vertical stack then (see the second script).
-- golden: --canvas 320x64
return HStack { alignment = "firstTextBaseline", spacing = 16,
  Text("Lorem ipsum dolor"),
  Spacer(),
  Text("Action"):foregroundColor("blue"),
}
