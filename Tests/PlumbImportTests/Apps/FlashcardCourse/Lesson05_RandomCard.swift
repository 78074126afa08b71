// Lesson 5: an optional in the view.
// randomElement() may find nothing, so the view handles nil; .id starts each card face up.

import SwiftUI

struct RandomCardView: View {
    @State private var current: Flashcard? = Flashcard.starterDeck.randomElement()

    var body: some View {
        VStack(spacing: 24) {
            if let current {
                FlipCardView(card: current)
                    .id(current.id)
            } else {
                Text("The deck is empty.")
                    .foregroundStyle(.secondary)
            }
            Button {
                current = Flashcard.starterDeck.filter { $0 != current }.randomElement()
            } label: {
                Label("Another card", systemImage: "shuffle")
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview {
    RandomCardView()
}
