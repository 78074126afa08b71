import SwiftUI

struct HuddleTile: View {
    let huddle: Huddle

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(huddle.title)
                .font(.headline)
            HStack {
                Label("\(huddle.participants.count)", systemImage: "person.2")
                Spacer()
                Label("\(huddle.lengthInMinutes) min", systemImage: "timer")
                    .labelStyle(.titleAndIcon)
            }
            .font(.caption)
        }
        .padding(.vertical, 6)
        .foregroundStyle(huddle.colorway.inkColor)
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 60)) {
    HuddleTile(huddle: Huddle.sampleData[0])
        .padding(.horizontal)
        .background(Huddle.sampleData[0].colorway.mainColor)
}
