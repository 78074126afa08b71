import Foundation

struct ShoppingItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var quantity: Int = 1
    var aisle: Aisle
    var isChecked = false

    enum Aisle: String, Codable, CaseIterable, Identifiable {
        case produce = "Produce"
        case dairy = "Dairy & Eggs"
        case bakery = "Bakery"
        case pantry = "Pantry"
        case frozen = "Frozen"

        var id: String { rawValue }
    }
}
