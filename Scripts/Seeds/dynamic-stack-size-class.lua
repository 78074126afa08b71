-- Seed 000, "A case for size classes": DynamicStack reads horizontalSizeClass from the
-- environment: regular gives an HStack, compact (or none) a VStack, and either one keeps its
-- compact size (no GeometryReader filling the screen). Try `--size-class regular` and
-- `--size-class compact`; a view can also set it for its subtree with
-- `:environment("horizontalSizeClass", "regular")`.
-- golden: --canvas 640x200 --size-class regular
-- golden-also: --size-class compact
local actionButton = require("modules.action_button")

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
  actionButton("Login"), actionButton("Reset password"), actionButton("Create account"),
}
