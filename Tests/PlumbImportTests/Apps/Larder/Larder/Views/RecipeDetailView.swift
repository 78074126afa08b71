import SwiftUI

struct RecipeDetailView: View {
    @Environment(RecipeBook.self) private var book
    let recipe: Recipe
    @State private var servings: Int
    @State private var addedToList = false

    init(recipe: Recipe) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.servings)
    }

    private var scale: Double {
        Double(servings) / Double(recipe.servings)
    }

    private var isFavorite: Bool {
        book.recipes.first(where: { $0.id == recipe.id })?.isFavorite ?? recipe.isFavorite
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                RecipeHeaderView(recipe: recipe)
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
                    .padding(.horizontal)
                VStack(alignment: .leading, spacing: 8) {
                    Text("Ingredients")
                        .font(.title3.bold())
                    ForEach(recipe.ingredients) { ingredient in
                        IngredientRowView(ingredient: ingredient, scale: scale)
                        Divider()
                    }
                }
                .padding(.horizontal)
                VStack(alignment: .leading, spacing: 12) {
                    Text("Method")
                        .font(.title3.bold())
                    ForEach(Array(recipe.steps.enumerated()), id: \.offset) { number, step in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(number + 1)")
                                .font(.caption.bold())
                                .frame(width: 24, height: 24)
                                .background(Circle().fill(Color.orange.opacity(0.2)))
                            Text(step)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
                .padding(.horizontal)
                Button {
                    book.addIngredients(of: recipe)
                    addedToList = true
                } label: {
                    Label(
                        addedToList ? "Added to shopping list" : "Add to shopping list",
                        systemImage: addedToList ? "checkmark" : "cart.badge.plus"
                    )
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .tint(.orange)
                .disabled(addedToList)
                .padding()
            }
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
                book.toggleFavorite(recipe)
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
            }
        }
    }
}

#Preview {
    NavigationStack {
        RecipeDetailView(recipe: .sample)
    }
    .environment(RecipeBook.preview)
}
