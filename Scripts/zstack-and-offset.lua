-- ZStack draws later children over earlier ones; offset moves a drawing without moving its
-- neighbours, and position centres a view on a point of the space it is given.
-- golden: --canvas 480x192
return HStack { spacing = 24,
  ZStack { alignment = "bottomTrailing",
    Rectangle():foregroundColor("blue"):frame { width = 120, height = 80 },
    Rectangle():foregroundColor("red"):frame { width = 48, height = 32 },
  },
  VStack {
    Text("offset"):offset { x = 24, y = 0 },
    Text("neighbour"),
  },
  Rectangle():frame { width = 16, height = 16 }:position { x = 40, y = 24 }:frame { width = 80, height = 80 },
}
