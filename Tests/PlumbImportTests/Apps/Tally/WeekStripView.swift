import SwiftUI

struct WeekStripView: View {
    @EnvironmentObject private var store: HabitStore
    private let days = Calendar.current.daysOfWeek(containing: Date())

    private func completedCount(on day: Date) -> Int {
        store.habits.filter { $0.completions.contains(day) }.count
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(days.enumerated()), id: \.element) { index, day in
                let isToday = Calendar.current.isDateInToday(day)
                VStack(spacing: 6) {
                    Text(day.formatted(.dateTime.weekday(.narrow)))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    Text(day.formatted(.dateTime.day()))
                        .font(.callout.weight(isToday ? .bold : .regular))
                        .frame(width: 32, height: 32)
                        .background(isToday ? Color.accentColor.opacity(0.2) : Color.clear, in: Circle())
                    Circle()
                        .fill(completedCount(on: day) > 0 ? Color.accentColor : Color.secondary.opacity(0.2))
                        .frame(width: 6, height: 6)
                }
                .frame(maxWidth: .infinity)
                if index < days.count - 1 {
                    Divider()
                        .frame(height: 40)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    List {
        WeekStripView()
    }
    .environmentObject(HabitStore.preview)
}
