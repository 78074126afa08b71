-- containerRelativeFrame (iOS 17): views sized from their nearest container, not their parent.
-- Apple's carousel: in a horizontal ScrollView, each card takes 3 of 4 columns of the scroll
-- view's width with 10 points between them; the scroll view is 352 wide (the canvas less the
-- padding), so a card is (352 − 3·10) / 4 · 3 + 2·10 = 261.5 and the next one peeks in. Below
-- it, a bar a third of the canvas wide (133.3): a VStack and a padding are no containers, so the
-- third is of the canvas, the screen, not of the 352 the VStack has.
-- Look at: the second card starts at x = 295.5, cut by the scroll view's edge; `plumb explain`
-- names each frame's container ("from the ScrollView (352 wide)", "from the canvas (400 wide)").
-- golden: --canvas 400x320
local cards = ScrollView { axes = "horizontal",
  LazyHStack { spacing = 10,
    ForEach(6, function(i)
      return RoundedRectangle { cornerRadius = 12 }:fill("purple")
        :overlay(Text("Card " .. i):foregroundStyle("white"))
        :aspectRatio(3 / 2, "fit")
        :containerRelativeFrame("horizontal", { count = 4, span = 3, spacing = 10 })
    end),
  },
}
return VStack { spacing = 16,
  cards:frame { height = 220 },
  Color.teal:containerRelativeFrame("horizontal", function(length) return length / 3 end)
    :frame { height = 32 },
}:padding(24)
