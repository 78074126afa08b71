-- The Plumb script of overlay-with-alignment.swift.txt, written by hand.
return Image { systemName = "tray" }
  :font(Font.system { size = 48, weight = "light" })
  :overlay(Text("★"), "bottom")
