import SwiftUI

struct AccentSwatchRow: View {
    @Binding var selection: AccentChoice

    var body: some View {
        HStack(spacing: 14) {
            ForEach(AccentChoice.allCases) { choice in
                Circle()
                    .fill(choice.color)
                    .frame(width: 32, height: 32)
                    .overlay {
                        if choice == selection {
                            Image(systemName: "checkmark")
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                        }
                    }
                    .overlay(
                        Circle()
                            .stroke(Color.primary.opacity(choice == selection ? 0.4 : 0), lineWidth: 2)
                            .padding(-4)
                    )
                    .onTapGesture {
                        selection = choice
                    }
                    .accessibilityLabel(choice.rawValue.capitalized)
            }
        }
        .padding(.vertical, 6)
    }
}

#Preview {
    AccentSwatchRow(selection: .constant(.teal))
        .padding()
}
