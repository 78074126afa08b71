-- The Plumb script of view-that-fits-buttons.swift.txt, written by hand.
local function buttons()
  return {
    Button("Save and continue", function() end)
      :buttonStyle("borderedProminent"),
    Button("Not now", function() end)
      :buttonStyle("bordered"),
  }
end
return ViewThatFits { axes = "horizontal",
  HStack { spacing = 10, buttons() },
  VStack { spacing = 10, buttons() },
}:padding()
