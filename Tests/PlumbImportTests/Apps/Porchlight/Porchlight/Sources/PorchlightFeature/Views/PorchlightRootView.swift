import DesignKit
import SwiftUI

/// The package's entry point: the app target's WindowGroup shows it.
public struct PorchlightRootView: View {
    @State private var store = HomeStore(rooms: Room.samples)

    public init() {}

    public var body: some View {
        NavigationStack {
            HomeOverviewView()
                .navigationDestination(for: Room.ID.self) { roomID in
                    RoomDetailView(roomID: roomID)
                }
        }
        .environment(store)
        .tint(.amberGlow)
    }
}

#Preview {
    PorchlightRootView()
}
