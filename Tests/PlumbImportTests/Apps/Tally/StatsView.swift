import SwiftUI

struct StatsView: View {
    @EnvironmentObject private var store: HabitStore

    private var weeklyRate: Double {
        let goals = store.habits.map(\.goalPerWeek).reduce(0, +)
        guard goals > 0 else { return 0 }
        let done = store.habits.map { min(store.doneThisWeek($0), $0.goalPerWeek) }.reduce(0, +)
        return Double(done) / Double(goals)
    }

    private var best: Habit? {
        store.habits.max(by: { store.streak(for: $0) < store.streak(for: $1) })
    }

    var body: some View {
        List {
            Section {
                VStack(spacing: 8) {
                    Text(weeklyRate.formatted(.percent.precision(.fractionLength(0))))
                        .font(.system(size: 48, weight: .bold, design: .rounded))
                    Text("of this week's goals met")
                        .foregroundStyle(.secondary)
                    ProgressView(value: weeklyRate)
                        .padding(.horizontal)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical)
            }
            if let best {
                Section("Longest streak") {
                    HStack {
                        Label(best.name, systemImage: best.symbol)
                        Spacer()
                        StreakBadge(days: store.streak(for: best))
                    }
                }
            }
            Section("This week") {
                ForEach(store.habits.sorted(by: { store.doneThisWeek($0) > store.doneThisWeek($1) })) { habit in
                    let done = store.doneThisWeek(habit)
                    VStack(alignment: .leading, spacing: 6) {
                        HStack {
                            Text(habit.name)
                            Spacer()
                            Text("\(done) of \(habit.goalPerWeek)")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                        }
                        ProgressView(value: Double(min(done, habit.goalPerWeek)), total: Double(habit.goalPerWeek))
                            .tint(habit.tint.color)
                    }
                }
            }
        }
        .navigationTitle("Stats")
    }
}

#Preview {
    NavigationStack {
        StatsView()
    }
    .environmentObject(HabitStore.preview)
}
