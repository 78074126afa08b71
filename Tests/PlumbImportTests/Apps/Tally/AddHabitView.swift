import SwiftUI

struct AddHabitView: View {
    @EnvironmentObject private var store: HabitStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var symbol = "star"
    @State private var tint: HabitTint = .sky
    @State private var goal = 5

    private let symbols = ["star", "book", "figure.walk", "drop", "bed.double", "leaf", "pencil", "music.note"]

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespaces)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name)
                    Stepper("\(goal) days a week", value: $goal, in: 1...7)
                }
                Section("Symbol") {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], spacing: 12) {
                        ForEach(symbols, id: \.self) { candidate in
                            Image(systemName: candidate)
                                .font(.title3)
                                .frame(width: 44, height: 44)
                                .background(symbol == candidate ? tint.color.opacity(0.25) : Color.clear, in: Circle())
                                .onTapGesture {
                                    symbol = candidate
                                }
                        }
                    }
                }
                Section("Colour") {
                    Picker("Colour", selection: $tint) {
                        ForEach(HabitTint.allCases) { choice in
                            Label(choice.rawValue.capitalized, systemImage: "circle.fill")
                                .foregroundStyle(choice.color)
                                .tag(choice)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(Habit(name: trimmedName, symbol: symbol, tint: tint, goalPerWeek: goal))
                        dismiss()
                    }
                    .disabled(trimmedName.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddHabitView()
        .environmentObject(HabitStore.preview)
}
