import SwiftUI

struct DashboardView: View {
    let stations: [Station]
    @State private var selectedID: Station.ID?

    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    private var selected: Station? {
        stations.first { $0.id == selectedID } ?? stations.first
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    SummaryHeaderView(stations: stations)
                    if let station = selected {
                        HStack {
                            Text(station.name)
                                .font(.title2.bold())
                            Spacer()
                            Picker("Station", selection: $selectedID) {
                                ForEach(stations) { station in
                                    Text(station.name).tag(Optional(station.id))
                                }
                            }
                            .pickerStyle(.menu)
                        }
                        LazyVGrid(columns: columns, spacing: 12) {
                            ForEach(station.readings) { reading in
                                MetricCardView(reading: reading)
                            }
                        }
                        if let battery = station.reading(.battery) {
                            GaugeCardView(
                                title: "Battery", value: battery.value, range: 0...100, symbol: "battery.75percent")
                        }
                    }
                    Text("Stations")
                        .font(.headline)
                    StatusTagCloud(stations: stations)
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Meridian")
            .toolbar {
                NavigationLink {
                    StationMapScreen(stations: stations)
                } label: {
                    Image(systemName: "map")
                }
            }
            .onAppear {
                if selectedID == nil {
                    selectedID = stations.first?.id
                }
            }
        }
    }
}

#Preview {
    DashboardView(stations: Station.samples)
}
