import XCTest

@testable import FieldnotesUI

final class FieldnotesUITests: XCTestCase {
    func testSamplesCoverEveryHabitat() {
        let habitats = Set(Sighting.samples.map(\.habitat))
        XCTAssertEqual(habitats.count, Habitat.allCases.count)
    }

    func testTwoLifers() {
        XCTAssertEqual(Sighting.samples.filter(\.isLifer).count, 2)
    }
}
