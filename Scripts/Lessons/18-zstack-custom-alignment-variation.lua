-- Smyth's SwiftUI Essentials, Figure 27-19: the chapter's suggested changes to the ZStack custom alignment.
-- plumb: --canvas 640x480
local myH = HorizontalAlignment("myAlignment", function(d) return d[HorizontalAlignment.center] end)
local myV = VerticalAlignment("myAlignment", function(d) return d[VerticalAlignment.center] end)
local myAlignment = Alignment(myH, myV)

return ZStack { alignment = myAlignment,
  Rectangle():foregroundColor("green")
    :alignmentGuide(myH, function(d) return d[HorizontalAlignment.leading] end)
    :alignmentGuide(myV, function(d) return d[VerticalAlignment.bottom] end)
    :frame { width = 100, height = 100 },
  Rectangle():foregroundColor("red")
    :alignmentGuide(myV, function(d) return d[VerticalAlignment.center] end)
    :alignmentGuide(myH, function(d) return d[HorizontalAlignment.trailing] end)
    :frame { width = 100, height = 100 },
  Circle():foregroundColor("orange")
    :alignmentGuide(myH, function(d) return d[HorizontalAlignment.leading] end)
    :alignmentGuide(myV, function(d) return d[VerticalAlignment.top] end)
    :frame { width = 100, height = 100 },
}
