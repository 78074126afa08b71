import SwiftUI

struct CategoryChipsView: View {
    @Binding var selection: Recipe.Category?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                chip(title: "All", symbol: "square.grid.2x2", isSelected: selection == nil) {
                    selection = nil
                }
                ForEach(Recipe.Category.allCases) { category in
                    chip(title: category.title, symbol: category.symbol, isSelected: selection == category) {
                        selection = category
                    }
                }
            }
            .padding(.vertical, 4)
        }
    }

    private func chip(title: String, symbol: String, isSelected: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label(title, systemImage: symbol)
                .font(.subheadline)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isSelected ? Color.orange : Color.secondary.opacity(0.15), in: Capsule())
                .foregroundStyle(isSelected ? Color.white : Color.primary)
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    CategoryChipsView(selection: .constant(.baking))
        .padding()
}
