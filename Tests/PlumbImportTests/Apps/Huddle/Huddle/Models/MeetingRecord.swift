import Foundation

struct MeetingRecord: Identifiable {
    let id = UUID()
    let date: Date
    var attendeeNames: [String]
    var minutesUsed: Int
    var notes: String
}
