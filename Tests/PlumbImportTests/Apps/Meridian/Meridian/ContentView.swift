import SwiftUI

struct ContentView: View {
    @State private var stations = Station.samples

    var body: some View {
        TabView {
            DashboardView(stations: stations)
                .tabItem {
                    Label("Dashboard", systemImage: "square.grid.2x2")
                }
            StationListView(stations: stations)
                .tabItem {
                    Label("Stations", systemImage: "antenna.radiowaves.left.and.right")
                }
            ServiceStatusView()
                .tabItem {
                    Label("Service", systemImage: "network")
                }
        }
    }
}

#Preview {
    ContentView()
}
