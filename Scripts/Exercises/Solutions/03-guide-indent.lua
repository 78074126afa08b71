-- plumb: exercise ../03-guide-indent.lua
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 200, height = 40 }:id("green"),
  Rectangle():foregroundColor("red")
    :alignmentGuide("leading", function(d) return -40 end)
    :frame { width = 160, height = 40 }:id("red"),
  Rectangle():foregroundColor("blue"):frame { width = 120, height = 40 }:id("blue"),
}
