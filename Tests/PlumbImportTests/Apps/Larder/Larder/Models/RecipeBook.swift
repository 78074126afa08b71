import Foundation
import Observation

@Observable
final class RecipeBook {
    var recipes: [Recipe]
    var shopping: [ShoppingItem]
    var searchText = ""

    /// With no recipes given, the book reads the ones bundled in recipes.json.
    init(recipes: [Recipe]? = nil, shopping: [ShoppingItem] = []) {
        self.recipes = recipes ?? Bundle.main.decode([Recipe].self, from: "recipes.json")
        self.shopping = shopping
    }

    var favorites: [Recipe] {
        recipes.filter(\.isFavorite)
    }

    var remainingCount: Int {
        shopping.filter { !$0.isChecked }.count
    }

    func recipes(in category: Recipe.Category) -> [Recipe] {
        recipes
            .filter { $0.category == category }
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
            .sorted(by: { $0.name < $1.name })
    }

    func toggleFavorite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }

    func addIngredients(of recipe: Recipe) {
        for ingredient in recipe.ingredients {
            if let index = shopping.firstIndex(where: { $0.name == ingredient.name }) {
                shopping[index].quantity += 1
            } else {
                shopping.append(ShoppingItem(name: ingredient.name, aisle: ingredient.aisle))
            }
        }
    }

    func clearChecked() {
        shopping.removeAll(where: \.isChecked)
    }
}
