import SwiftUI

struct GaugeCardView: View {
    let title: String
    let value: Double
    let range: ClosedRange<Double>
    let symbol: String

    private var fraction: Double {
        (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: value, in: range) {
                Image(systemName: symbol)
            } currentValueLabel: {
                Text(value.formatted(.number.precision(.fractionLength(0))))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(fraction < 0.2 ? Color.red : Color.green)
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.headline)
                Text(fraction < 0.2 ? "Replace soon" : "Healthy")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(
            Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

#Preview {
    VStack {
        GaugeCardView(title: "Battery", value: 81, range: 0...100, symbol: "battery.75percent")
        GaugeCardView(title: "Battery", value: 17, range: 0...100, symbol: "battery.25percent")
    }
    .padding()
}
