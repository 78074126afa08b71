-- Seed 000, the last DynamicStack: ViewThatFits tries the HStack first and falls back to the
-- VStack when the HStack's ideal width does not fit. In 320 points the three buttons (376 points
-- side by side) do not fit, so they stack (with --canvas 480x160 they sit in a row).
-- `plumb explain` shows what was tried.
-- golden: --canvas 320x200
-- golden-also: --canvas 480x160
local actionButton = require("modules.action_button")

local function buttons()
  return { actionButton("Login"), actionButton("Reset password"), actionButton("Create account") }
end

return ViewThatFits {
  HStack(buttons()),
  VStack(buttons()),
}
