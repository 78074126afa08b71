-- Several views where SwiftUI writes a @ViewBuilder: a ForEach row of two views gives the VStack
-- both, a Group's views join the HStack and its padding and background go to each of them, and
-- a background given as a function with two views stacks them as a ZStack.
-- golden: --canvas 480x272
return VStack { alignment = "leading",
  ForEach({ "Apples", "Bread" }, function(item, i) return Text(i .. ". " .. item), Divider() end),
  HStack {
    Text("Group:"),
    Group { Text("one"), Text("two") }:padding(8):background(Color.yellow),
  },
  Text("Overlaid"):padding(16):overlay(function()
    return Color.green:frame { width = 16, height = 16 }, Text("+")
  end, "topTrailing"),
}
