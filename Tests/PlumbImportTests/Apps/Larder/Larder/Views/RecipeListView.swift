import SwiftUI

struct RecipeListView: View {
    @Environment(RecipeBook.self) private var book
    @State private var category: Recipe.Category?

    private var shownCategories: [Recipe.Category] {
        if let category {
            return [category]
        }
        return Recipe.Category.allCases
    }

    var body: some View {
        @Bindable var book = book
        NavigationStack {
            List {
                if !book.favorites.isEmpty && book.searchText.isEmpty {
                    Section("Favourites") {
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 12) {
                                ForEach(book.favorites) { recipe in
                                    NavigationLink(value: recipe) {
                                        FavoriteCardView(recipe: recipe)
                                    }
                                    .buttonStyle(.plain)
                                }
                            }
                            .padding(.vertical, 4)
                        }
                    }
                }
                Section {
                    CategoryChipsView(selection: $category)
                }
                ForEach(shownCategories) { group in
                    let recipes = book.recipes(in: group)
                    if !recipes.isEmpty {
                        Section(group.title) {
                            ForEach(recipes) { recipe in
                                NavigationLink(value: recipe) {
                                    RecipeRowView(recipe: recipe)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Larder")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
            .searchable(text: $book.searchText, prompt: "Search recipes")
        }
    }
}

#Preview {
    RecipeListView()
        .environment(RecipeBook.preview)
}
