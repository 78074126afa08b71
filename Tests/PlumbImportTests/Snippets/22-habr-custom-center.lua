local customHorizontalCenter = VerticalAlignment("customHorizontalCenter", function(d) return d[VerticalAlignment.center] end)
return HStack { alignment = customHorizontalCenter, spacing = 16,
  Image { systemName = "sun.min.fill" },
  VStack { alignment = "leading", spacing = 16,
    Text("Theme")
      :font("title")
      :border("green"),
    Text("Sorting keys for json encoding")
      :font("title2")
      :border("green")
      :alignmentGuide(customHorizontalCenter, function(d)
        return d[VerticalAlignment.center]
      end),
    Text("Sorting on"),
  },
}
