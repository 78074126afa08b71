-- The story of "How to dynamically change UIStackView axis" at three text sizes, in one script:
--   plumb run --variants dynamic-type=large,xxxLarge,accessibility3 Scripts/Seeds/uistackview-dynamic-type.lua
-- At the default size (large) the label and the button fit side by side. At xxxLarge the text is
-- larger (23 points, two cells a letter) and the row no longer fits: UIKit compresses the button,
-- the later view ("Ａ…"). At accessibility sizes the stack switches to a vertical, leading-aligned
-- column, as the article's fix does (and as AStack, in "Lazy stacks secrets", does by the size category).
-- The canvas is 160 points high so that the accessibility column (144 points) is seen whole.
-- plumb: --canvas 320x160
-- golden: --canvas 320x160
-- golden-also: --canvas 320x160 --dynamic-type xxxLarge
-- golden-also: --canvas 320x160 --dynamic-type accessibility3
return EnvironmentReader(function(env)
  local label = UILabel { text = "Lorem ipsum dolor" }
  local button = UIButton { title = "Action" }
  if env.isAccessibilitySize then
    return UIStackView { axis = "vertical", alignment = "leading", spacing = 16, label, button }
  end
  return UIStackView { axis = "horizontal", distribution = "equalSpacing", alignment = "firstBaseline",
    spacing = 16, label, button }
end)
