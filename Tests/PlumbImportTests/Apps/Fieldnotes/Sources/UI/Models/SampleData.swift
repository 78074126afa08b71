import Foundation

private func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day)) ?? Date()
}

extension Sighting {
    static let samples: [Sighting] = [
        Sighting(
            species: "Grey Heron",
            latinName: "Ardea cinerea",
            count: 2,
            date: day(2024, 5, 18),
            place: "Millpond reeds",
            habitat: .wetland,
            notes: "One standing in the shallows for the whole hour, the other flew over twice."
        ),
        Sighting(
            species: "Great Spotted Woodpecker",
            latinName: "Dendrocopos major",
            count: 1,
            date: day(2024, 5, 11),
            place: "Beech hanger",
            habitat: .woodland
        ),
        Sighting(
            species: "Little Tern",
            latinName: "Sternula albifrons",
            count: 6,
            date: day(2024, 5, 4),
            place: "Shingle spit",
            habitat: .coast,
            notes: "Fishing close to the shore at high tide.",
            isLifer: true
        ),
        Sighting(
            species: "Skylark",
            latinName: "Alauda arvensis",
            count: 3,
            date: day(2024, 4, 27),
            place: "Top field",
            habitat: .meadow
        ),
        Sighting(
            species: "Swift",
            latinName: "Apus apus",
            count: 14,
            date: day(2024, 4, 30),
            place: "Church tower",
            habitat: .town,
            isLifer: false
        ),
        Sighting(
            species: "Kingfisher",
            latinName: "Alcedo atthis",
            count: 1,
            date: day(2024, 4, 14),
            place: "Millpond outflow",
            habitat: .wetland,
            isLifer: true
        ),
    ]

    static var sample: Sighting { samples[0] }
}

extension Badge {
    static let starterSet: [Badge] = [
        Badge(title: "First Light", symbol: "sunrise", earned: true),
        Badge(title: "Ten Species", symbol: "10.circle", earned: true),
        Badge(title: "Night Owl", symbol: "moon.stars", earned: false),
        Badge(title: "Coastal", symbol: "water.waves", earned: true),
        Badge(title: "Century", symbol: "100.circle", earned: false),
    ]
}

extension Observer {
    static var example: Observer {
        Observer(
            name: "Rosalind Achebe",
            handle: "rosa_in_the_reeds",
            homePatch: "Millpond & the spit",
            joined: day(2021, 3, 2),
            speciesSeen: 142,
            checklists: 318,
            hoursInField: 412.5,
            badges: Badge.starterSet
        )
    }
}
