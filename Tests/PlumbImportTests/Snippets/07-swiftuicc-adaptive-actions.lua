local function actionButtons()
  return {
    Button("Accept Invitation", function() end)
      :buttonStyle("borderedProminent"),
    Button("Maybe Later", function() end)
      :buttonStyle("bordered"),
  }
end
return ViewThatFits { axes = "horizontal",
  HStack { spacing = 12, actionButtons() },
  VStack { spacing = 12, actionButtons() },
}:padding()
