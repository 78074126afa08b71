import SwiftUI

struct AgendaEditorView: View {
    @Binding var huddle: Huddle
    @State private var newParticipant = ""
    @State private var newTopic = ""

    private var trimmedParticipant: String {
        newParticipant.trimmingCharacters(in: .whitespaces)
    }

    var body: some View {
        Form {
            Section("Details") {
                TextField("Title", text: $huddle.title)
                HStack {
                    Slider(value: $huddle.lengthInMinutesAsDouble, in: 5...60, step: 5)
                        .accessibilityLabel("Length")
                    Spacer()
                    Text("\(huddle.lengthInMinutes) min")
                        .monospacedDigit()
                }
                ColorwayPicker(selection: $huddle.colorway)
            }
            Section("Participants") {
                ForEach($huddle.participants) { $person in
                    HStack {
                        Text(person.name)
                        Spacer()
                        Picker("Role", selection: $person.role) {
                            ForEach(Participant.Role.allCases) { role in
                                Text(role.title).tag(role)
                            }
                        }
                        .labelsHidden()
                    }
                }
                .onDelete { huddle.participants.remove(atOffsets: $0) }
                HStack {
                    TextField("New participant", text: $newParticipant)
                    Button {
                        huddle.participants.append(Participant(name: trimmedParticipant, role: .guest))
                        newParticipant = ""
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(trimmedParticipant.isEmpty)
                }
            }
            Section("Agenda") {
                ForEach(huddle.agenda, id: \.self) { topic in
                    Text(topic)
                }
                .onMove { huddle.agenda.move(fromOffsets: $0, toOffset: $1) }
                TextField("Add a topic", text: $newTopic)
                    .onSubmit {
                        guard !newTopic.isEmpty else { return }
                        huddle.agenda.append(newTopic)
                        newTopic = ""
                    }
            }
        }
    }
}

#Preview {
    AgendaEditorView(huddle: .constant(Huddle.sampleData[1]))
}
