// gist.github.com/timsneath/3807696d2b27579232377078f00bf102 (DatePicker row dropped: not a layout control)
// (declarations the source states in its text, added for the test)
let switchSetting = true
let stepperValue = 11
NavigationView {
    Form {
        Section {
            Toggle("On or off: you choose", isOn: $switchSetting)
            Stepper(value: $stepperValue, in: 0...11)
            { Text("Awesomeness: \(stepperValue)")}
        }
        header: {
            Text("First Section")
        }
        footer: {
            Text("This section contains some useful settings.")
        }
        Section {
            Text("Hello, world!")
            Text("Hello, world!")
        }
        header: {
            Text("Second Section")
        }
    }
    .navigationTitle("SwiftUI Config Demo")
}
