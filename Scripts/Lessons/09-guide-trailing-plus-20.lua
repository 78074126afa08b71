-- Figure 27-9: d[HorizontalAlignment.trailing] + 20 puts the red rectangle's trailing edge
-- 20 points to the right of the others' leading edge.
return VStack { alignment = "leading",
  Rectangle():foregroundColor("green"):frame { width = 120, height = 50 },
  Rectangle():foregroundColor("red")
    :alignmentGuide("leading", function(d) return d[HorizontalAlignment.trailing] + 20 end)
    :frame { width = 200, height = 50 },
  Rectangle():foregroundColor("blue"):frame { width = 180, height = 50 },
}
