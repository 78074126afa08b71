-- Seed 000 (John Sundell, "Switching between SwiftUI's HStack and VStack"): LoginActionsView.
-- Buttons are drawn as their labels with the ActionButtonStyle's modifiers (modules/action_button.lua).
-- golden: --canvas 480x320
local actionButton = require("modules.action_button")

return VStack {
  actionButton("Login"),
  actionButton("Reset password"),
  actionButton("Create account"),
}
