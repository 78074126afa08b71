return VStack {
  HStack { spacing = 15,
    Image { systemName = "calendar" },
    VStack { alignment = "leading",
      Text("Event title"):font("title"),
      Text("Location"),
    },
    Spacer(),
  },
  ZStack {
    RoundedRectangle { cornerRadius = 10 }:stroke(),
    Text("Image placeholder"),
  }
    :layoutPriority(-1)
    :frame { minHeight = 100 },
  Text(string.rep("This is a description ", 50)),
  Spacer(),
}:padding()
