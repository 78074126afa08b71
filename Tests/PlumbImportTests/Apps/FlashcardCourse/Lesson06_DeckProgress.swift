// Lesson 6: computed properties.
// The view gets two numbers and works out the fraction and the percentage itself.

import SwiftUI

struct DeckProgressView: View {
    let known: Int
    let total: Int

    private var fraction: Double {
        total == 0 ? 0 : Double(known) / Double(total)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("\(known) of \(total) known")
                    .font(.subheadline.weight(.medium))
                Spacer()
                Text(String(format: "%.0f%%", fraction * 100))
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: fraction)
                .tint(fraction >= 0.75 ? Color.green : Color.orange)
        }
    }
}

struct DeckProgressView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DeckProgressView(known: 3, total: 8)
            DeckProgressView(known: 7, total: 8)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
