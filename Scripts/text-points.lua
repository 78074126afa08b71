-- Text measured in points, as iOS measures the system font: the declaration below chooses it
-- (`--text cells` on the command line draws the same script in monospaced cells).
-- plumb: text=points --canvas 320x320
-- golden-also: --text cells
return VStack {
    alignment = "leading", spacing = 8,
    Text("Reading list"):font("title"),
    Text("Plumb measures this paragraph in points as iOS measures the system font, and wraps it at words."),
    HStack {
        alignment = "firstTextBaseline",
        Text("42"):font("largeTitle"),
        Text("articles saved"):font("headline"),
    },
    Toggle("Download over Wi-Fi", { isOn = true }),
    Button("Add to list"):buttonStyle("borderedProminent"),
}:padding()
