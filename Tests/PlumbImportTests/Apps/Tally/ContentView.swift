import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            NavigationStack {
                HabitListView()
            }
            .tabItem {
                Label("Today", systemImage: "checkmark.circle")
            }
            NavigationStack {
                StatsView()
            }
            .tabItem {
                Label("Stats", systemImage: "chart.bar")
            }
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(HabitStore.preview)
}
