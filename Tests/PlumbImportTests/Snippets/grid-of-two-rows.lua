-- The Plumb script of grid-of-two-rows.swift.txt, written by hand.
return Grid {
  GridRow {
    Text("Good"),
    Image { systemName = "sun.max" },
  },
  GridRow {
    Image { systemName = "moon" },
    Text("Night"),
  },
}
