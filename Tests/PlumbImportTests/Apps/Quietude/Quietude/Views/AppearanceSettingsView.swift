import SwiftUI

struct AppearanceSettingsView: View {
    @EnvironmentObject private var settings: SettingsStore

    var body: some View {
        Form {
            Section("Mode") {
                Picker("Appearance", selection: $settings.appearance) {
                    ForEach(AppearanceMode.allCases) { mode in
                        Text(mode.title).tag(mode)
                    }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
            }
            Section("Accent") {
                AccentSwatchRow(selection: $settings.accent)
            }
            Section {
                Slider(value: $settings.textScale, in: 0.8...1.4, step: 0.1) {
                    Text("Text size")
                } minimumValueLabel: {
                    Image(systemName: "textformat.size.smaller")
                } maximumValueLabel: {
                    Image(systemName: "textformat.size.larger")
                }
                Text("The quick brown fox naps in the afternoon sun.")
                    .font(.system(size: 17 * settings.textScale))
            } header: {
                Text("Text Size")
            } footer: {
                Text(settings.textScale.formatted(.percent.precision(.fractionLength(0))))
            }
            #if os(iOS)
                Section("App Icon") {
                    Label("The icon follows the accent colour", systemImage: "app.badge")
                        .foregroundStyle(.secondary)
                }
            #endif
        }
        .navigationTitle("Appearance")
    }
}

#Preview {
    NavigationStack {
        AppearanceSettingsView()
    }
    .environmentObject(SettingsStore.preview)
}
