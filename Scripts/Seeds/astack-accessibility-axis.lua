-- The opening of "Lazy stacks secrets" (Five Stars blog): AStack, "a micro-library that switches any SwiftUI stack axis when the
-- environment content size category is among the accessibility ones". At the default size the
-- label and the button sit in a row; from accessibility1 on (the second golden, at
-- accessibility3) they stack, and the text is drawn larger.
-- golden: --canvas 480x160
-- golden-also: --canvas 480x160 --dynamic-type accessibility3
local function AStack(content)
  return EnvironmentReader(function(env)
    if env.isAccessibilitySize then
      return VStack { alignment = "leading", spacing = 8, content }
    end
    return HStack { alignment = "firstTextBaseline", spacing = 16, content }
  end)
end

return AStack { Text("Placeholder"), Text("Action"):foregroundColor("blue") }
