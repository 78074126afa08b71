import SwiftUI

struct HabitDetailView: View {
    @ObservedObject var store: HabitStore
    let habitID: Habit.ID

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 7)
    private let monthDays = Calendar.current.daysOfMonth(containing: Date())

    private var habit: Habit? {
        store.habits.first { $0.id == habitID }
    }

    /// Empty cells before the 1st, so that it falls under its weekday.
    private var leadingBlanks: Int {
        guard let first = monthDays.first else { return 0 }
        let weekday = Calendar.current.component(.weekday, from: first)
        return (weekday - Calendar.current.firstWeekday + 7) % 7
    }

    var body: some View {
        if let habit {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HStack(spacing: 16) {
                        Image(systemName: habit.symbol)
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                            .frame(width: 72, height: 72)
                            .background(habit.tint.color, in: RoundedRectangle(cornerRadius: 18))
                        VStack(alignment: .leading) {
                            Text(habit.name)
                                .font(.title2.bold())
                            Text("Goal: \(habit.goalPerWeek) days a week")
                                .foregroundStyle(.secondary)
                        }
                    }
                    Text(Date().formatted(.dateTime.month(.wide).year()))
                        .font(.headline)
                    LazyVGrid(columns: columns, spacing: 6) {
                        ForEach(0..<leadingBlanks, id: \.self) { _ in
                            Color.clear
                                .frame(height: 36)
                        }
                        ForEach(monthDays, id: \.self) { day in
                            let done = habit.completions.contains(day)
                            Text(day.formatted(.dateTime.day()))
                                .font(.footnote.monospacedDigit())
                                .frame(maxWidth: .infinity, minHeight: 36)
                                .background(
                                    done ? habit.tint.color : Color.secondary.opacity(0.1),
                                    in: RoundedRectangle(cornerRadius: 8)
                                )
                                .foregroundStyle(done ? Color.white : Color.primary)
                                .onTapGesture {
                                    store.toggle(habit, on: day)
                                }
                        }
                    }
                    HStack {
                        StreakBadge(days: store.streak(for: habit))
                        Spacer()
                        Text("\(habit.completions.count) days in all")
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
            }
            .navigationTitle(habit.name)
        } else {
            Text("This habit was deleted.")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    NavigationStack {
        HabitDetailView(store: .preview, habitID: Habit.example.id)
    }
}
