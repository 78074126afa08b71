-- The test view of "Lazy stacks secrets" (Five Stars blog), LazyVStack half: a section whose header is a bold capsule and whose rows
-- are ForEach(1...10) Labels, in the title font, with alignment .leading, spacing 20 and pinned
-- section headers, in a ScrollView. With `--scroll 300` the header stays pinned at the top.
-- golden: --canvas 480x384
-- golden-also: --canvas 480x384 --scroll 300
local rows = require("modules.lazy_rows")
local header, content = rows.header, rows.content(10)

return ScrollView {
  LazyVStack { alignment = "leading", spacing = 20, pinnedViews = "sectionHeaders",
    Section { header = header("Original"), content },
  },
}:font("title")
