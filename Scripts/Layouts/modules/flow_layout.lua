-- FlowLayout: rows of subviews at their ideal sizes, wrapping at the proposed width.
return function(options)
  local spacing = options and options.spacing or 8

  -- Lines of { index, size } for a maximum width (nil: one line).
  local function lines(maxWidth, subviews)
    local result, line, x = {}, {}, 0
    for i, subview in ipairs(subviews) do
      local size = subview:sizeThatFits(ProposedViewSize.unspecified)
      if #line > 0 and maxWidth and x + spacing + size.width > maxWidth then
        result[#result + 1] = line
        line, x = {}, 0
      end
      x = x + (#line > 0 and spacing or 0) + size.width
      line[#line + 1] = { index = i, size = size }
    end
    if #line > 0 then result[#result + 1] = line end
    return result
  end

  local function measure(maxWidth, subviews)
    local width, height = 0, 0
    for n, line in ipairs(lines(maxWidth, subviews)) do
      local x, tallest = 0, 0
      for k, item in ipairs(line) do
        x = x + (k > 1 and spacing or 0) + item.size.width
        tallest = math.max(tallest, item.size.height)
      end
      width = math.max(width, x)
      height = height + (n > 1 and spacing or 0) + tallest
    end
    return width, height
  end

  return Layout {
    name = "FlowLayout",
    sizeThatFits = function(proposal, subviews)
      local width, height = measure(proposal.width, subviews)
      return { width = width, height = height }
    end,
    placeSubviews = function(bounds, proposal, subviews)
      local y = bounds.minY
      for _, line in ipairs(lines(bounds.width, subviews)) do
        local x, tallest = bounds.minX, 0
        for _, item in ipairs(line) do
          subviews[item.index]:place { x = x, y = y, proposal = ProposedViewSize(item.size.width, item.size.height) }
          x = x + item.size.width + spacing
          tallest = math.max(tallest, item.size.height)
        end
        y = y + tallest + spacing
      end
    end,
  }
end
