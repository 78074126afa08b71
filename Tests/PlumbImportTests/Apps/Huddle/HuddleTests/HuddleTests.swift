import XCTest

@testable import Huddle

final class HuddleTests: XCTestCase {
    func testSampleHuddlesAllHaveParticipants() {
        XCTAssertEqual(Huddle.sampleData.count, 3)
        XCTAssertTrue(Huddle.sampleData.allSatisfy { !$0.participants.isEmpty })
    }

    func testSpeakersShareTheLength() {
        let huddle = Huddle.fixture(minutes: 12, people: 4)
        XCTAssertEqual(huddle.secondsPerSpeaker, 180)
    }

    func testSkippingEndsATurn() {
        let clock = TurnClock()
        clock.reset(lengthInMinutes: 6, names: ["A", "B", "C"])
        clock.skipTurn()
        XCTAssertEqual(clock.currentIndex, 1)
        XCTAssertTrue(clock.turns[0].finished)
    }
}

extension Huddle {
    fileprivate static func fixture(minutes: Int, people: Int) -> Huddle {
        Huddle(
            title: "Fixture",
            participants: (1...people).map { Participant(name: "P\($0)", role: .guest) },
            lengthInMinutes: minutes,
            colorway: .slate,
            agenda: []
        )
    }
}
