-- The benchmark shapes of plumb-bench (Sources/PlumbBench/Shapes.swift), built from Lua: plumb-bench sets the
-- globals SHAPE and N, runs this script, and times the layout of the view it returns.
-- By hand: plumb run Tools/Bench/shapes.lua --format json  (SHAPE defaults to "flat-constrained").
local shape = SHAPE or "flat-constrained"
local n = N or 100

local function fixedLeaf() return Color.clear:frame { width = 10, height = 10 } end
local function flexibleLeaf() return Color.clear:frame { maxWidth = math.huge }:frame { height = 10 } end

local function leaves(count, make)
  local list = {}
  for i = 1, count do list[i] = make(i) end
  return list
end

local function chain(level, depth)
  local children = leaves(10, fixedLeaf)
  if level < depth then children[11] = chain(level + 1, depth) end
  if level % 2 == 1 then
    children.alignment, children.spacing = "top", 8
    return HStack(children):padding(1)
  end
  children.alignment, children.spacing = "leading", 8
  return VStack(children):padding(1)
end

if shape == "flat-unconstrained" then
  local row = leaves(n, fixedLeaf)
  row.alignment, row.spacing = "top", 8
  return HStack(row)
elseif shape == "flat-constrained" then
  local row = leaves(n, fixedLeaf)
  row.alignment, row.spacing = "top", 8
  return HStack(row):frame { width = 1000, alignment = "leading" }
elseif shape == "grid-like" then
  local rows = math.floor(math.sqrt(n))
  local columns = n // rows
  local grid = leaves(rows, function()
    local row = leaves(columns, function(j) if j % 2 == 1 then return fixedLeaf() else return flexibleLeaf() end end)
    row.spacing = 8
    return HStack(row)
  end)
  grid.alignment, grid.spacing = "leading", 8
  return VStack(grid):frame { width = 1000, height = 1000, alignment = "topLeading" }
elseif shape == "deep" or shape == "deep-d20" then
  local depth = shape == "deep" and 100 or 20
  local heads = leaves(n // (depth * 10), function() return chain(1, depth) end)
  heads.alignment, heads.spacing = "top", 8
  return HStack(heads):frame { width = 1000, alignment = "leading" }
end
error("unknown shape " .. tostring(shape))
