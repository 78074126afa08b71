import SwiftUI

struct SummaryHeaderView: View {
    let stations: [Station]

    private var onlineCount: Int {
        stations.filter { $0.status == .online }.count
    }

    private var averageTemperature: Double? {
        let temperatures = stations.compactMap { $0.reading(.temperature)?.value }
        guard !temperatures.isEmpty else { return nil }
        return temperatures.reduce(0, +) / Double(temperatures.count)
    }

    private var totalRain: Double {
        stations.compactMap { $0.reading(.rainfall)?.value }.reduce(0, +)
    }

    var body: some View {
        EqualWidthRow(spacing: 10) {
            SummaryPill(title: "Online", value: "\(onlineCount)/\(stations.count)", tint: .green)
            SummaryPill(
                title: "Avg temp",
                value: averageTemperature.map { String(format: "%.1f°", $0) } ?? "–",
                tint: .orange
            )
            SummaryPill(title: "Rain", value: String(format: "%.1f mm", totalRain), tint: .blue)
        }
    }
}

struct SummaryPill: View {
    let title: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(spacing: 4) {
            Text(value)
                .font(.title3.bold())
                .monospacedDigit()
            Text(title.uppercased())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity)
        .background(tint.opacity(0.15), in: Capsule())
    }
}

#Preview {
    SummaryHeaderView(stations: Station.samples)
        .padding()
}
