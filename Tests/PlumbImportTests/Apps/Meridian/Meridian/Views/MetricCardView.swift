import SwiftUI

struct MetricCardView: View {
    let reading: Reading

    private var trendSymbol: String {
        if reading.change > 0 {
            return "arrow.up.right"
        } else if reading.change < 0 {
            return "arrow.down.right"
        }
        return "arrow.right"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(reading.metric.title, systemImage: reading.metric.symbol)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(reading.valueText)
                .font(.title.weight(.semibold))
                .monospacedDigit()
            SparklineView(values: reading.history)
            HStack(spacing: 4) {
                Image(systemName: trendSymbol)
                Text(reading.changeText)
                Text("today")
                    .foregroundStyle(.secondary)
            }
            .font(.caption)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

#Preview {
    MetricCardView(reading: Station.example.readings[0])
        .frame(width: 180)
        .padding()
        .background(Color(.systemGroupedBackground))
}
