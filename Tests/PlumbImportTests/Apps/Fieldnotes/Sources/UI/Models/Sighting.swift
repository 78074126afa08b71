import Foundation

struct Sighting: Identifiable, Hashable {
    let id = UUID()
    var species: String
    var latinName: String
    var count: Int
    var date: Date
    var place: String
    var habitat: Habitat
    var notes: String = ""
    var isLifer = false
}

enum Habitat: String, CaseIterable, Identifiable {
    case wetland
    case woodland
    case coast
    case meadow
    case town

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .wetland: "drop"
        case .woodland: "tree"
        case .coast: "water.waves"
        case .meadow: "leaf"
        case .town: "building.2"
        }
    }
}
