import SwiftUI

enum AlertSound: String, CaseIterable, Identifiable {
    case chime = "Chime"
    case pebble = "Pebble"
    case lantern = "Lantern"
    case tide = "Tide"
    case silent = "Silent"

    var id: Self { self }
}

enum DigestFrequency: Int, CaseIterable, Identifiable {
    case never = 0
    case daily = 1
    case twiceDaily = 2
    case hourly = 24

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .never: return "Never"
        case .daily: return "Once a day"
        case .twiceDaily: return "Twice a day"
        case .hourly: return "Every hour"
        }
    }
}

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system
    case light
    case dark

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

enum AccentChoice: String, CaseIterable, Identifiable {
    case indigo
    case teal
    case orange
    case pink
    case green

    var id: Self { self }

    var color: Color {
        switch self {
        case .indigo: return .indigo
        case .teal: return .teal
        case .orange: return .orange
        case .pink: return .pink
        case .green: return .green
        }
    }
}
