import SwiftUI

struct ShoppingListView: View {
    @Environment(RecipeBook.self) private var book
    @State private var isAdding = false

    private var aisles: [ShoppingItem.Aisle] {
        ShoppingItem.Aisle.allCases.filter { aisle in
            book.shopping.contains { $0.aisle == aisle }
        }
    }

    var body: some View {
        @Bindable var book = book
        NavigationStack {
            Group {
                if book.shopping.isEmpty {
                    EmptyPantryView {
                        isAdding = true
                    }
                } else {
                    List {
                        ForEach(aisles) { aisle in
                            Section(aisle.rawValue) {
                                ForEach(book.shopping.indices.filter { book.shopping[$0].aisle == aisle }, id: \.self) {
                                    index in
                                    ShoppingItemRow(item: $book.shopping[index])
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear checked", action: book.clearChecked)
                        .disabled(!book.shopping.contains(where: \.isChecked))
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isAdding = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                AddItemView()
            }
        }
    }
}

#Preview {
    ShoppingListView()
        .environment(RecipeBook.preview)
}

#Preview("Empty") {
    ShoppingListView()
        .environment(RecipeBook(recipes: [], shopping: []))
}
