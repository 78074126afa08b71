import Foundation

struct Huddle: Identifiable {
    let id = UUID()
    var title: String
    var participants: [Participant]
    var lengthInMinutes: Int
    var colorway: Colorway
    var agenda: [String]
    var history: [MeetingRecord] = []

    /// A Slider edits a Double; the huddle keeps whole minutes.
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }

    var secondsPerSpeaker: Int {
        guard !participants.isEmpty else { return lengthInMinutes * 60 }
        return lengthInMinutes * 60 / participants.count
    }

    static var emptyDraft: Huddle {
        Huddle(title: "", participants: [], lengthInMinutes: 5, colorway: .harbor, agenda: [])
    }
}

struct Participant: Identifiable {
    let id = UUID()
    var name: String
    var role: Role

    enum Role: String, CaseIterable, Identifiable {
        case host
        case notetaker
        case guest

        var id: Self { self }

        var title: String {
            switch self {
            case .host: return "Host"
            case .notetaker: return "Note-taker"
            case .guest: return "Guest"
            }
        }

        var symbolName: String {
            switch self {
            case .host: return "star.circle"
            case .notetaker: return "pencil.circle"
            case .guest: return "person.circle"
            }
        }
    }
}
