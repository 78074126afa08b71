import Foundation

extension Huddle {
    static let sampleData: [Huddle] = [
        Huddle(
            title: "Morning Sync",
            participants: [
                Participant(name: "Ines", role: .host),
                Participant(name: "Tomas", role: .notetaker),
                Participant(name: "Wren", role: .guest),
                Participant(name: "Kofi", role: .guest),
            ],
            lengthInMinutes: 10,
            colorway: .harbor,
            agenda: ["Yesterday", "Today", "Anything blocking"],
            history: [MeetingRecord.example]
        ),
        Huddle(
            title: "Design Review",
            participants: [
                Participant(name: "Maren", role: .host),
                Participant(name: "Oskar", role: .guest),
                Participant(name: "Priya", role: .notetaker),
            ],
            lengthInMinutes: 30,
            colorway: .ember,
            agenda: ["Onboarding flow", "Empty states", "Icon set"]
        ),
        Huddle(
            title: "Release Triage",
            participants: [
                Participant(name: "Dana", role: .host),
                Participant(name: "Eli", role: .guest),
                Participant(name: "Farah", role: .guest),
                Participant(name: "Gus", role: .notetaker),
                Participant(name: "Hana", role: .guest),
            ],
            lengthInMinutes: 15,
            colorway: .meadow,
            agenda: ["Crash reports", "Open blockers", "Go or no-go"]
        ),
    ]
}

extension MeetingRecord {
    static var example: MeetingRecord {
        MeetingRecord(
            date: Date(timeIntervalSinceNow: -86_400),
            attendeeNames: ["Ines", "Tomas", "Wren"],
            minutesUsed: 9,
            notes: "Moved the demo to Thursday."
        )
    }
}
