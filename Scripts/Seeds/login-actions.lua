-- John Sundell, "Switching between SwiftUI's HStack and VStack" (swiftbysundell.com): LoginActionsView as
-- the article writes it. `.buttonStyle` on the VStack styles the three Buttons inside with
-- ActionButtonStyle (modules/action_button_style.lua): each label, fixed-size, in a frame as wide
-- as the stack, padded, white on blue.
-- golden: --canvas 480x320
local ActionButtonStyle = require("modules.action_button_style")

local function LoginActionsView()
  return VStack {
    Button("Login", function() end),
    Button("Reset password", function() end),
    Button("Create account", function() end),
  }
  :buttonStyle(ActionButtonStyle())
end

return LoginActionsView()
