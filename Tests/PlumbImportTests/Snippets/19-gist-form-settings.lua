local switchSetting = true
local stepperValue = 11
return NavigationView {
  Form {
    Section {
      Toggle("On or off: you choose", { isOn = switchSetting }),
      Stepper { value = stepperValue, range = { 0, 11 }, label = Text("Awesomeness: " .. stepperValue) },
      header = Text("First Section"),
      footer = Text("This section contains some useful settings."),
    },
    Section {
      Text("Hello, world!"),
      Text("Hello, world!"),
      header = Text("Second Section"),
    },
  }:navigationTitle("SwiftUI Config Demo"),
}
