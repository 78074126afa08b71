-- The ActionButtonStyle of Sundell's "Switching between SwiftUI's HStack and VStack", as the article writes it:
--
--   struct ActionButtonStyle: ButtonStyle {
--       func makeBody(configuration: Configuration) -> some View {
--           configuration.label
--               .fixedSize()
--               .frame(maxWidth: .infinity)
--               .padding()
--               .foregroundColor(.white)
--               .background(Color.blue)
--               .cornerRadius(10)
--       }
--   }
--
-- Calling ActionButtonStyle() makes the style, as `ActionButtonStyle()` does in Swift.
return function()
  return ButtonStyle {
    makeBody = function(configuration)
      return configuration.label
        :fixedSize()
        :frame { maxWidth = math.huge }
        :padding()
        :foregroundColor("white")
        :background(Color.blue)
      -- :cornerRadius(10) changes only drawing: it waits for the drawing modifiers.
    end,
  }
end
