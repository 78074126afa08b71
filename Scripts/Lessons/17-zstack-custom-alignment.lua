-- Smyth's SwiftUI Essentials, Figure 27-18: ZStack custom alignment. A horizontal and a vertical custom guide combine into
-- one Alignment; each child picks its own point to put on the shared alignment point.
-- Look at: green's bottom-trailing corner, red's top centre and the circle's bottom-leading
-- point all meet at one point; the ZStack is the union of the three (200×200).
-- plumb: --canvas 640x480
local myH = HorizontalAlignment("myAlignment", function(d) return d[HorizontalAlignment.center] end)
local myV = VerticalAlignment("myAlignment", function(d) return d[VerticalAlignment.center] end)
local myAlignment = Alignment(myH, myV)

return ZStack { alignment = myAlignment,
  Rectangle():foregroundColor("green")
    :alignmentGuide(myH, function(d) return d[HorizontalAlignment.trailing] end)
    :alignmentGuide(myV, function(d) return d[VerticalAlignment.bottom] end)
    :frame { width = 100, height = 100 },
  Rectangle():foregroundColor("red")
    :alignmentGuide(myV, function(d) return d[VerticalAlignment.top] end)
    :alignmentGuide(myH, function(d) return d[HorizontalAlignment.center] end)
    :frame { width = 100, height = 100 },
  Circle():foregroundColor("orange")
    :alignmentGuide(myH, function(d) return d[HorizontalAlignment.leading] end)
    :alignmentGuide(myV, function(d) return d[VerticalAlignment.bottom] end)
    :frame { width = 100, height = 100 },
}
