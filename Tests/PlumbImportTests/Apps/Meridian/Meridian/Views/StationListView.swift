import SwiftUI

struct StationListView: View {
    let stations: [Station]
    @State private var sortByName = true

    private var sortedStations: [Station] {
        if sortByName {
            return stations.sorted(by: { $0.name < $1.name })
        }
        return stations.sorted(by: { $0.status.rank < $1.status.rank })
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(sortedStations) { station in
                        NavigationLink(value: station) {
                            HStack(spacing: 12) {
                                Image(systemName: station.status.symbol)
                                    .foregroundStyle(station.status.color)
                                VStack(alignment: .leading) {
                                    Text(station.name)
                                        .font(.headline)
                                    Text(station.region)
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                                if let temperature = station.reading(.temperature) {
                                    Text(temperature.valueText)
                                        .monospacedDigit()
                                }
                            }
                        }
                    }
                } header: {
                    Picker("Sort", selection: $sortByName) {
                        Text("Name").tag(true)
                        Text("Status").tag(false)
                    }
                    .pickerStyle(.segmented)
                    .textCase(nil)
                }
            }
            .navigationTitle("Stations")
            .navigationDestination(for: Station.self) { station in
                StationDetailView(station: station)
            }
        }
    }
}

#Preview {
    StationListView(stations: Station.samples)
}
