-- Drawing modifiers: each draws, none moves a frame. Delete any of them and every view stays where it is.
-- golden: --canvas 640x384
-- golden-also: --color always
-- Look at: the borders inside their frames (the padded frame is bordered, not the text); the
-- rounded corners of the clipped fill; the disc a clipped rectangle becomes; the hidden text's
-- empty space; the shade right and below the shadowed view; the accent colour drawn in the tint.
-- With --color always: italic, underlined, struck-through, bold and faint text.
return VStack { spacing = 16,
  HStack { spacing = 16,
    Text("Bordered"):padding():border(Color.gray),
    Text("Width 2"):padding():border("red", 2),
    Color.blue:frame { width = 96, height = 48 }:cornerRadius(12),
    Circle():fill(Color.orange):frame { width = 64, height = 48 },
    Capsule():strokeBorder(Color.purple, { lineWidth = 2 }):frame { width = 96, height = 32 },
  },
  HStack { spacing = 16,
    Text("italic"):italic(),
    Text("underlined"):underline(),
    Text("struck"):strikethrough(),
    Text("semibold"):fontWeight("semibold"),
    Text("hidden"):hidden(),
    Text("faint"):opacity(0.4),
  },
  HStack { spacing = 16,
    Rectangle():fill(Color.teal):frame { width = 96, height = 64 }:clipShape(Circle()),
    Color.green:frame { width = 96, height = 64 }:mask(Capsule()),
    Text("Shadow"):padding(12):background(Color.white):shadow { radius = 4, x = 2, y = 2 },
    Text("Tint"):foregroundColor(Color.accentColor):padding():border(Color.accentColor):tint(Color.pink),
  },
  HStack { spacing = 16,
    Text("turned"):padding():border(Color.gray):rotationEffect(-10),
    Text("scaled"):padding(8):scaleEffect(1.5),
    Text("blurred"):blur(2),
    Color("#FF8800"):opacity(0.5):frame { width = 64, height = 32 },
    Color(0.2, 0.6, 0.9):frame { width = 64, height = 32 },
    Color { white = 0.5 }:frame { width = 64, height = 32 },
  },
}
