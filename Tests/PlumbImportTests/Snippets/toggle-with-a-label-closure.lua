-- The Plumb script of toggle-with-a-label-closure.swift.txt, written by hand.
local syncOn = false
return Form {
  Section {
    Toggle { isOn = syncOn, label =
      VStack { alignment = "leading",
        Text("Sync")
          :font("title2"),
        Text("Keep notes the same on every device you sign in to"),
      },
    },
    header = Text("Account"),
  },
}
:formStyle("grouped")
:frame { width = 700, height = 500 }
