import SwiftUI

struct StreakBadge: View {
    let days: Int

    private var tint: Color {
        days > 0 ? .orange : .secondary
    }

    var body: some View {
        HStack(spacing: 3) {
            Image(systemName: "flame.fill")
            Text(days == 1 ? "1 day" : "\(days) days")
        }
        .font(.caption.weight(.semibold))
        .padding(.horizontal, 8)
        .padding(.vertical, 3)
        .foregroundStyle(tint)
        .background(tint.opacity(0.15), in: Capsule())
    }
}

struct StreakBadge_Previews: PreviewProvider {
    static var previews: some View {
        HStack {
            StreakBadge(days: 0)
            StreakBadge(days: 1)
            StreakBadge(days: 12)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
