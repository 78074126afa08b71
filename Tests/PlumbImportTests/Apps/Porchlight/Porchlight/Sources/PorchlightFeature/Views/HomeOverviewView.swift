import DesignKit
import SwiftUI

struct HomeOverviewView: View {
    @Environment(HomeStore.self) private var store

    private var greeting: String {
        let hour = Calendar.current.component(.hour, from: Date())
        switch hour {
        case 5..<12: return "Good morning"
        case 12..<18: return "Good afternoon"
        default: return "Good evening"
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xl) {
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text(greeting)
                        .font(.display(34))
                        .foregroundStyle(Color.inkwell)
                    Text("\(store.devicesOn) devices on")
                        .overline()
                }
                HStack(spacing: Spacing.s) {
                    ForEach(Device.Kind.allCases.prefix(4), id: \.self) { kind in
                        IconTile(kind.title, systemImage: kind.symbol, isActive: store.isAnyOn(kind))
                    }
                }
                SectionHeader("Scenes")
                ScenesStrip()
                SectionHeader("Rooms", subtitle: "\(store.rooms.count) rooms") {
                    Button("All off", action: store.turnEverythingOff)
                        .buttonStyle(.filledPill(.inkwell))
                        .disabled(store.devicesOn == 0)
                }
                RoomGridView(rooms: store.rooms)
                EnergyCard(currentWatts: store.currentWatts, budgetWatts: store.energyBudgetWatts)
            }
            .padding()
        }
        .background(Color.mist)
        .navigationTitle("Home")
        .toolbar(.hidden, for: .navigationBar)
    }
}

#Preview {
    NavigationStack {
        HomeOverviewView()
    }
    .environment(HomeStore.preview)
}
