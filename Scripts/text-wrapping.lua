-- Text: the ideal size is one line; a narrower width wraps at spaces (breaking inside a word
-- only when the word alone is too wide); too little height or lineLimit truncates with "…".
-- golden: --canvas 400x224
local words = "Plumb draws SwiftUI layouts as text diagrams"
return VStack { spacing = 16,
  Text(words),
  Text(words):frame { width = 120 },
  Text(words):frame { width = 120, height = 32 },
  Text(words):lineLimit(1):frame { width = 160 },
  Text("Supercalifragilistic"):frame { width = 64 },
}
