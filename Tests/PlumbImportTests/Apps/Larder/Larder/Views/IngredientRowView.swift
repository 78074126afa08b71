import SwiftUI

struct IngredientRowView: View {
    let ingredient: Ingredient
    var scale: Double = 1

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(ingredient.name)
            Spacer()
            Text("\((ingredient.quantity * scale).quantityText) \(ingredient.unit)")
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
    }
}

#Preview {
    IngredientRowView(ingredient: Recipe.sample.ingredients[0], scale: 1.5)
        .padding()
}
