import SwiftUI

struct StationDetailView: View {
    let station: Station

    var body: some View {
        List {
            Section {
                if station.readings.isEmpty {
                    Text("No readings since the station went offline.")
                        .foregroundStyle(.secondary)
                } else {
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                        ForEach(station.readings) { reading in
                            GridRow {
                                Image(systemName: reading.metric.symbol)
                                    .foregroundStyle(.secondary)
                                Text(reading.metric.title)
                                Text(reading.valueText)
                                    .monospacedDigit()
                                    .gridColumnAlignment(.trailing)
                            }
                        }
                    }
                }
            } header: {
                Text("Latest readings")
            }
            Section("Location") {
                LabeledContent("Region", value: station.region)
                LabeledContent("Latitude", value: station.latitude.formatted(.number.precision(.fractionLength(3))))
                LabeledContent("Longitude", value: station.longitude.formatted(.number.precision(.fractionLength(3))))
            }
            Section("Status") {
                Label(station.status.rawValue.capitalized, systemImage: station.status.symbol)
                    .foregroundStyle(station.status.color)
            }
        }
        .navigationTitle(station.name)
    }
}

#Preview {
    NavigationStack {
        StationDetailView(station: .example)
    }
}
