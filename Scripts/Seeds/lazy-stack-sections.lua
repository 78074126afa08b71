-- Seed 003's test view, LazyVStack half: a section whose header is a bold capsule and whose rows
-- are ForEach(1...10) Labels, in the title font, with alignment .leading, spacing 20 and pinned
-- section headers, in a ScrollView. With `--scroll 300` the header stays pinned at the top.
-- golden: --canvas 480x384
-- golden-also: --canvas 480x384 --scroll 300
local function header(title)
  return Text(title)
    :bold()
    :padding("horizontal")
    :padding("vertical", 4)
    :foregroundColor("white")
    :background(Capsule():foregroundColor("green"))
end

local content = ForEach(10, function(count)
  return Label("Placeholder " .. count, { systemImage = "leaf.fill" })
end)

return ScrollView {
  LazyVStack { alignment = "leading", spacing = 20, pinnedViews = "sectionHeaders",
    Section { header = header("Original"), content },
  },
}:font("title")
