import XCTest

@testable import Quietude

final class SettingsStoreTests: XCTestCase {
    func testQuietHoursCrossMidnight() {
        let store = SettingsStore()
        store.quietStart = SettingsStore.time(hour: 22, minute: 30)
        store.quietEnd = SettingsStore.time(hour: 6, minute: 0)
        XCTAssertEqual(store.quietHoursLength, 7 * 60 + 30)
    }

    func testDigestTitles() {
        XCTAssertEqual(DigestFrequency(rawValue: 24)?.title, "Every hour")
        XCTAssertEqual(AppearanceMode.allCases.map(\.title), ["System", "Light", "Dark"])
    }
}
