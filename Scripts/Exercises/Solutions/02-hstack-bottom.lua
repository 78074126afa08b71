-- plumb: exercise ../02-hstack-bottom.lua
return HStack { alignment = "bottom",
  Rectangle():foregroundColor("green"):frame { width = 50, height = 60 }:id("short"),
  Rectangle():foregroundColor("red"):frame { width = 50, height = 120 }:id("tall"),
  Rectangle():foregroundColor("blue"):frame { width = 50, height = 90 }:id("middle"),
}
