import SwiftUI

struct BadgeShelfView: View {
    let badges: [Badge]

    private var earnedCount: Int {
        badges.filter(\.earned).count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Badges")
                    .font(.headline)
                Spacer()
                Text("\(earnedCount) of \(badges.count)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 14) {
                    ForEach(badges) { badge in
                        VStack(spacing: 6) {
                            Image(systemName: badge.symbol)
                                .font(.title2)
                                .frame(width: 56, height: 56)
                                .background(
                                    Circle().fill(badge.earned ? Color.yellow.opacity(0.3) : Color.gray.opacity(0.15))
                                )
                                .foregroundStyle(badge.earned ? Color.orange : Color.gray)
                            Text(badge.title)
                                .font(.caption2)
                                .multilineTextAlignment(.center)
                                .frame(width: 72)
                        }
                        .opacity(badge.earned ? 1 : 0.6)
                    }
                }
            }
        }
    }
}

#Preview {
    BadgeShelfView(badges: Badge.starterSet)
        .padding()
}
