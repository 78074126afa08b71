import DesignKit
import SwiftUI

struct EnergyCard: View {
    let currentWatts: Double
    let budgetWatts: Double

    private var share: Double {
        budgetWatts > 0 ? currentWatts / budgetWatts : 0
    }

    private var dailyKilowattHours: Double {
        currentWatts * 24 / 1000
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.m) {
            SectionHeader("Energy", subtitle: "Right now") {
                StatusBadge(share > 0.8 ? "High" : "Normal", tone: share > 0.8 ? .warning : .positive)
            }
            HStack(alignment: .firstTextBaseline, spacing: Spacing.xs) {
                Text(currentWatts.formatted(.number.precision(.fractionLength(0))))
                    .font(.metricValue)
                Text("W")
                    .font(.headline)
                    .foregroundStyle(.secondary)
            }
            MeterBar(value: share, tint: share > 0.8 ? .brick : .moss)
            Text("About \(dailyKilowattHours.formatted(.number.precision(.fractionLength(1)))) kWh a day at this rate")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .card()
    }
}

#Preview {
    EnergyCard(currentWatts: 505.2, budgetWatts: 600)
        .padding()
        .background(Color.mist)
}
