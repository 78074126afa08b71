import SwiftUI

// The log's first row, before habitats had icons. Excluded from the target (see
// Package.swift): it declares SightingRow, as Views/SightingRow.swift does.
struct SightingRow: View {
    let sighting: Sighting

    var body: some View {
        VStack(alignment: .leading) {
            Text(sighting.species)
                .font(.headline)
            Text(sighting.date, style: .date)
                .font(.caption)
            Text("Count: \(sighting.count)")
                .font(.caption)
        }
        .padding(.vertical, 2)
    }
}
