-- A radial layout (WWDC 2022's MyRadialLayout): the subviews on a circle that fills the
-- proposal, the first at the top, going clockwise. Each is placed by its centre.
-- golden: --canvas 320x320
local Radial = Layout {
  name = "RadialLayout",
  sizeThatFits = function(proposal, subviews)
    local size = proposal.width or 100
    if proposal.height then size = math.min(size, proposal.height) end
    if size == math.huge then size = 100 end
    return { width = size, height = size }
  end,
  placeSubviews = function(bounds, proposal, subviews)
    local radius = math.min(bounds.width, bounds.height) / 2 - 24
    for i, subview in ipairs(subviews) do
      local angle = 2 * math.pi * (i - 1) / #subviews - math.pi / 2
      subview:place {
        x = bounds.midX + radius * math.cos(angle),
        y = bounds.midY + radius * math.sin(angle),
        anchor = "center",
        proposal = ProposedViewSize.unspecified,
      }
    end
  end,
}

local dots = {}
for i = 1, 8 do dots[i] = Text(tostring(i)):padding(8):background(Circle():foregroundColor("orange")) end
return Radial(dots)
