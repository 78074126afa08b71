import Foundation
import Observation

@Observable
final class HomeStore {
    var rooms: [Room]
    var scenes: [HomeScene]
    var energyBudgetWatts: Double = 600

    init(rooms: [Room], scenes: [HomeScene] = HomeScene.defaults) {
        self.rooms = rooms
        self.scenes = scenes
    }

    var devicesOn: Int {
        rooms.reduce(0) { $0 + $1.activeCount }
    }

    var currentWatts: Double {
        rooms.flatMap(\.devices).map(\.currentWatts).reduce(0, +)
    }

    func isAnyOn(_ kind: Device.Kind) -> Bool {
        rooms.contains { room in
            room.devices.contains { $0.kind == kind && $0.isOn }
        }
    }

    func turnEverythingOff() {
        for roomIndex in rooms.indices {
            for deviceIndex in rooms[roomIndex].devices.indices {
                rooms[roomIndex].devices[deviceIndex].isOn = false
            }
        }
    }

    func apply(_ scene: HomeScene) {
        for roomIndex in rooms.indices {
            let lit = scene.litRooms.contains(rooms[roomIndex].name)
            for deviceIndex in rooms[roomIndex].devices.indices
            where rooms[roomIndex].devices[deviceIndex].kind == .light {
                rooms[roomIndex].devices[deviceIndex].isOn = lit
            }
        }
    }
}
