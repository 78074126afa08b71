-- SwiftUI's HStack written with the Layout protocol, step by step as Plumb's built-in one does it
-- (Sources/PlumbLayout/Stacks/StackLayout.swift, after OpenSwiftUI's StackLayout.swift): the tests check that it gives the built-in
-- HStack's frames. Options: spacing (nil: each pair's preferred spacing), alignment (a
-- VerticalAlignment, default center).
return function(options)
  options = options or {}
  local spacing = options.spacing
  local alignment = options.alignment or VerticalAlignment.center

  local function gaps(subviews)
    local list, total = {}, 0
    for i = 1, #subviews - 1 do
      list[i] = spacing or subviews[i].spacing:distance(subviews[i + 1].spacing, "horizontal")
      total = total + list[i]
    end
    return list, total
  end

  -- Sizing order: priority descending; the least flexible first; between two infinitely
  -- flexible subviews the larger minimum first; then declaration order.
  local function before(a, b)
    if a.priority ~= b.priority then return a.priority > b.priority end
    if a.flexibility == math.huge and b.flexibility == math.huge and a.minimum ~= b.minimum then
      return a.minimum > b.minimum
    end
    if a.flexibility ~= b.flexibility then return a.flexibility < b.flexibility end
    return a.index < b.index
  end

  -- The size and proposal of every subview for `proposal`.
  local function distribute(proposal, subviews)
    local minor = proposal.height
    local sizes, proposals = {}, {}
    if proposal.width == nil then
      for i, subview in ipairs(subviews) do
        proposals[i] = { height = minor }
        sizes[i] = subview:sizeThatFits(proposals[i])
      end
      return sizes, proposals
    end
    local _, totalSpacing = gaps(subviews)
    local available = proposal.width - totalSpacing
    local order = {}
    for i, subview in ipairs(subviews) do
      local low = subview:sizeThatFits { width = 0, height = minor }.width
      local high = subview:sizeThatFits { width = math.huge, height = minor }.width
      local flexibility = high - low
      if flexibility ~= flexibility then flexibility = math.huge end
      order[i] = { index = i, priority = subview.priority, minimum = low, flexibility = flexibility }
    end
    table.sort(order, before)
    local top = order[1] and order[1].priority
    for _, key in ipairs(order) do
      if key.priority < top then available = available - key.minimum end
    end
    local start = 1
    while start <= #order do
      local priority = order[start].priority
      local stop = start
      while stop <= #order and order[stop].priority == priority do stop = stop + 1 end
      if priority < top then
        for k = start, stop - 1 do available = available + order[k].minimum end
      end
      for k = start, stop - 1 do
        local i = order[k].index
        local share = math.max(available / (stop - k), 0)
        proposals[i] = { width = share, height = minor }
        sizes[i] = subviews[i]:sizeThatFits(proposals[i])
        available = available - sizes[i].width
      end
      start = stop
    end
    return sizes, proposals
  end

  -- The vertical extent of the aligned subviews, with the alignment line at 0.
  local function minorRange(subviews, sizes, proposals)
    local low, high = 0, 0
    for i, subview in ipairs(subviews) do
      local guide = subview:dimensions(proposals[i])[alignment]
      low = math.min(low, -guide)
      high = math.max(high, sizes[i].height - guide)
    end
    return low, high
  end

  return Layout {
    name = "HStackClone",
    stackOrientation = "horizontal",
    sizeThatFits = function(proposal, subviews)
      if #subviews == 0 then return { width = 0, height = 0 } end
      local sizes, proposals = distribute(proposal, subviews)
      local _, width = gaps(subviews)
      for _, size in ipairs(sizes) do width = width + size.width end
      local low, high = minorRange(subviews, sizes, proposals)
      return { width = width, height = high - low }
    end,
    placeSubviews = function(bounds, proposal, subviews)
      local minor = proposal.height or bounds.height
      local sizes = distribute({ width = proposal.width, height = minor }, subviews)
      local proposals = {}
      for i, subview in ipairs(subviews) do
        proposals[i] = { width = sizes[i].width, height = minor }
        sizes[i] = subview:sizeThatFits(proposals[i])
      end
      local low = minorRange(subviews, sizes, proposals)
      local line = bounds.minY - low
      local list = gaps(subviews)
      local x = bounds.minX
      for i, subview in ipairs(subviews) do
        local guide = subview:dimensions(proposals[i])[alignment]
        subview:place { x = x, y = line - guide, proposal = proposals[i] }
        x = x + sizes[i].width + (list[i] or 0)
      end
    end,
  }
end
