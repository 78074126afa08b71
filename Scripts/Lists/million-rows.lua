-- A LazyVStack of a million rows in a ScrollView: only the rows on screen are made (and the first
-- one, whose height estimates the others). `--scroll 8000000` jumps to row 500,001 without making
-- the rows before it; `plumb explain` says which rows were made.
-- golden: --canvas 320x160
-- golden-also: --canvas 320x160 --scroll 8000000
return ScrollView {
  LazyVStack { alignment = "leading", spacing = 0,
    ForEach(1000000, function(i)
      return HStack { Text("Row " .. i), Spacer(), Text(i % 2 == 0 and "even" or "odd"):foregroundColor("gray") }
        :padding("horizontal", 8)
    end),
  },
}
