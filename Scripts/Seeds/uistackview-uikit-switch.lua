-- The fix of "How to dynamically change UIStackView axis", as the article writes it in layoutSubviews: measure the label and the button
-- (sizeThatFits), compare the sum with the bounds, and switch the stack to vertical with
-- .leading alignment when they do not fit (horizontal with .firstBaseline otherwise). Here the
-- bounds are the GeometryReader's width; `measure` is sizeThatFits.
-- golden: --canvas 320x64
-- With `--dynamic-type accessibility1` (the third golden) the larger text no longer fits at 320
-- points, so the stack switches to vertical there too.
-- golden-also: --canvas 176x64
-- golden-also: --canvas 320x128 --dynamic-type accessibility1
local spacing = 16

return GeometryReader(function(proxy)
  local label = UILabel { text = "Lorem ipsum dolor" }
  local button = UIButton { title = "Action" }
  local needed = measure(label).width + spacing + measure(button).width
  if needed > proxy.size.width then
    return UIStackView { axis = "vertical", alignment = "leading", spacing = spacing, label, button }
  end
  return UIStackView { axis = "horizontal", distribution = "equalSpacing", alignment = "firstBaseline", spacing = spacing, label, button }
end)
