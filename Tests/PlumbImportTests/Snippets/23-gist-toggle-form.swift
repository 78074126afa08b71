// gist.github.com/ppeelen/ecc147a93cdabfb48c81a133112f4edb
// (declarations the source states in its text, added for the test)
let settingOneValue = false
Form {
    Section {
        Toggle(isOn: $settingOneValue, label: {
            VStack(alignment: .leading) {
                Text("Title")
                    .font(.title2)
                Text("Subtitle for the setting, explaining what it does")
            }
        })
    } header: {
        Text("Section 1")
    }
}
.formStyle(.grouped)
.frame(width: 800, height: 600)
