-- "How to dynamically change UIStackView axis" in UIKit's own terms: a UILabel and a UIButton in a UIStackView with spacing 16,
-- distribution .equalSpacing and alignment .firstBaseline, solved by Auto Layout's rules (a
-- Cassowary solver). At 320 points both fit side by side, with the extra space between them.
-- At 176 points (the golden's second picture) they no longer fit: both keep UIKit's default
-- compression resistance (750), so arrangement order decides and the button, the later view,
-- is compressed ("Act…"), as in the article's screenshot.
-- golden: --canvas 320x64
-- With `--dynamic-type accessibility1` (the third golden) body text is 28 points, drawn two cells
-- a letter: the label alone nearly fills the row and the button is squeezed to "A…".
-- golden-also: --canvas 176x64
-- golden-also: --canvas 320x128 --dynamic-type accessibility1
return UIStackView {
  axis = "horizontal", distribution = "equalSpacing", alignment = "firstBaseline", spacing = 16,
  UILabel { text = "Lorem ipsum dolor" },
  UIButton { title = "Action" },
}
