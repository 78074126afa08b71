-- A settings screen: a NavigationStack with a large title (a 96-point bar) over a Form, whose
-- Sections are inset cards of rows at least 44 high, with upper-cased headers and a footer. A
-- Toggle row takes the row's width (its switch at the trailing edge), a Picker in a Form is a
-- labeled row, a NavigationLink a row with a chevron. Try --scroll 200 to scroll the Form.
-- golden: --canvas 390x720
return NavigationStack {
  Form {
    Section { header = "Connectivity",
      Toggle("Airplane Mode", { isOn = false }),
      Toggle("Wi-Fi", { isOn = true }),
      NavigationLink("Bluetooth", { destination = Text("Bluetooth") }),
    },
    Section { header = "Display", footer = "Text size follows Dynamic Type.",
      Picker("Appearance", { selection = "automatic",
        Text("Light"):tag("light"),
        Text("Dark"):tag("dark"),
        Text("Automatic"):tag("automatic"),
      }),
      Stepper("Columns: 2", { value = 2, range = { 1, 4 } }),
      Slider { value = 0.6 },
    },
    Section {
      Button("Sign Out", { role = "destructive" }, function() end),
    },
  }
  :navigationTitle("Settings"),
}
