import SwiftUI

struct HuddleBoardView: View {
    @Binding var huddles: [Huddle]
    @State private var isAddingHuddle = false

    private var totalMinutes: Int {
        huddles.reduce(0) { $0 + $1.lengthInMinutes }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($huddles) { $huddle in
                        NavigationLink {
                            HuddleOverviewView(huddle: $huddle)
                        } label: {
                            HuddleTile(huddle: huddle)
                        }
                        .listRowBackground(huddle.colorway.mainColor)
                    }
                    .onDelete { offsets in
                        huddles.remove(atOffsets: offsets)
                    }
                } footer: {
                    Text("\(huddles.count) huddles, \(totalMinutes) minutes a day")
                }
            }
            .navigationTitle("Huddles")
            .toolbar {
                Button {
                    isAddingHuddle = true
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New huddle")
            }
            .sheet(isPresented: $isAddingHuddle) {
                NewHuddleSheet(huddles: $huddles, isPresented: $isAddingHuddle)
            }
        }
    }
}

#Preview {
    HuddleBoardView(huddles: .constant(Huddle.sampleData))
}
