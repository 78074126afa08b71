-- Spacers are sized last and share what is left; with spacing nil nothing separates a view
-- from a Spacer (SwiftUI's spacing model), so only the Spacer's minLength does.
-- golden: --canvas 320x96
return VStack {
  HStack { Text("left"), Spacer(), Text("right") },
  HStack { Spacer(), Text("centre"), Spacer() },
  HStack { Text("a"), Spacer { minLength = 40 }, Text("b") }:fixedSize(),
}
