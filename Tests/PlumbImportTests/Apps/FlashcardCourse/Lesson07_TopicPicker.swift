// Lesson 7: bindings.
// The picker writes the chosen topic back to whoever owns it; nil means every topic.

import SwiftUI

struct TopicPickerView: View {
    @Binding var selection: Topic?
    var deck: [Flashcard] = Flashcard.starterDeck

    var body: some View {
        HStack {
            Text("Topic")
                .font(.headline)
            Spacer()
            Picker("Topic", selection: $selection) {
                Text("All (\(deck.count))").tag(Topic?.none)
                ForEach(Topic.allCases) { topic in
                    Text("\(topic.rawValue) (\(deck.cards(in: topic).count))")
                        .tag(Topic?.some(topic))
                }
            }
            .pickerStyle(.menu)
        }
    }
}

#Preview {
    TopicPickerView(selection: .constant(.science))
        .padding()
}
