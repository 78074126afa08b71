local alignment = "center"
return Grid {
  GridRow {
    Text("Aligned")
      :gridColumnAlignment(alignment),
    ForEach({ 1, 2 }, function(index)
      return Text("Cell A" .. index)
        :padding()
        :border(Color { red = 1 / index, green = 0, blue = 0 }, 3)
    end),
  },
  GridRow {
    ForEach({ 1, 2, 3 }, function(index)
      return Text("Cell B" .. index)
        :padding()
        :border(Color { red = 0, green = 1 / index, blue = 0 }, 3)
    end),
    Rectangle()
      :frame { width = 2, height = 15 }
      :gridColumnAlignment(alignment),
  },
}:frame { maxWidth = math.huge }
