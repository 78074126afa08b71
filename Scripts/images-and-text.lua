-- Images, aspect ratios, fonts by size and text options, as a SwiftUI snippet writes them.
-- Image("hero") has no pixels here: it states its size (16:9), is resizable, fills a frame
-- 240 points wide and 96 tall, and overflows it on both sides (clipped() would cut it). The
-- symbol beside a title is a square as tall as the title's letters. Below: a fixed 24-point
-- font, lines centred within their text, the three truncation modes, a line limit range that
-- reserves two lines, and a large title that shrinks a face instead of truncating.
local hero = Image("hero", CGSize(1600, 900)):resizable():scaledToFill()
  :frame { width = 240, height = 96 }

local long = "Plumb lays SwiftUI out in cells"

return VStack { alignment = "leading", spacing = 8,
  HStack { hero, Image("thumb"):resizable():aspectRatio(1, "fit"):frame(64, 96) },
  HStack {
    Image { systemName = "star.fill" }:foregroundColor("orange"),
    Text("Featured"):font(Font.system(24, "bold")),
  }:font("title"),
  Text("Centred lines\nwithin the text's own width"):multilineTextAlignment("center"),
  HStack { spacing = 16,
    Text(long):truncationMode("head"):frame { width = 120 },
    Text(long):truncationMode("middle"):frame { width = 120 },
    Text(long):lineLimit(1):frame { width = 120 },
  },
  HStack { alignment = "top",
    Text("Hi"):lineLimit(2, 4):padding(EdgeInsets { leading = 8, trailing = 8 }):background(Color.yellow),
    Text("Shrinks to fit"):font("largeTitle"):minimumScaleFactor(0.5):lineLimit(1):frame { width = 240 },
  },
}
