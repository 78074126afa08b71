-- The Plumb script of grid-row-and-column-headers.swift.txt, written by hand.
return Grid {
  GridRow {
    Color.clear
      :gridCellUnsizedAxes({ "horizontal", "vertical" }),
    ForEach(3, function(column)
      return Text("Col " .. column)
    end),
  },
  ForEach(2, function(row)
    return GridRow {
      Text("Row " .. row),
      ForEach(3, function(_)
        return Rectangle():foregroundStyle("teal")
      end),
    }
  end),
}
