import SwiftUI

struct ObserverProfileView: View {
    let observer: Observer
    let sightings: [Sighting]

    private var recent: [Sighting] {
        Array(sightings.sorted(by: { $0.date > $1.date }).prefix(3))
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ProfileHeaderView(observer: observer)
                    StatsColumnView(observer: observer, sightingCount: sightings.count)
                    BadgeShelfView(badges: observer.badges)
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Recent")
                            .font(.headline)
                        ForEach(recent) { sighting in
                            NavigationLink(value: sighting) {
                                SightingRow(sighting: sighting)
                            }
                            .buttonStyle(.plain)
                            Divider()
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Profile")
            .navigationDestination(for: Sighting.self) { sighting in
                SightingDetailView(sighting: sighting)
            }
        }
    }
}

#Preview {
    ObserverProfileView(observer: .example, sightings: Sighting.samples)
}
