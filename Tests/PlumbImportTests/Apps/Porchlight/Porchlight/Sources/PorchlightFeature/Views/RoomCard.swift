import DesignKit
import SwiftUI

struct RoomCard: View {
    let room: Room

    private var statusText: String {
        switch room.activeCount {
        case 0: return "All off"
        case room.devices.count: return "All on"
        default: return "\(room.activeCount) on"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            HStack {
                Image(systemName: room.symbol)
                    .font(.title2)
                    .foregroundStyle(room.activeCount > 0 ? Color.amberGlow : Color.secondary)
                Spacer()
                StatusBadge(statusText, tone: room.activeCount > 0 ? .positive : .neutral)
            }
            Text(room.name)
                .font(.cardTitle)
                .foregroundStyle(Color.inkwell)
            Text("\(room.devices.count) devices")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .card(padding: Spacing.m)
    }
}

#Preview {
    RoomCard(room: Room.samples[0])
        .frame(width: 180)
        .padding()
        .background(Color.mist)
}
