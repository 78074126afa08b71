import SwiftUI

struct QuietHoursView: View {
    @EnvironmentObject private var settings: SettingsStore
    private let weekdaySymbols = Calendar.current.veryShortWeekdaySymbols

    private var lengthText: String {
        let minutes = settings.quietHoursLength
        return String(format: "%d h %02d min", minutes / 60, minutes % 60)
    }

    var body: some View {
        Form {
            Toggle("Quiet Hours", isOn: $settings.quietHoursEnabled.animation())
            if settings.quietHoursEnabled {
                Section("Schedule") {
                    DatePicker("From", selection: $settings.quietStart, displayedComponents: .hourAndMinute)
                    DatePicker("To", selection: $settings.quietEnd, displayedComponents: .hourAndMinute)
                    LabeledContent("Length", value: lengthText)
                }
                Section("Days") {
                    HStack {
                        ForEach(weekdaySymbols.indices, id: \.self) { index in
                            let day = index + 1
                            let isOn = settings.quietDays.contains(day)
                            Button {
                                if isOn {
                                    settings.quietDays.remove(day)
                                } else {
                                    settings.quietDays.insert(day)
                                }
                            } label: {
                                Text(weekdaySymbols[index])
                                    .font(.footnote.bold())
                                    .frame(width: 34, height: 34)
                                    .background(isOn ? Color.indigo : Color.secondary.opacity(0.15), in: Circle())
                                    .foregroundStyle(isOn ? Color.white : Color.primary)
                            }
                            .buttonStyle(.plain)
                            if index < weekdaySymbols.count - 1 {
                                Spacer(minLength: 0)
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle("Quiet Hours")
    }
}

#Preview {
    NavigationStack {
        QuietHoursView()
    }
    .environmentObject(SettingsStore.preview)
}
