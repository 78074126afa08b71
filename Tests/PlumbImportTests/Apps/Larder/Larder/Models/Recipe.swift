import Foundation

struct Recipe: Identifiable, Codable, Hashable {
    let id: String
    var name: String
    var summary: String
    var category: Category
    var minutes: Int
    var servings: Int
    var symbol: String
    var ingredients: [Ingredient]
    var steps: [String]
    var isFavorite: Bool

    enum Category: String, Codable, CaseIterable, Identifiable {
        case breakfast
        case salads
        case mains
        case baking

        var id: Self { self }

        var title: String {
            switch self {
            case .breakfast: "Breakfast"
            case .salads: "Salads"
            case .mains: "Mains"
            case .baking: "Baking"
            }
        }

        var symbol: String {
            switch self {
            case .breakfast: "sun.horizon"
            case .salads: "leaf"
            case .mains: "frying.pan"
            case .baking: "birthday.cake"
            }
        }
    }

    var durationText: String {
        if minutes < 60 {
            return "\(minutes) min"
        }
        return String(format: "%d h %02d min", minutes / 60, minutes % 60)
    }
}

struct Ingredient: Codable, Hashable, Identifiable {
    var id: String { name }
    let name: String
    let quantity: Double
    let unit: String
    let aisle: ShoppingItem.Aisle
}
