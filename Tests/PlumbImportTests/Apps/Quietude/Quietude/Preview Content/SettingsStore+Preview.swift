import Foundation

extension SettingsStore {
    static var preview: SettingsStore {
        let store = SettingsStore()
        store.displayName = "Ada Okafor"
        store.email = "ada@example.org"
        store.digest = .twiceDaily
        store.quietDays = [2, 3, 4, 5, 6]
        store.accent = .teal
        return store
    }
}
