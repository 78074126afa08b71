-- Sundell's "Switching between SwiftUI's HStack and VStack", "Using the Layout protocol": the stacks as layout values, wrapped in AnyLayout and
-- applied to the content by calling them, as `currentLayout(content)` does in the article. As
-- there, regular (or no) size class gives the horizontal layout and compact the vertical one.
-- golden: --canvas 640x200
-- golden-also: --size-class compact
local ActionButtonStyle = require("modules.action_button_style")

local function DynamicStack(content)
  return EnvironmentReader(function(env)
    local horizontalLayout = AnyLayout(HStackLayout {})
    local verticalLayout = AnyLayout(VStackLayout {})
    local currentLayout = env.horizontalSizeClass == "compact" and verticalLayout or horizontalLayout
    return currentLayout(content)
  end)
end

return DynamicStack {
  Button("Login", function() end),
  Button("Reset password", function() end),
  Button("Create account", function() end),
}
:buttonStyle(ActionButtonStyle())
