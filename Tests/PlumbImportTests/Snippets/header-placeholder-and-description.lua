-- The Plumb script of header-placeholder-and-description.swift.txt, written by hand.
return VStack {
  HStack { spacing = 12,
    Image { systemName = "map" },
    VStack { alignment = "leading",
      Text("Trip name"):font("title"),
      Text("Dates"),
    },
    Spacer(),
  },
  ZStack {
    RoundedRectangle { cornerRadius = 8 }:stroke(),
    Text("Map placeholder"),
  }
    :layoutPriority(-1)
    :frame { minHeight = 80 },
  Text(string.rep("Notes about the trip ", 40)),
  Spacer(),
}:padding()
