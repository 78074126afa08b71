import SwiftUI

struct StatsColumnView: View {
    let observer: Observer
    let sightingCount: Int

    var body: some View {
        VStack(alignment: .valueColumn, spacing: 10) {
            statRow("Species seen", value: "\(observer.speciesSeen)")
            statRow("Checklists", value: "\(observer.checklists)")
            statRow("Hours in the field", value: observer.hoursInField.formatted(.number.precision(.fractionLength(1))))
            statRow("Logged here", value: "\(sightingCount)")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color.teal.opacity(0.08), in: RoundedRectangle(cornerRadius: 12))
    }

    private func statRow(_ label: String, value: String) -> some View {
        HStack(spacing: 12) {
            Text(label)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.body.monospacedDigit().weight(.semibold))
                .alignmentGuide(.valueColumn) { d in d[.leading] }
        }
    }
}

#Preview {
    StatsColumnView(observer: .example, sightingCount: 6)
        .padding()
}
