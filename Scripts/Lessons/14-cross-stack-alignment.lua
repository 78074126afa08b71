-- Smyth's SwiftUI Essentials, Figure 27-15: cross-stack alignment. A custom guide set on the blue square inside the
-- VStack travels up to the HStack, which lines it up with the circle's guide.
-- Look at: the circle's centre is level with the third (blue) square's centre.
-- plumb: --canvas 640x480
local crossAlignment = VerticalAlignment("crossAlignment", function(d) return d[VerticalAlignment.bottom] end)

return HStack { alignment = crossAlignment, spacing = 20,
  Circle():foregroundColor("purple")
    :alignmentGuide(crossAlignment, function(d) return d[VerticalAlignment.center] end)
    :frame { width = 100, height = 100 },
  VStack { alignment = "center",
    Rectangle():foregroundColor("green"):frame { width = 100, height = 100 },
    Rectangle():foregroundColor("red"):frame { width = 100, height = 100 },
    Rectangle():foregroundColor("blue")
      :alignmentGuide(crossAlignment, function(d) return d[VerticalAlignment.center] end)
      :frame { width = 100, height = 100 },
    Rectangle():foregroundColor("orange"):frame { width = 100, height = 100 },
  },
}
