-- Sundell's "Switching between SwiftUI's HStack and VStack", "A case for size classes": DynamicStack reads horizontalSizeClass from the
-- environment: regular gives an HStack, compact (or none) a VStack, and either one keeps its
-- compact size (no GeometryReader filling the screen). Try `--size-class regular` and
-- `--size-class compact`; a view can also set it for its subtree with
-- `:environment("horizontalSizeClass", "regular")`.
-- golden: --canvas 640x200 --size-class regular
-- golden-also: --size-class compact
local ActionButtonStyle = require("modules.action_button_style")

local function DynamicStack(content)
  return EnvironmentReader(function(env)
    if env.horizontalSizeClass == "regular" then
      return HStack(content)
    else -- "compact" or nil
      return VStack(content)
    end
  end)
end

return DynamicStack {
  Button("Login", function() end),
  Button("Reset password", function() end),
  Button("Create account", function() end),
}
:buttonStyle(ActionButtonStyle())
