import SwiftUI

struct StatusTagCloud: View {
    let stations: [Station]

    var body: some View {
        FlowLayout(spacing: 8, lineSpacing: 8) {
            ForEach(stations.sorted(by: { $0.name < $1.name })) { station in
                HStack(spacing: 6) {
                    Circle()
                        .fill(station.status.color)
                        .frame(width: 8, height: 8)
                    Text(station.name)
                        .font(.callout)
                }
                .padding(.horizontal, 10)
                .padding(.vertical, 6)
                .background(.thinMaterial, in: Capsule())
            }
        }
    }
}

#Preview {
    StatusTagCloud(stations: Station.samples)
        .frame(width: 260)
        .padding()
}
