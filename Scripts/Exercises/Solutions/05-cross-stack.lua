-- plumb: exercise ../05-cross-stack.lua
local level = VerticalAlignment("level", function(d) return d[VerticalAlignment.center] end)

return HStack { alignment = level, spacing = 20,
  Circle():foregroundColor("purple"):frame { width = 40, height = 40 }:id("circle"),
  VStack {
    Rectangle():foregroundColor("green"):frame { width = 40, height = 40 },
    Rectangle():foregroundColor("red"):frame { width = 40, height = 40 },
    Rectangle():foregroundColor("blue")
      :alignmentGuide(level, function(d) return d[VerticalAlignment.center] end)
      :frame { width = 40, height = 40 }:id("blue"),
  },
}
