import SwiftUI

struct SightingDetailView: View {
    let sighting: Sighting

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(sighting.species)
                        .font(.largeTitle.bold())
                    Text(sighting.latinName)
                        .font(.title3)
                        .italic()
                        .foregroundStyle(.secondary)
                }
                Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 16, verticalSpacing: 10) {
                    GridRow {
                        Text("Count")
                            .foregroundStyle(.secondary)
                        Text("\(sighting.count)")
                    }
                    GridRow {
                        Text("Date")
                            .foregroundStyle(.secondary)
                        Text(sighting.date.formatted(date: .long, time: .omitted))
                    }
                    GridRow {
                        Text("Place")
                            .foregroundStyle(.secondary)
                        Text(sighting.place)
                    }
                    GridRow {
                        Text("Habitat")
                            .foregroundStyle(.secondary)
                        Label(sighting.habitat.title, systemImage: sighting.habitat.symbol)
                            .foregroundStyle(sighting.habitat.tint)
                    }
                }
                if !sighting.notes.isEmpty {
                    Divider()
                    Text(sighting.notes)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(sighting.species)
    }
}

#Preview {
    NavigationStack {
        SightingDetailView(sighting: .sample)
    }
}
