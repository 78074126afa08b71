import Foundation

extension Recipe {
    static let sample = Recipe(
        id: "lemon-barley-salad",
        name: "Lemon Barley Salad",
        summary: "Chewy barley, cucumber and herbs in a sharp lemon dressing.",
        category: .salads,
        minutes: 35,
        servings: 4,
        symbol: "leaf",
        ingredients: [
            Ingredient(name: "Pearl barley", quantity: 200, unit: "g", aisle: .pantry),
            Ingredient(name: "Cucumber", quantity: 1, unit: "", aisle: .produce),
            Ingredient(name: "Lemon", quantity: 2, unit: "", aisle: .produce),
            Ingredient(name: "Feta", quantity: 150, unit: "g", aisle: .dairy),
        ],
        steps: [
            "Simmer the barley in salted water until tender, about 25 minutes.",
            "Dice the cucumber and crumble the feta.",
            "Whisk lemon juice with olive oil and toss everything together.",
        ],
        isFavorite: true
    )

    static let samples: [Recipe] = [
        sample,
        Recipe(
            id: "oat-cookies",
            name: "Brown Butter Oat Cookies",
            summary: "Crisp edges, soft middles, nutty browned butter.",
            category: .baking,
            minutes: 75,
            servings: 12,
            symbol: "birthday.cake",
            ingredients: [
                Ingredient(name: "Butter", quantity: 125, unit: "g", aisle: .dairy),
                Ingredient(name: "Rolled oats", quantity: 150, unit: "g", aisle: .pantry),
            ],
            steps: ["Brown the butter.", "Fold in the oats.", "Bake for 12 minutes."],
            isFavorite: false
        ),
        Recipe(
            id: "miso-aubergine",
            name: "Miso Glazed Aubergine",
            summary: "Roasted aubergine halves under a sticky miso glaze.",
            category: .mains,
            minutes: 45,
            servings: 2,
            symbol: "flame",
            ingredients: [
                Ingredient(name: "Aubergine", quantity: 2, unit: "", aisle: .produce),
                Ingredient(name: "White miso", quantity: 2, unit: "tbsp", aisle: .pantry),
            ],
            steps: ["Roast the aubergine.", "Brush with miso.", "Grill until bubbling."],
            isFavorite: false
        ),
    ]
}

extension ShoppingItem {
    static let samples: [ShoppingItem] = [
        ShoppingItem(name: "Cucumber", aisle: .produce),
        ShoppingItem(name: "Lemon", quantity: 2, aisle: .produce),
        ShoppingItem(name: "Feta", aisle: .dairy, isChecked: true),
        ShoppingItem(name: "Pearl barley", aisle: .pantry),
    ]
}

extension RecipeBook {
    static var preview: RecipeBook {
        RecipeBook(recipes: Recipe.samples, shopping: ShoppingItem.samples)
    }
}
