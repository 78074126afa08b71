import XCTest

@testable import PorchlightFeature

final class HomeStoreTests: XCTestCase {
    func testBedtimeLightsOnlyTheBedroom() {
        let store = HomeStore(rooms: Room.samples)
        store.apply(HomeScene.defaults[1])
        let litRooms = store.rooms.filter { room in
            room.devices.contains { $0.kind == .light && $0.isOn }
        }
        XCTAssertEqual(litRooms.map(\.name), ["Bedroom"])
    }

    func testEverythingOff() {
        let store = HomeStore(rooms: Room.samples)
        store.turnEverythingOff()
        XCTAssertEqual(store.devicesOn, 0)
        XCTAssertEqual(store.currentWatts, 0)
    }
}
