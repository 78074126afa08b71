-- The testing ground of "Lazy stacks secrets" (Five Stars blog): LazyVStack next to LazyVStackMock, a LazyVGrid with one flexible
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

local rows = require("modules.lazy_rows")
local header, content = rows.header, rows.content(20)

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
