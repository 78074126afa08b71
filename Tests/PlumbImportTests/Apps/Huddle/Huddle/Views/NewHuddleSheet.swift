import SwiftUI

struct NewHuddleSheet: View {
    @Binding var huddles: [Huddle]
    @Binding var isPresented: Bool
    @State private var draft = Huddle.emptyDraft

    var body: some View {
        NavigationStack {
            AgendaEditorView(huddle: $draft)
                .navigationTitle("New Huddle")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Dismiss") {
                            isPresented = false
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            huddles.append(draft)
                            isPresented = false
                        }
                        .disabled(draft.title.isEmpty)
                    }
                }
        }
    }
}

#Preview {
    NewHuddleSheet(huddles: .constant([]), isPresented: .constant(true))
}
