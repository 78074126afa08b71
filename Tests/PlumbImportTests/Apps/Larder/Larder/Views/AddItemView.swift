import SwiftUI

struct AddItemView: View {
    @Environment(RecipeBook.self) private var book
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var quantity = 1
    @State private var aisle: ShoppingItem.Aisle = .produce

    var body: some View {
        NavigationStack {
            Form {
                TextField("Item", text: $name)
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...20)
                Picker("Aisle", selection: $aisle) {
                    ForEach(ShoppingItem.Aisle.allCases) { aisle in
                        Text(aisle.rawValue).tag(aisle)
                    }
                }
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        book.shopping.append(ShoppingItem(name: name, quantity: quantity, aisle: aisle))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddItemView()
        .environment(RecipeBook.preview)
}
