// Colours and small helpers the lessons add along the way.

import SwiftUI

extension Color {
    static let cardCream = Color(red: 0.99, green: 0.96, blue: 0.89)
    static let cardInk = Color(red: 0.20, green: 0.18, blue: 0.16)
}

extension Topic {
    var color: Color {
        switch self {
        case .geography: .teal
        case .science: .purple
        case .language: .orange
        case .history: .brown
        }
    }
}

extension Array where Element == Flashcard {
    /// The cards of one topic, or all of them when there is no topic.
    func cards(in topic: Topic?) -> [Flashcard] {
        guard let topic else { return self }
        return filter { $0.topic == topic }
    }
}
