-- Sundell's "Switching between SwiftUI's HStack and VStack", "GeometryReader to the rescue?": DynamicStack reads the size it is offered and uses
-- an HStack when it is wider than tall, else a VStack. The reader takes all the space it is
-- offered and puts its content at its top-leading corner, so the buttons move to the top (the
-- article's downside). At 640×200 the stack is horizontal; at 320×400 it is vertical.
-- `plumb explain` says what the reader was built for and which stack it chose.
-- golden: --canvas 640x200
-- golden-also: --canvas 320x400
local ActionButtonStyle = require("modules.action_button_style")

local function DynamicStack(content)
  return GeometryReader(function(proxy)
    if proxy.size.width > proxy.size.height then
      return HStack(content)
    else
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
