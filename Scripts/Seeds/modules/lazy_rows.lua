-- The pieces of "Lazy stacks secrets" (Five Stars blog): the section header (a bold title on a green capsule) and the content
-- (ForEach over Labels with the leaf symbol), shared by its scripts.
local M = {}

function M.header(title)
  return Text(title)
    :bold()
    :padding("horizontal")
    :padding("vertical", 4)
    :foregroundColor("white")
    :background(Capsule():foregroundColor("green"))
end

function M.content(count)
  return ForEach(count, function(i)
    return Label("Placeholder " .. i, { systemImage = "leaf.fill" })
  end)
end

return M
