import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var displayName = "Noor Haddad"
    @Published var email = "noor@example.com"

    @Published var notificationsEnabled = true
    @Published var alertSound: AlertSound = .chime
    @Published var digest: DigestFrequency = .daily
    @Published var badgeLimit = 9
    @Published var showPreviews = true

    @Published var quietHoursEnabled = true
    @Published var quietStart = SettingsStore.time(hour: 22, minute: 0)
    @Published var quietEnd = SettingsStore.time(hour: 7, minute: 0)
    /// Weekday numbers as Calendar counts them: 1 is Sunday.
    @Published var quietDays: Set<Int> = [1, 2, 3, 4, 5, 6, 7]

    @Published var appearance: AppearanceMode = .system
    @Published var accent: AccentChoice = .indigo
    @Published var textScale = 1.0

    static func time(hour: Int, minute: Int) -> Date {
        Calendar.current.date(bySettingHour: hour, minute: minute, second: 0, of: Date()) ?? Date()
    }

    /// Minutes from the start of quiet hours to their end, across midnight if need be.
    var quietHoursLength: Int {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: quietStart, to: quietEnd)
        let minutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        return minutes < 0 ? minutes + 24 * 60 : minutes
    }
}
