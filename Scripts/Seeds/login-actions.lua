-- Seed 000 (John Sundell, "Switching between SwiftUI's HStack and VStack"): LoginActionsView.
-- Buttons are drawn as their labels with the ActionButtonStyle modifiers:
--   label.fixedSize().frame(maxWidth: .infinity).padding().foregroundColor(.white).background(Color.blue)
-- (cornerRadius only changes drawing, so it is left out.)
-- golden: --canvas 480x320
local function actionButton(title)
  return Text(title)
    :fixedSize()
    :frame { maxWidth = math.huge }
    :padding()
    :foregroundColor("white")
    :background(Color.blue)
end

return VStack {
  actionButton("Login"),
  actionButton("Reset password"),
  actionButton("Create account"),
}
