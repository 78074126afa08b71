-- A flow (wrapping) layout written with the Layout protocol: subviews at their ideal sizes, left
-- to right, wrapping to a new line when the next one would pass the proposed width. Its size
-- is the widest line by the total height. Resize the terminal in `plumb watch` to see it reflow.
-- golden: --canvas 320x200
-- golden-also: --canvas 640x200
local Flow = require("modules.flow_layout")

local tags = {}
for _, word in ipairs { "SwiftUI", "layout", "Lua", "proposal", "alignment", "guides", "ViewThatFits", "spacing", "terminal" } do
  tags[#tags + 1] = Text(word):padding("horizontal", 8):background(Color.teal)
end

return Flow { spacing = 8 } (tags):padding(8):background(Color.gray)
