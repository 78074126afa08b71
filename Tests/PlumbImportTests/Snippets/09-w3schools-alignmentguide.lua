return VStack { alignment = "leading", spacing = 16,
  HStack { alignment = "firstTextBaseline", spacing = 8,
    Text("Title"):font("title"),
    Text("Aligned"):alignmentGuide("firstTextBaseline", function(d) return d[VerticalAlignment.bottom] end),
  },
  HStack {
    Text("Left"), Spacer(), Text("Right"),
  },
}:padding()
