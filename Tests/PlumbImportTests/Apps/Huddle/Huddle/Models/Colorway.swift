import SwiftUI

enum Colorway: String, CaseIterable, Identifiable {
    case harbor
    case meadow
    case ember
    case slate
    case dusk
    case citrus

    var id: String { rawValue }

    var title: String { rawValue.capitalized }

    var mainColor: Color {
        switch self {
        case .harbor: return Color(red: 0.16, green: 0.42, blue: 0.62)
        case .meadow: return Color(red: 0.58, green: 0.79, blue: 0.47)
        case .ember: return Color(red: 0.93, green: 0.47, blue: 0.29)
        case .slate: return Color(red: 0.33, green: 0.37, blue: 0.42)
        case .dusk: return Color(red: 0.42, green: 0.30, blue: 0.58)
        case .citrus: return Color(red: 0.98, green: 0.84, blue: 0.31)
        }
    }

    var inkColor: Color {
        switch self {
        case .harbor, .slate, .dusk: return .white
        case .meadow, .ember, .citrus: return .black
        }
    }
}
