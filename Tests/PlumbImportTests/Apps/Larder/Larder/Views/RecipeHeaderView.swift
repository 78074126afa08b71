import SwiftUI

struct RecipeHeaderView: View {
    let recipe: Recipe

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: recipe.symbol)
                .font(.system(size: 96))
                .foregroundStyle(Color.white.opacity(0.35))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding()
            VStack(alignment: .leading, spacing: 6) {
                Text(recipe.category.title.uppercased())
                    .font(.caption.weight(.bold))
                    .tracking(1.5)
                Text(recipe.name)
                    .font(.largeTitle.bold())
                HStack(spacing: 16) {
                    Label(recipe.durationText, systemImage: "clock")
                    Label("\(recipe.ingredients.count) ingredients", systemImage: "list.bullet")
                }
                .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .frame(height: 200)
        .clipped()
    }
}

#Preview {
    RecipeHeaderView(recipe: .sample)
}
