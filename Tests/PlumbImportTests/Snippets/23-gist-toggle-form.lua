local settingOneValue = false
return Form {
  Section {
    Toggle { isOn = settingOneValue, label =
      VStack { alignment = "leading",
        Text("Title")
          :font("title2"),
        Text("Subtitle for the setting, explaining what it does"),
      },
    },
    header = Text("Section 1"),
  },
}
:formStyle("grouped")
:frame { width = 800, height = 600 }
