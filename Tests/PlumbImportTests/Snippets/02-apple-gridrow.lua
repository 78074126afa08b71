return Grid {
  GridRow {
    Color.clear
      :gridCellUnsizedAxes({ "horizontal", "vertical" }),
    ForEach(3, function(column)
      return Text("C" .. column)
    end),
  },
  ForEach(3, function(row)
    return GridRow {
      Text("R" .. row),
      ForEach(3, function(_)
        return Circle():foregroundStyle("mint")
      end),
    }
  end),
}
