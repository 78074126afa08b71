// Lesson 9: working with collections.
// reduce counts the right answers, filter finds the missed cards, prefix keeps the list short.

import SwiftUI

struct ScoreBoardView: View {
    let deck: [Flashcard]
    let results: [Flashcard.ID: Bool]
    var restart: () -> Void

    private var correct: Int {
        deck.reduce(0) { total, card in
            total + (results[card.id] == true ? 1 : 0)
        }
    }

    private var score: Double {
        deck.isEmpty ? 0 : Double(correct) / Double(deck.count)
    }

    private var missed: [Flashcard] {
        deck.filter { results[$0.id] != true }
    }

    private var verdict: String {
        switch score {
        case 0.9...: return "Outstanding"
        case 0.6..<0.9: return "Nicely done"
        default: return "Keep going"
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(score.formatted(.percent.precision(.fractionLength(0))))
                .font(.system(size: 56, weight: .bold, design: .rounded))
            Text(verdict)
                .font(.title3)
            if !missed.isEmpty {
                VStack(alignment: .leading, spacing: 6) {
                    Text("To review")
                        .font(.headline)
                    ForEach(missed.prefix(5)) { card in
                        HStack(alignment: .firstTextBaseline) {
                            Circle()
                                .fill(card.topic.color)
                                .frame(width: 8, height: 8)
                            Text(card.prompt)
                                .font(.subheadline)
                        }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(Color.cardCream, in: RoundedRectangle(cornerRadius: 14))
            }
            Button("Start again", action: restart)
                .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    let deck = Array(Flashcard.starterDeck.prefix(4))
    return ScoreBoardView(
        deck: deck,
        results: [deck[0].id: true, deck[1].id: true, deck[2].id: false],
        restart: {}
    )
    .padding()
}
