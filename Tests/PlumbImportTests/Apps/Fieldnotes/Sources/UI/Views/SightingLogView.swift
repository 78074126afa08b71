import SwiftUI

/// The sightings made in one calendar month.
private struct MonthGroup: Identifiable {
    let month: Date
    let sightings: [Sighting]

    var id: Date { month }
}

struct SightingLogView: View {
    @Binding var sightings: [Sighting]
    @State private var habitat: Habitat?

    private var filtered: [Sighting] {
        sightings
            .filter { habitat == nil || $0.habitat == habitat }
            .sorted(by: { $0.date > $1.date })
    }

    /// Newest month first.
    private var months: [MonthGroup] {
        let calendar = Calendar.current
        let groups = Dictionary(grouping: filtered) { sighting in
            calendar.date(from: calendar.dateComponents([.year, .month], from: sighting.date)) ?? sighting.date
        }
        return groups.keys.sorted(by: >).map { month in
            MonthGroup(month: month, sightings: groups[month] ?? [])
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HabitatFilterBar(selection: $habitat)
                }
                ForEach(months) { group in
                    Section(group.month.formatted(.dateTime.month(.wide).year())) {
                        ForEach(group.sightings) { sighting in
                            NavigationLink(value: sighting) {
                                SightingRow(sighting: sighting)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Field Log")
            .navigationDestination(for: Sighting.self) { sighting in
                SightingDetailView(sighting: sighting)
            }
            .overlay {
                if filtered.isEmpty {
                    ContentUnavailableView(
                        "No sightings",
                        systemImage: "binoculars",
                        description: Text("Nothing logged in this habitat yet.")
                    )
                }
            }
        }
    }
}

#Preview {
    SightingLogView(sightings: .constant(Sighting.samples))
}
