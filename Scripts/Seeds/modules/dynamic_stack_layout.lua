-- A DynamicStack as a Layout: a row when the subviews' ideal widths fit the proposal, else a
-- column whose rows all get the widest ideal width (as a VStack of .frame(maxWidth: .infinity)
-- buttons would).
return function(options)
  local spacing = options and options.spacing or 8

  local function ideals(subviews)
    local sizes, width, widest, height, tallest = {}, 0, 0, 0, 0
    for i, subview in ipairs(subviews) do
      local size = subview:sizeThatFits(ProposedViewSize.unspecified)
      sizes[i] = size
      width = width + size.width + (i > 1 and spacing or 0)
      height = height + size.height + (i > 1 and spacing or 0)
      widest = math.max(widest, size.width)
      tallest = math.max(tallest, size.height)
    end
    return sizes, width, widest, height, tallest
  end

  local function isRow(proposal, width)
    return proposal.width == nil or width <= proposal.width
  end

  return Layout {
    name = "DynamicStackLayout",
    sizeThatFits = function(proposal, subviews)
      local _, width, widest, height, tallest = ideals(subviews)
      if isRow(proposal, width) then
        return { width = width, height = tallest }
      end
      return { width = widest, height = height }
    end,
    placeSubviews = function(bounds, proposal, subviews)
      local sizes, width, widest = ideals(subviews)
      local row = isRow(proposal, width)
      local x, y = bounds.minX, bounds.minY
      for i, subview in ipairs(subviews) do
        if row then
          subview:place { x = x, y = bounds.midY, anchor = "leading", proposal = ProposedViewSize(sizes[i].width, sizes[i].height) }
          x = x + sizes[i].width + spacing
        else
          subview:place { x = bounds.minX, y = y, proposal = ProposedViewSize(widest, sizes[i].height) }
          y = y + sizes[i].height + spacing
        end
      end
    end,
  }
end
