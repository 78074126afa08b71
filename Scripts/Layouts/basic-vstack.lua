-- Apple's BasicVStack (the Layout protocol's documentation) as SwiftUI code spells it:
-- subviews.count, bounds.origin, proposal:replacingUnspecifiedDimensions() and
-- subview:place { at = …, anchor = …, proposal = … }. Each pair of subviews sits as far apart
-- as both prefer (ViewSpacing.distance).
-- golden: --canvas 320x160
local function spacings(subviews)
  local list, total = {}, 0
  for i = 1, subviews.count - 1 do
    list[i] = subviews[i].spacing:distance(subviews[i + 1].spacing, "vertical")
    total = total + list[i]
  end
  return list, total
end

local BasicVStack = Layout {
  name = "BasicVStack",
  sizeThatFits = function(proposal, subviews)
    if subviews.count == 0 then return proposal:replacingUnspecifiedDimensions() end
    local width, height = 0, 0
    for i = 1, subviews.count do
      local size = subviews[i]:sizeThatFits(ProposedViewSize.unspecified)
      width, height = math.max(width, size.width), height + size.height
    end
    local _, total = spacings(subviews)
    return { width = width, height = height + total }
  end,
  placeSubviews = function(bounds, proposal, subviews)
    local list = spacings(subviews)
    local y = bounds.origin.y
    for i = 1, subviews.count do
      subviews[i]:place { at = { x = bounds.origin.x, y = y }, anchor = "topLeading", proposal = ProposedViewSize.unspecified }
      y = y + subviews[i]:sizeThatFits(ProposedViewSize.unspecified).height + (list[i] or 0)
    end
  end,
}

return BasicVStack {
  Text("Start"),
  Rectangle():foregroundColor("blue"):frame { width = 120, height = 32 },
  Text("and end"),
}
