-- Seed 003's testing ground: LazyVStack next to LazyVStackMock, a LazyVGrid with one flexible
-- column, with the article's parameters (alignment .leading, spacing 20, pinned section
-- headers), each in a ScrollView, in an HStack, in the title font (drawn two cells a letter). The two columns match, as the
-- article found: `plumb run --format json` gives the same frames on both sides, and so does
-- `--scroll 300`, where both headers stay pinned.
-- golden: --canvas 640x384
-- golden-also: --canvas 640x384 --scroll 300
local function LazyVStackMock(options)
  return function(content)
    return LazyVGrid {
      columns = { GridItem { flexible = { minimum = 10, maximum = math.huge } } },
      alignment = options.alignment, spacing = options.spacing, pinnedViews = options.pinnedViews,
      content,
    }
  end
end

local function header(title)
  return Text(title)
    :bold()
    :padding("horizontal")
    :padding("vertical", 4)
    :foregroundColor("white")
    :background(Capsule():foregroundColor("green"))
end

local content = ForEach(20, function(count)
  return Label("Placeholder " .. count, { systemImage = "leaf.fill" })
end)

return HStack {
  ScrollView {
    LazyVStack { alignment = "leading", spacing = 20, pinnedViews = "sectionHeaders",
      Section { header = header("Original"), content },
    },
  },
  ScrollView {
    LazyVStackMock { alignment = "leading", spacing = 20, pinnedViews = "sectionHeaders" } (
      Section { header = header("Mock"), content }
    ),
  },
}:font("title")
