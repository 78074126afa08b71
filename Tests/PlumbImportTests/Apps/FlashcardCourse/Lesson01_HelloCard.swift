// Lesson 1: one card on the screen.
// A rounded rectangle behind a line of text. Everything later grows out of this.

import SwiftUI

struct HelloCardView: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.cardCream)
                .shadow(radius: 4)
            Text("What is the capital of Peru?")
                .font(.title2)
                .multilineTextAlignment(.center)
                .padding()
        }
        .frame(width: 300, height: 200)
    }
}

struct HelloCardView_Previews: PreviewProvider {
    static var previews: some View {
        HelloCardView()
    }
}
