// Lesson 2: a card drawn from a model.
// The view takes a Flashcard and shows either its prompt or its answer.

import SwiftUI

struct CardFaceView: View {
    let card: Flashcard
    var showsAnswer = false

    var body: some View {
        VStack(spacing: 16) {
            Label(card.topic.rawValue.uppercased(), systemImage: card.topic.symbol)
                .font(.caption.weight(.bold))
                .foregroundStyle(card.topic.color)
            Spacer()
            Text(showsAnswer ? card.answer : card.prompt)
                .font(showsAnswer ? Font.largeTitle.bold() : Font.title2)
                .multilineTextAlignment(.center)
                .foregroundStyle(Color.cardInk)
            Spacer()
            Text(showsAnswer ? "Answer" : "Tap to flip")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .frame(height: 260)
        .background(Color.cardCream, in: RoundedRectangle(cornerRadius: 20))
        .overlay(
            RoundedRectangle(cornerRadius: 20)
                .stroke(card.topic.color.opacity(0.4), lineWidth: 2)
        )
    }
}

#Preview {
    CardFaceView(card: .example)
        .padding()
}

#Preview("Answer side") {
    CardFaceView(card: .example, showsAnswer: true)
        .padding()
}
