import SwiftUI

struct HuddleOverviewView: View {
    @Binding var huddle: Huddle
    @State private var draft = Huddle.emptyDraft
    @State private var isEditing = false

    var body: some View {
        List {
            Section("Meeting") {
                NavigationLink {
                    RunningHuddleView(huddle: $huddle)
                } label: {
                    Label("Start huddle", systemImage: "play.circle.fill")
                        .font(.headline)
                        .foregroundStyle(Color.accentColor)
                }
                LabeledContent {
                    Text("\(huddle.lengthInMinutes) minutes")
                } label: {
                    Label("Length", systemImage: "clock")
                }
                LabeledContent {
                    ColorwaySwatch(colorway: huddle.colorway)
                } label: {
                    Label("Colorway", systemImage: "paintpalette")
                }
            }
            Section("Participants") {
                ForEach(huddle.participants) { person in
                    Label(person.name, systemImage: person.role.symbolName)
                }
            }
            Section("Agenda") {
                ForEach(Array(huddle.agenda.enumerated()), id: \.offset) { index, topic in
                    HStack(alignment: .firstTextBaseline) {
                        Text("\(index + 1).")
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                        Text(topic)
                    }
                }
            }
            Section("History") {
                if huddle.history.isEmpty {
                    Label("No meetings yet", systemImage: "calendar.badge.exclamationmark")
                        .foregroundStyle(.secondary)
                }
                ForEach(huddle.history) { record in
                    NavigationLink {
                        PastMeetingView(record: record)
                    } label: {
                        HStack {
                            Image(systemName: "calendar")
                            Text(record.date, style: .date)
                        }
                    }
                }
            }
        }
        .navigationTitle(huddle.title)
        .toolbar {
            Button("Edit") {
                draft = huddle
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                AgendaEditorView(huddle: $draft)
                    .navigationTitle(huddle.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isEditing = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                huddle = draft
                                isEditing = false
                            }
                        }
                    }
            }
        }
    }
}

#Preview {
    NavigationStack {
        HuddleOverviewView(huddle: .constant(Huddle.sampleData[0]))
    }
}
