return HStack { alignment = "center", spacing = 12,
  Image { systemName = "star" },
  Text("Favorite"),
  Spacer(),
  Text("5"),
}
