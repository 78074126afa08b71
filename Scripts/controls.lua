-- SwiftUI's controls with iOS's default metrics (README, "Controls"). Each is built from stacks,
-- frames, padding, shapes and text, so the diagram shows what it is: a button's rounded
-- rectangle, a switch's track and knob, a bar, a field's outline. `plumb explain` says what each
-- control's body was made from (its style, its control size).
-- golden: --canvas 390x760
return VStack { alignment = "leading", spacing = 16,
  HStack {
    Button("Borderless", function() end),
    Button("Bordered", function() end):buttonStyle("bordered"),
    Button("Prominent", function() end):buttonStyle("borderedProminent"),
  },
  Button("Large", function() end):buttonStyle("borderedProminent"):controlSize("large"),
  Toggle("Wi-Fi", { isOn = true }),
  Toggle("Bluetooth", { isOn = false }),
  HStack { spacing = 16, ProgressView(), ProgressView { value = 0.4 } },
  TextField("Name", { text = "" }):textFieldStyle("roundedBorder"),
  SecureField("Password", { text = "secret" }):textFieldStyle("roundedBorder"),
  Slider { value = 0.3, minimumValueLabel = Text("0"), maximumValueLabel = Text("10") },
  Stepper("Quantity: 3", { value = 3, range = { 1, 10 } }),
  Picker("Flavor", { selection = "vanilla",
    Text("Chocolate"):tag("chocolate"),
    Text("Vanilla"):tag("vanilla"),
  }),
  HStack { spacing = 16,
    Label("Favourites", { systemImage = "star.fill" }),
    Link("Plumb", { destination = "https://example.com/plumb" }),
  },
  GroupBox("Account", { Text("Signed in as Ada") }),
}
:padding()
