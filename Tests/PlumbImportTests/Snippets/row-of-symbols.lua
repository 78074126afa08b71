-- The Plumb script of row-of-symbols.swift.txt, written by hand.
return HStack {
  Image { systemName = "gobackward.10" },
  Image { systemName = "gobackward.15" },
  Image { systemName = "gobackward.30" },
}
