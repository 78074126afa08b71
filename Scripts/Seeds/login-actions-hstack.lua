-- Seed 000: the DynamicStack in the regular size class lays the same buttons out in an HStack;
-- frame(maxWidth: .infinity) makes the three share the width equally.
-- golden: --canvas 640x128
local actionButton = require("modules.action_button")

return HStack {
  actionButton("Login"),
  actionButton("Reset password"),
  actionButton("Create account"),
}
