-- The Plumb script of flexible-frame-and-background-closure.swift.txt, written by hand.
return Text("Continue")
  :frame { maxWidth = math.huge }
  :padding(12)
  :background(function() return Color.accentColor end)
