return Grid {
  GridRow {
    Text("Hello"),
    Image { systemName = "globe" },
  },
  GridRow {
    Image { systemName = "hand.wave" },
    Text("World"),
  },
}
