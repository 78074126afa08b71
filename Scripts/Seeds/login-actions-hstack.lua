-- Sundell's "Switching between SwiftUI's HStack and VStack": the DynamicStack in the regular size class lays the same buttons out in an HStack;
-- frame(maxWidth: .infinity) in ActionButtonStyle makes the three share the width equally.
-- golden: --canvas 640x128
local ActionButtonStyle = require("modules.action_button_style")

return HStack {
  Button("Login", function() end),
  Button("Reset password", function() end),
  Button("Create account", function() end),
}
:buttonStyle(ActionButtonStyle())
