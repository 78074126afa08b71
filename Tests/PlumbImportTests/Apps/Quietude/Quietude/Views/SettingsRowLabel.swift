import SwiftUI

struct SettingsRowLabel: View {
    @Environment(\.rowDensity) private var density
    let title: String
    let symbol: String
    let tint: Color
    var detail: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: density.iconSize * 0.55, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: density.iconSize, height: density.iconSize)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title)
            if let detail {
                Spacer()
                Text(detail)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, density.verticalPadding)
    }
}

#Preview {
    List {
        SettingsRowLabel(title: "Notifications", symbol: "bell.badge.fill", tint: .red, detail: "Once a day")
        SettingsRowLabel(title: "About", symbol: "info.circle.fill", tint: .green)
            .rowDensity(.compact)
    }
}
