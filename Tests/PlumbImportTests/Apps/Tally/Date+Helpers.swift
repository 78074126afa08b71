import Foundation

extension Date {
    var startOfDay: Date {
        Calendar.current.startOfDay(for: self)
    }

    func adding(days: Int) -> Date {
        Calendar.current.date(byAdding: .day, value: days, to: self) ?? self
    }
}

extension Calendar {
    /// The seven days of the week that holds `date`, each at the start of its day.
    func daysOfWeek(containing date: Date) -> [Date] {
        guard let week = dateInterval(of: .weekOfYear, for: date) else { return [] }
        return (0..<7).compactMap { self.date(byAdding: .day, value: $0, to: week.start) }
    }

    /// Every day of the month that holds `date`.
    func daysOfMonth(containing date: Date) -> [Date] {
        guard let month = dateInterval(of: .month, for: date),
            let days = range(of: .day, in: .month, for: date)
        else { return [] }
        return days.compactMap { self.date(byAdding: .day, value: $0 - 1, to: month.start) }
    }
}
