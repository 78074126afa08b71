import DesignKit
import SwiftUI

struct RoomDetailView: View {
    @Environment(HomeStore.self) private var store
    let roomID: Room.ID

    var body: some View {
        @Bindable var store = store
        if let index = store.rooms.firstIndex(where: { $0.id == roomID }) {
            let room = store.rooms[index]
            Group {
                if room.devices.isEmpty {
                    EmptyStateView(
                        symbol: "powerplug",
                        title: "No devices",
                        message: "Pair a device to see it in \(room.name)."
                    )
                } else {
                    List {
                        Section {
                            ForEach($store.rooms[index].devices) { $device in
                                DeviceRow(device: $device)
                            }
                        } header: {
                            SectionHeader(room.name, subtitle: "\(room.activeCount) of \(room.devices.count) on")
                                .textCase(nil)
                        }
                    }
                }
            }
            .navigationTitle(room.name)
        } else {
            EmptyStateView(
                symbol: "questionmark.square.dashed", title: "Room not found", message: "It may have been removed.")
        }
    }
}

#Preview {
    NavigationStack {
        RoomDetailView(roomID: HomeStore.preview.rooms[0].id)
    }
    .environment(HomeStore.preview)
}
