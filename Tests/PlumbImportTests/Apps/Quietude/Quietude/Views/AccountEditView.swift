import SwiftUI

struct AccountEditView: View {
    @EnvironmentObject private var settings: SettingsStore

    var body: some View {
        Form {
            Section("Name") {
                TextField("Display name", text: $settings.displayName)
            }
            Section("Email") {
                TextField("Email", text: $settings.email)
                    #if os(iOS)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    #endif
            }
        }
        .navigationTitle("Account")
    }
}

#Preview {
    NavigationStack {
        AccountEditView()
    }
    .environmentObject(SettingsStore.preview)
}
