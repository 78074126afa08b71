import Foundation

extension Room {
    static let samples: [Room] = [
        Room(
            name: "Living Room",
            symbol: "sofa",
            devices: [
                Device(name: "Ceiling", kind: .light, isOn: true, level: 0.8, watts: 14),
                Device(name: "Reading lamp", kind: .light, isOn: false, watts: 9),
                Device(name: "Speaker", kind: .speaker, isOn: true, watts: 20),
                Device(name: "Blinds", kind: .blind, isOn: true, level: 0.5, watts: 2),
            ]
        ),
        Room(
            name: "Kitchen",
            symbol: "refrigerator",
            devices: [
                Device(name: "Worktop strip", kind: .light, isOn: true, watts: 18),
                Device(name: "Kettle plug", kind: .plug, isOn: false, watts: 2_200),
            ]
        ),
        Room(
            name: "Bedroom",
            symbol: "bed.double",
            devices: [
                Device(name: "Bedside", kind: .light, isOn: false, level: 0.3, watts: 6),
                Device(name: "Radiator", kind: .thermostat, isOn: true, watts: 450),
            ]
        ),
        Room(
            name: "Porch",
            symbol: "door.left.hand.open",
            devices: [
                Device(name: "Porch light", kind: .light, isOn: true, watts: 8)
            ]
        ),
        Room(name: "Office", symbol: "desktopcomputer", devices: []),
    ]
}

extension HomeScene {
    static let defaults: [HomeScene] = [
        HomeScene(name: "Evening", symbol: "sunset", litRooms: ["Living Room", "Kitchen", "Porch"]),
        HomeScene(name: "Bedtime", symbol: "moon.zzz", litRooms: ["Bedroom"]),
        HomeScene(name: "Away", symbol: "figure.walk", litRooms: ["Porch"]),
    ]
}

extension HomeStore {
    static var preview: HomeStore {
        HomeStore(rooms: Room.samples)
    }
}
