import SwiftUI

final class HabitStore: ObservableObject {
    @Published var habits: [Habit]

    init(habits: [Habit] = Habit.examples) {
        self.habits = habits
    }

    func isDone(_ habit: Habit, on day: Date) -> Bool {
        habit.completions.contains(day.startOfDay)
    }

    func toggle(_ habit: Habit, on day: Date) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        let key = day.startOfDay
        if habits[index].completions.contains(key) {
            habits[index].completions.remove(key)
        } else {
            habits[index].completions.insert(key)
        }
    }

    /// Days done in a row, counting back from today, or from yesterday while today is still open.
    func streak(for habit: Habit) -> Int {
        var day = Date().startOfDay
        if !habit.completions.contains(day) {
            day = day.adding(days: -1)
        }
        var count = 0
        while habit.completions.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    func doneThisWeek(_ habit: Habit) -> Int {
        Calendar.current.daysOfWeek(containing: Date())
            .filter { habit.completions.contains($0) }
            .count
    }

    func add(_ habit: Habit) {
        habits.append(habit)
    }

    func delete(at offsets: IndexSet) {
        habits.remove(atOffsets: offsets)
    }
}
