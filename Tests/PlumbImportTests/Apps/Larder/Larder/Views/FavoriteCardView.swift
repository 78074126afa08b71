import SwiftUI

struct FavoriteCardView: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: recipe.symbol)
                .font(.largeTitle)
                .foregroundStyle(.orange)
                .frame(maxWidth: .infinity, minHeight: 70)
                .background(Color.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
            Text(recipe.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(2, reservesSpace: true)
            Text("\(recipe.servings) servings")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(width: 140)
    }
}

#Preview {
    FavoriteCardView(recipe: .sample)
        .padding()
}
