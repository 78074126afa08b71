import DesignKit
import SwiftUI

struct RoomGridView: View {
    let rooms: [Room]

    private let columns = [
        GridItem(.flexible(), spacing: Spacing.m),
        GridItem(.flexible(), spacing: Spacing.m),
    ]

    var body: some View {
        LazyVGrid(columns: columns, spacing: Spacing.m) {
            ForEach(rooms) { room in
                NavigationLink(value: room.id) {
                    RoomCard(room: room)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

#Preview {
    NavigationStack {
        RoomGridView(rooms: Room.samples)
            .padding()
    }
}
