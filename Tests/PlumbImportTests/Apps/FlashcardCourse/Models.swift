// Shared by every lesson: the card, its topic and the deck the lessons start from.

import Foundation

enum Topic: String, CaseIterable, Identifiable {
    case geography = "Geography"
    case science = "Science"
    case language = "Language"
    case history = "History"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .geography: return "globe.europe.africa"
        case .science: return "atom"
        case .language: return "character.book.closed"
        case .history: return "building.columns"
        }
    }
}

struct Flashcard: Identifiable, Hashable {
    let id = UUID()
    let prompt: String
    let answer: String
    let topic: Topic
}

extension Flashcard {
    static let starterDeck: [Flashcard] = [
        Flashcard(prompt: "What is the capital of Peru?", answer: "Lima", topic: .geography),
        Flashcard(prompt: "Which river flows through Budapest?", answer: "The Danube", topic: .geography),
        Flashcard(prompt: "What gas do plants take in to make sugar?", answer: "Carbon dioxide", topic: .science),
        Flashcard(prompt: "How many bones are in an adult human body?", answer: "206", topic: .science),
        Flashcard(prompt: "What is “thank you” in Japanese?", answer: "Arigatō", topic: .language),
        Flashcard(prompt: "Which language gave us the word “saudade”?", answer: "Portuguese", topic: .language),
        Flashcard(prompt: "In which year did the Berlin Wall fall?", answer: "1989", topic: .history),
        Flashcard(prompt: "Who was the first woman to win a Nobel Prize?", answer: "Marie Curie", topic: .history),
    ]

    static var example: Flashcard { starterDeck[0] }
}
