import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var settings: SettingsStore
    @Binding var compactRows: Bool

    var body: some View {
        Form {
            Section {
                NavigationLink {
                    AccountEditView()
                } label: {
                    ProfileSummaryRow(name: settings.displayName, email: settings.email)
                }
            }
            Section("Alerts") {
                NavigationLink {
                    NotificationSettingsView()
                } label: {
                    SettingsRowLabel(
                        title: "Notifications",
                        symbol: "bell.badge.fill",
                        tint: .red,
                        detail: settings.notificationsEnabled ? settings.digest.title : "Off"
                    )
                }
                NavigationLink {
                    QuietHoursView()
                } label: {
                    SettingsRowLabel(
                        title: "Quiet Hours",
                        symbol: "moon.fill",
                        tint: .indigo,
                        detail: settings.quietHoursEnabled ? "On" : "Off"
                    )
                }
            }
            Section("Display") {
                NavigationLink {
                    AppearanceSettingsView()
                } label: {
                    SettingsRowLabel(
                        title: "Appearance",
                        symbol: "paintbrush.fill",
                        tint: .blue,
                        detail: settings.appearance.title
                    )
                }
                Toggle(isOn: $compactRows) {
                    SettingsRowLabel(title: "Compact Rows", symbol: "rectangle.compress.vertical", tint: .gray)
                }
            }
            Section {
                NavigationLink {
                    AboutView()
                } label: {
                    SettingsRowLabel(title: "About", symbol: "info.circle.fill", tint: .green)
                }
            }
        }
        .navigationTitle("Settings")
    }
}

#Preview {
    NavigationStack {
        SettingsView(compactRows: .constant(false))
    }
    .environmentObject(SettingsStore.preview)
}
