import SwiftUI

struct NotificationSettingsView: View {
    @EnvironmentObject private var settings: SettingsStore
    @Environment(\.settingsTint) private var tint

    var body: some View {
        Form {
            Section {
                Toggle("Allow Notifications", isOn: $settings.notificationsEnabled)
            } footer: {
                Text("Quiet Hours still silence alerts while notifications are allowed.")
            }
            Section("Delivery") {
                Picker("Sound", selection: $settings.alertSound) {
                    ForEach(AlertSound.allCases) { sound in
                        Text(sound.rawValue).tag(sound)
                    }
                }
                Picker("Summary", selection: $settings.digest) {
                    ForEach(DigestFrequency.allCases) { frequency in
                        Text(frequency.title).tag(frequency)
                    }
                }
                .pickerStyle(.menu)
                Stepper(value: $settings.badgeLimit, in: 1...99) {
                    LabeledContent("Badge Limit", value: "\(settings.badgeLimit)")
                }
                Toggle("Show Previews", isOn: $settings.showPreviews)
            }
            .disabled(!settings.notificationsEnabled)
        }
        .tint(tint)
        .navigationTitle("Notifications")
    }
}

#Preview {
    NavigationStack {
        NotificationSettingsView()
    }
    .environmentObject(SettingsStore.preview)
}
