return VStack { alignment = "trailing", spacing = 0,
  Rectangle()
    :frame { width = 200, height = 100 }
    :foregroundStyle("yellow")
    :alignmentGuide("trailing", function(_) return 200 end),
  Rectangle()
    :frame { width = 300, height = 100 }
    :foregroundStyle("green")
    :alignmentGuide("trailing", function(_) return 300 end),
}:border("gray")
