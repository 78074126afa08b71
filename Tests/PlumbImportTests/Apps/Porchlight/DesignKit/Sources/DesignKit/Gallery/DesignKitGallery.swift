import SwiftUI

/// Every style and component of the kit on one screen.
public struct DesignKitGallery: View {
    @State private var remindersOn = true
    @State private var nightModeOn = false

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xl) {
                SectionHeader("Buttons")
                HStack(spacing: Spacing.s) {
                    Button("Primary") {}
                        .buttonStyle(.pill)
                    Button("Confirm") {}
                        .buttonStyle(.filledPill(.moss))
                    Button("Delete") {}
                        .buttonStyle(.filledPill(.brick))
                }
                SectionHeader("Labels")
                HStack(spacing: Spacing.l) {
                    Label("Lights", systemImage: "lightbulb")
                    Label("Heating", systemImage: "heater.vertical")
                    Label("Locks", systemImage: "lock")
                }
                .labelStyle(.tile)
                SectionHeader("Toggles")
                VStack(alignment: .leading, spacing: Spacing.s) {
                    Toggle("Reminders", isOn: $remindersOn)
                    Toggle("Night mode", isOn: $nightModeOn)
                }
                .toggleStyle(.tickBox)
                SectionHeader("Card")
                VStack(alignment: .leading, spacing: Spacing.s) {
                    Text("Usage").overline()
                    Text("412 W")
                        .font(.metricValue)
                    MeterBar(value: 0.6)
                }
                .card()
                SectionHeader("Badges")
                HStack {
                    StatusBadge("On", tone: .positive)
                    StatusBadge("Idle")
                    StatusBadge("Fault", tone: .warning)
                }
                EmptyStateView(
                    symbol: "square.dashed", title: "Empty", message: "What a list shows with nothing in it.")
            }
            .padding()
        }
        .background(Color.mist)
    }
}

#Preview {
    DesignKitGallery()
}
