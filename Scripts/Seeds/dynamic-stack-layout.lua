-- The DynamicStack of Sundell's "Switching between SwiftUI's HStack and VStack" written with the Layout protocol: a custom layout that lays its
-- subviews out in a row when their ideal widths (plus spacing) fit the offered width, else in a
-- column, each stretched to the widest. Like ViewThatFits, it decides from the proposal, not
-- from the size class. At 640 points the row fits (376 points); at 320 it stacks.
-- golden: --canvas 640x200
-- golden-also: --canvas 320x200
local ActionButtonStyle = require("modules.action_button_style")
local DynamicStackLayout = require("modules.dynamic_stack_layout")

return DynamicStackLayout { spacing = 8 } {
  Button("Login", function() end),
  Button("Reset password", function() end),
  Button("Create account", function() end),
}
:buttonStyle(ActionButtonStyle())
