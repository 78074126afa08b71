import XCTest

@testable import Meridian

final class MeridianTests: XCTestCase {
    func testChangeIsSignedWithOneDecimal() {
        let reading = Reading(metric: .temperature, value: 11.44, history: [10.0, 11.44])
        XCTAssertEqual(reading.changeText, "+1.4")
    }

    func testStatusRankPutsOfflineFirst() {
        let sorted = Station.samples.sorted { $0.status.rank < $1.status.rank }
        XCTAssertEqual(sorted.first?.name, "Beacon Hill")
    }
}
