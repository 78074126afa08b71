import Foundation

extension Habit {
    static let examples: [Habit] = [
        Habit(
            name: "Read 20 pages", symbol: "book", tint: .plum, goalPerWeek: 5,
            completions: recentDays([0, 1, 2, 4, 5])),
        Habit(
            name: "Walk outside", symbol: "figure.walk", tint: .sage, goalPerWeek: 7,
            completions: recentDays([1, 2, 3])),
        Habit(
            name: "Practise guitar", symbol: "guitars", tint: .coral, goalPerWeek: 3,
            completions: recentDays([0, 3, 6, 9])),
        Habit(name: "No phone after ten", symbol: "moon", tint: .sky, goalPerWeek: 5),
    ]

    static var example: Habit { examples[0] }

    /// The days that many days before today.
    private static func recentDays(_ offsets: [Int]) -> Set<Date> {
        Set(offsets.map { Date().startOfDay.adding(days: -$0) })
    }
}

extension HabitStore {
    static var preview: HabitStore {
        HabitStore(habits: Habit.examples)
    }
}
