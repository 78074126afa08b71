-- The floor for Tools/bench-e2e.py: the same trees as shapes.lua, built as plain Lua
-- tables instead of Plumb views. Requiring this module replaces the globals shapes.lua uses (Color,
-- HStack, VStack) and gives the plain views the same methods (frame, padding), so the very same
-- shapes.lua code runs, call for call, in the same kind of Lua state (`plumb run`'s sandbox).
--
-- One new table per view, as Plumb makes one View per call (the default floor):
--   Color.clear                 -> { kind = "color", name = "clear" }   (made once and kept in Color, as
--                                   Plumb's Color namespace keeps each member it makes)
--   view:frame { width = 10 }   -> { kind = "frame", content = view, width = 10 }   (the fields copied)
--   view:padding(1)             -> { kind = "padding", content = view, amount = 1 }
--   HStack { a, b, spacing = 8 } -> { kind = "HStack", spacing = 8, a, b }   (children in the array part)
-- so a tree has exactly as many tables as Plumb counts views (`views` in --stats-json).
--
-- A wrapper script (bench-e2e.py writes them) sets SHAPE and N, requires this module, requires
-- "shapes", keeps the result in a global and returns EmptyView(): only building the tables is
-- timed by the `script` stage of that run.
local View = {}
View.__index = View

local function stack(kind)
  return function(list)
    local container = setmetatable({ kind = kind, alignment = list.alignment, spacing = list.spacing }, View)
    return table.move(list, 1, #list, 1, container)
  end
end

function View:frame(fields)
  local frame = setmetatable({ kind = "frame", content = self }, View)
  for key, value in next, fields do frame[key] = value end
  return frame
end

function View:padding(amount)
  return setmetatable({ kind = "padding", content = self, amount = amount }, View)
end

if PLAIN_REUSE then
  -- The tighter floor (bench-e2e.py --floor reuse): the table the script passes becomes the view,
  -- so no table is made beyond those the script itself writes (and the Color ones).
  stack = function(kind)
    return function(list)
      list.kind = kind
      return setmetatable(list, View)
    end
  end
  function View:frame(fields)
    fields.kind, fields.content = "frame", self
    return setmetatable(fields, View)
  end
end

Color = setmetatable({}, {
  __index = function(colors, name)
    local color = setmetatable({ kind = "color", name = name }, View)
    rawset(colors, name, color)
    return color
  end,
})
HStack = stack("HStack")
VStack = stack("VStack")

local plain = {}

--- The number of tables (views) in a tree built by this module, for checking it against Plumb's count.
function plain.count(root)
  local count, pending = 0, { root }
  while #pending > 0 do
    local current = table.remove(pending)
    count = count + 1
    if current.content then pending[#pending + 1] = current.content end
    for i = 1, #current do pending[#pending + 1] = current[i] end
  end
  return count
end

return plain
