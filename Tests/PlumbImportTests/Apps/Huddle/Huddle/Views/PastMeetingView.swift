import SwiftUI

struct PastMeetingView: View {
    let record: MeetingRecord

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Label(record.date.formatted(date: .complete, time: .omitted), systemImage: "calendar")
                    .font(.headline)
                HStack(spacing: 24) {
                    VStack(alignment: .leading) {
                        Text("Started")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text(record.date.formatted(date: .omitted, time: .shortened))
                    }
                    VStack(alignment: .leading) {
                        Text("Used")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text("\(record.minutesUsed) min")
                    }
                }
                Divider()
                Text("Attendees")
                    .font(.headline)
                Text(record.attendeeNames.formatted(.list(type: .and)))
                if !record.notes.isEmpty {
                    Divider()
                    Text("Notes")
                        .font(.headline)
                    Text(record.notes)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .navigationTitle("Past huddle")
    }
}

#Preview {
    NavigationStack {
        PastMeetingView(record: .example)
    }
}
