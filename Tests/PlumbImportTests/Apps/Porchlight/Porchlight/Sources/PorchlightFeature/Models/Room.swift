import Foundation

struct Room: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var symbol: String
    var devices: [Device]

    var activeCount: Int {
        devices.filter(\.isOn).count
    }
}

struct Device: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var kind: Kind
    var isOn: Bool
    /// Brightness of a light or how far a blind is open, 0 to 1.
    var level: Double = 1
    var watts: Double

    var currentWatts: Double {
        guard isOn else { return 0 }
        return kind == .light ? watts * level : watts
    }

    enum Kind: String, CaseIterable {
        case light
        case plug
        case thermostat
        case blind
        case speaker

        var title: String {
            switch self {
            case .light: "Lights"
            case .plug: "Plugs"
            case .thermostat: "Heating"
            case .blind: "Blinds"
            case .speaker: "Speakers"
            }
        }

        var symbol: String {
            switch self {
            case .light: "lightbulb"
            case .plug: "powerplug"
            case .thermostat: "thermometer.medium"
            case .blind: "blinds.horizontal.closed"
            case .speaker: "hifispeaker"
            }
        }

        var isDimmable: Bool {
            self == .light || self == .blind
        }
    }
}

struct HomeScene: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    /// Rooms whose lights the scene turns on; lights elsewhere go off.
    var litRooms: [String]
}
