import SwiftUI

struct HabitListView: View {
    @EnvironmentObject private var store: HabitStore
    @State private var isAdding = false

    var body: some View {
        List {
            Section {
                WeekStripView()
            }
            Section("Habits") {
                ForEach(store.habits) { habit in
                    NavigationLink {
                        HabitDetailView(store: store, habitID: habit.id)
                    } label: {
                        HabitRowView(habit: habit)
                    }
                }
                .onDelete(perform: store.delete)
            }
        }
        .navigationTitle(Date().formatted(.dateTime.weekday(.wide).day().month()))
        .toolbar {
            Button {
                isAdding = true
            } label: {
                Label("Add habit", systemImage: "plus")
            }
        }
        .sheet(isPresented: $isAdding) {
            AddHabitView()
                .environmentObject(store)
        }
    }
}

#Preview {
    NavigationStack {
        HabitListView()
    }
    .environmentObject(HabitStore.preview)
}
