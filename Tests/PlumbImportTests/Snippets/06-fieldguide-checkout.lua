return Text("Checkout")
  :frame { maxWidth = math.huge }
  :padding(8)
  :background(function() return Color.accentColor end)
