-- plumb: exercise ../04-custom-alignment.lua
local oneThird = VerticalAlignment("oneThird", function(d) return d.height / 3 end)

return HStack { alignment = oneThird,
  Rectangle():foregroundColor("green"):frame { width = 50, height = 120 }:id("green"),
  Rectangle():foregroundColor("red"):frame { width = 50, height = 120 }:id("red"),
  Rectangle():foregroundColor("blue")
    :alignmentGuide(oneThird, function(d) return d[VerticalAlignment.top] end)
    :frame { width = 50, height = 120 }:id("blue"),
}
