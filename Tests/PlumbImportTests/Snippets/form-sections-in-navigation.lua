-- The Plumb script of form-sections-in-navigation.swift.txt, written by hand.
local notificationsOn = true
local volume = 4
return NavigationView {
  Form {
    Section {
      Toggle("Notifications", { isOn = notificationsOn }),
      Stepper { value = volume, range = { 0, 10 }, label = Text("Volume: " .. volume) },
      header = Text("Sound"),
      footer = Text("Changes apply on every device."),
    },
    Section {
      Text("Version 2"),
      Text("Build 7"),
      header = Text("About"),
    },
  }:navigationTitle("Settings"),
}
