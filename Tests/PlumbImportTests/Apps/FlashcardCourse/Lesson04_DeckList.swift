// Lesson 4: a list of cards.
// ForEach over the deck, a NavigationLink to each card, swipe to delete or pin.

import SwiftUI

struct DeckListView: View {
    @State private var cards = Flashcard.starterDeck

    var body: some View {
        NavigationStack {
            List {
                ForEach(cards) { card in
                    NavigationLink {
                        FlipCardView(card: card)
                            .padding()
                    } label: {
                        HStack {
                            Image(systemName: card.topic.symbol)
                                .foregroundStyle(card.topic.color)
                                .frame(width: 28)
                            Text(card.prompt)
                                .lineLimit(2)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            pinToTop(card)
                        } label: {
                            Label("Pin", systemImage: "pin")
                        }
                        .tint(.yellow)
                    }
                }
                .onDelete { cards.remove(atOffsets: $0) }
            }
            .navigationTitle("Deck (\(cards.count))")
            .toolbar {
                Button("Shuffle") {
                    cards = cards.shuffled()
                }
            }
        }
    }

    private func pinToTop(_ card: Flashcard) {
        guard let index = cards.firstIndex(of: card) else { return }
        cards.move(fromOffsets: IndexSet(integer: index), toOffset: 0)
    }
}

#Preview {
    DeckListView()
}
