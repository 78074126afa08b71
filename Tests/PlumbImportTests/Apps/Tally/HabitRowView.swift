import SwiftUI

struct HabitRowView: View {
    @EnvironmentObject private var store: HabitStore
    let habit: Habit

    var body: some View {
        HStack(spacing: 12) {
            Button {
                store.toggle(habit, on: Date())
            } label: {
                Image(systemName: store.isDone(habit, on: Date()) ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(habit.tint.color)
            }
            .buttonStyle(.borderless)
            VStack(alignment: .leading, spacing: 4) {
                Label(habit.name, systemImage: habit.symbol)
                    .font(.headline)
                HStack(spacing: 8) {
                    StreakBadge(days: store.streak(for: habit))
                    Text("\(store.doneThisWeek(habit))/\(habit.goalPerWeek) this week")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    List {
        HabitRowView(habit: Habit.examples[0])
        HabitRowView(habit: Habit.examples[3])
    }
    .environmentObject(HabitStore.preview)
}
