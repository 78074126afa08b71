import SwiftUI

struct ContentView: View {
    @Environment(RecipeBook.self) private var book

    var body: some View {
        TabView {
            RecipeListView()
                .tabItem {
                    Label("Recipes", systemImage: "book")
                }
            ShoppingListView()
                .tabItem {
                    Label("Shopping", systemImage: "cart")
                }
                .badge(book.remainingCount)
        }
        .tint(.orange)
    }
}

#Preview {
    ContentView()
        .environment(RecipeBook.preview)
}
