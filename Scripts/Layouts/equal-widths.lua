-- An equal-widths layout (the WWDC 2022 "Compose custom layouts with SwiftUI" MyEqualWidthHStack):
-- every subview gets the widest subview's ideal width, in a row with the spacing each pair
-- prefers. The three buttons end up the same width as "Create account".
-- golden: --canvas 640x120
local EqualWidthHStack = Layout {
  name = "EqualWidthHStack",
  sizeThatFits = function(proposal, subviews)
    local widest, tallest = 0, 0
    for _, subview in ipairs(subviews) do
      local size = subview:sizeThatFits(ProposedViewSize.unspecified)
      widest, tallest = math.max(widest, size.width), math.max(tallest, size.height)
    end
    local gaps = 0
    for i = 1, #subviews - 1 do
      gaps = gaps + subviews[i].spacing:distance(subviews[i + 1].spacing, "horizontal")
    end
    return { width = widest * #subviews + gaps, height = tallest }
  end,
  placeSubviews = function(bounds, proposal, subviews)
    local widest = 0
    for _, subview in ipairs(subviews) do
      widest = math.max(widest, subview:sizeThatFits(ProposedViewSize.unspecified).width)
    end
    local x = bounds.minX
    for i, subview in ipairs(subviews) do
      subview:place { x = x + widest / 2, y = bounds.midY, anchor = "center", proposal = { width = widest, height = bounds.height } }
      if i < #subviews then
        x = x + widest + subview.spacing:distance(subviews[i + 1].spacing, "horizontal")
      end
    end
  end,
}

local function button(title)
  return Text(title):padding("horizontal", 8):frame { maxWidth = math.huge }:background(Color.blue):foregroundColor("white")
end

return EqualWidthHStack { button("Login"), button("Reset"), button("Create account") }
