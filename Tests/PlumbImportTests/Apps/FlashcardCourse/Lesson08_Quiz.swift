// Lesson 8: putting the pieces together.
// The quiz owns the deck and the results, and hands parts of them to the earlier views.

import SwiftUI

struct QuizView: View {
    @State private var topic: Topic?
    @State private var deck = Flashcard.starterDeck.shuffled()
    @State private var position = 0
    @State private var results: [Flashcard.ID: Bool] = [:]

    private var cards: [Flashcard] {
        deck.cards(in: topic)
    }

    private var knownCount: Int {
        results.values.filter { $0 }.count
    }

    private var isFinished: Bool {
        position >= cards.count
    }

    var body: some View {
        VStack(spacing: 20) {
            TopicPickerView(selection: $topic, deck: deck)
            DeckProgressView(known: knownCount, total: cards.count)
            if isFinished {
                ScoreBoardView(deck: cards, results: results, restart: restart)
            } else {
                let card = cards[position]
                Text("Card \(position + 1) of \(cards.count)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                FlipCardView(card: card)
                    .id(card.id)
                HStack(spacing: 16) {
                    Button {
                        record(card, known: false)
                    } label: {
                        Label("Still learning", systemImage: "arrow.uturn.backward")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    Button {
                        record(card, known: true)
                    } label: {
                        Label("Got it", systemImage: "checkmark")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            Spacer(minLength: 0)
        }
        .padding()
        .onChange(of: topic) {
            restart()
        }
    }

    private func record(_ card: Flashcard, known: Bool) {
        results[card.id] = known
        position += 1
    }

    private func restart() {
        deck = deck.shuffled()
        position = 0
        results = [:]
    }
}

#Preview {
    QuizView()
}
