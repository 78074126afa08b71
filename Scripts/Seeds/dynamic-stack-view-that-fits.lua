-- Sundell's "Switching between SwiftUI's HStack and VStack", the last DynamicStack: ViewThatFits tries the HStack first and falls back to the
-- VStack when the HStack's ideal width does not fit. In 320 points the three buttons (376 points
-- side by side) do not fit, so they stack (with --canvas 480x160 they sit in a row).
-- `plumb explain` shows what was tried.
-- golden: --canvas 320x200
-- golden-also: --canvas 480x160
local ActionButtonStyle = require("modules.action_button_style")

-- The article's content closure: ViewThatFits makes its two stacks from it.
local function content()
  return {
    Button("Login", function() end),
    Button("Reset password", function() end),
    Button("Create account", function() end),
  }
end

local function DynamicStack(content)
  return ViewThatFits {
    HStack(content()),
    VStack(content()),
  }
end

return DynamicStack(content):buttonStyle(ActionButtonStyle())
