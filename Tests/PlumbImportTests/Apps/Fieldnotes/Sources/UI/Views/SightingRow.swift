import SwiftUI

struct SightingRow: View {
    let sighting: Sighting

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: sighting.habitat.symbol)
                .foregroundStyle(sighting.habitat.tint)
                .frame(width: 32, height: 32)
                .background(sighting.habitat.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Text(sighting.species)
                        .font(.headline)
                    if sighting.isLifer {
                        Text("LIFER")
                            .font(.caption2.bold())
                            .padding(.horizontal, 5)
                            .padding(.vertical, 1)
                            .background(Color.yellow, in: Capsule())
                    }
                }
                Text(sighting.place)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("×\(sighting.count)")
                .font(.callout.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    List(Sighting.samples) { sighting in
        SightingRow(sighting: sighting)
    }
}
