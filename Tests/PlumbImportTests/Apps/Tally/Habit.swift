import SwiftUI

struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var symbol: String
    var tint: HabitTint
    var goalPerWeek: Int
    /// The days the habit was done, each at the start of its day.
    var completions: Set<Date> = []
}

enum HabitTint: String, CaseIterable, Identifiable {
    case coral
    case sky
    case sage
    case plum
    case sand

    var id: Self { self }

    var color: Color {
        switch self {
        case .coral: return Color(red: 0.95, green: 0.45, blue: 0.40)
        case .sky: return Color(red: 0.35, green: 0.62, blue: 0.92)
        case .sage: return Color(red: 0.47, green: 0.66, blue: 0.50)
        case .plum: return Color(red: 0.56, green: 0.36, blue: 0.62)
        case .sand: return Color(red: 0.85, green: 0.71, blue: 0.45)
        }
    }
}
