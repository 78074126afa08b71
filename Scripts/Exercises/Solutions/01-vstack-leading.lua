-- plumb: exercise ../01-vstack-leading.lua
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 40 }:id("short"),
  Rectangle():foregroundColor("red"):frame { width = 200, height = 40 }:id("long"),
  Rectangle():foregroundColor("blue"):frame { width = 160, height = 40 }:id("middle"),
}
