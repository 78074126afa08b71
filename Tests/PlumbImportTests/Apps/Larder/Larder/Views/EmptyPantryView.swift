import SwiftUI

struct EmptyPantryView: View {
    var addAction: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Nothing to buy", systemImage: "cart")
        } description: {
            Text("Add a recipe's ingredients, or an item of your own.")
        } actions: {
            Button("Add an item", action: addAction)
                .buttonStyle(.bordered)
        }
    }
}

#Preview {
    EmptyPantryView(addAction: {})
}
