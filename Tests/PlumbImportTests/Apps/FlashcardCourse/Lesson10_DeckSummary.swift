// Lesson 10: statistics about the deck.
// Grouping by topic, sorting by count, and a few string questions about the prompts.

import SwiftUI

struct DeckSummaryView: View {
    var deck: [Flashcard] = Flashcard.starterDeck

    private var counts: [Topic: Int] {
        Dictionary(grouping: deck, by: \.topic).mapValues(\.count)
    }

    private var topicsByCount: [Topic] {
        Topic.allCases.sorted(by: { (counts[$0] ?? 0) > (counts[$1] ?? 0) })
    }

    private var largest: Int {
        counts.values.max() ?? 1
    }

    private var longestPrompt: Flashcard? {
        deck.max(by: { $0.prompt.count < $1.prompt.count })
    }

    private var averageWords: Double {
        guard !deck.isEmpty else { return 0 }
        let words = deck.map { $0.prompt.split(separator: " ").count }.reduce(0, +)
        return Double(words) / Double(deck.count)
    }

    private var whatQuestions: Int {
        deck.filter { $0.prompt.hasPrefix("What") }.count
    }

    var body: some View {
        List {
            Section("Cards per topic") {
                ForEach(topicsByCount) { topic in
                    let count = counts[topic] ?? 0
                    HStack {
                        Label(topic.rawValue, systemImage: topic.symbol)
                            .frame(width: 140, alignment: .leading)
                        Capsule()
                            .fill(topic.color)
                            .frame(width: CGFloat(count) / CGFloat(max(largest, 1)) * 120, height: 10)
                        Spacer()
                        Text("\(count)")
                            .monospacedDigit()
                    }
                }
            }
            Section("Prompts") {
                LabeledContent("Average length", value: String(format: "%.1f words", averageWords))
                LabeledContent("Start with “What”", value: "\(whatQuestions)")
                if let longestPrompt {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Longest")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text(longestPrompt.prompt)
                    }
                }
            }
        }
    }
}

#Preview {
    DeckSummaryView()
}
