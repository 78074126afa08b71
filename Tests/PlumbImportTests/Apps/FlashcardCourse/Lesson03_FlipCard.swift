// Lesson 3: state and animation.
// Tapping turns the card over; both faces are there, one of them hidden.

import SwiftUI

struct FlipCardView: View {
    let card: Flashcard
    @State private var isFlipped = false

    var body: some View {
        ZStack {
            CardFaceView(card: card)
                .opacity(isFlipped ? 0 : 1)
            CardFaceView(card: card, showsAnswer: true)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                isFlipped.toggle()
            }
        }
        .accessibilityAddTraits(.isButton)
    }
}

#Preview {
    FlipCardView(card: Flashcard.starterDeck[6])
        .padding()
}
