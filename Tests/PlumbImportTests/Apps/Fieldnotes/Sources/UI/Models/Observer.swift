import Foundation

struct Observer {
    var name: String
    var handle: String
    var homePatch: String
    var joined: Date
    var speciesSeen: Int
    var checklists: Int
    var hoursInField: Double
    var badges: [Badge]

    var memberSince: String {
        joined.formatted(.dateTime.month(.wide).year())
    }
}

struct Badge: Identifiable {
    let id = UUID()
    var title: String
    var symbol: String
    var earned: Bool
}
