import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var settings: SettingsStore
    @AppStorage("compactRows") private var compactRows = false

    var body: some View {
        NavigationStack {
            SettingsView(compactRows: $compactRows)
        }
        .rowDensity(compactRows ? .compact : .regular)
        .settingsTint(settings.accent.color)
        .preferredColorScheme(settings.appearance.colorScheme)
    }
}

#Preview {
    ContentView()
        .environmentObject(SettingsStore.preview)
}
