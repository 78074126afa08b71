-- The Plumb script of row-with-spacer-and-count.swift.txt, written by hand.
return HStack { alignment = "center", spacing = 10,
  Image { systemName = "bell" },
  Text("Alerts"),
  Spacer(),
  Text("12"),
}
