-- The Plumb script of grid-column-alignment-and-borders.swift.txt, written by hand.
local alignment = "trailing"
return Grid {
  GridRow {
    Text("Key")
      :gridColumnAlignment(alignment),
    ForEach({ 1, 2 }, function(index)
      return Text("Top " .. index)
        :padding()
        :border(Color { red = 0, green = 0, blue = 1 / index }, 2)
    end),
  },
  GridRow {
    ForEach({ 1, 2, 3 }, function(index)
      return Text("Low " .. index)
        :padding()
        :border(Color { red = 1 / index, green = 1 / index, blue = 0 }, 2)
    end),
    Rectangle()
      :frame { width = 3, height = 12 }
      :gridColumnAlignment(alignment),
  },
}:frame { maxWidth = math.huge }
