-- The Plumb script of trailing-guides-of-constants.swift.txt, written by hand.
return VStack { alignment = "trailing", spacing = 0,
  Rectangle()
    :frame { width = 150, height = 80 }
    :foregroundStyle("orange")
    :alignmentGuide("trailing", function(_) return 150 end),
  Rectangle()
    :frame { width = 220, height = 80 }
    :foregroundStyle("purple")
    :alignmentGuide("trailing", function(_) return 220 end),
}:border("gray")
