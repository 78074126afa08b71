-- The Plumb script of baseline-guide-and-spacer.swift.txt, written by hand.
return VStack { alignment = "leading", spacing = 12,
  HStack { alignment = "firstTextBaseline", spacing = 6,
    Text("Heading"):font("title"),
    Text("Note"):alignmentGuide("firstTextBaseline", function(d) return d[VerticalAlignment.bottom] end),
  },
  HStack {
    Text("Start"), Spacer(), Text("End"),
  },
}:padding()
