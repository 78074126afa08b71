-- The Plumb script of custom-vertical-centre.swift.txt, written by hand.
local iconCentre = VerticalAlignment("iconCentre", function(d) return d[VerticalAlignment.center] end)
return HStack { alignment = iconCentre, spacing = 12,
  Image { systemName = "moon.fill" },
  VStack { alignment = "leading", spacing = 12,
    Text("Appearance")
      :font("title")
      :border("blue"),
    Text("Follow the system setting")
      :font("title2")
      :border("blue")
      :alignmentGuide(iconCentre, function(d)
        return d[VerticalAlignment.center]
      end),
    Text("Dark at night"),
  },
}
