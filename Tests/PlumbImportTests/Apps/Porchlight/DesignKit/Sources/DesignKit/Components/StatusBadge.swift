import SwiftUI

public struct StatusBadge: View {
    public enum Tone {
        case positive
        case neutral
        case warning

        var color: Color {
            switch self {
            case .positive: return .moss
            case .neutral: return .gray
            case .warning: return .brick
            }
        }
    }

    let text: String
    let tone: Tone

    public init(_ text: String, tone: Tone = .neutral) {
        self.text = text
        self.tone = tone
    }

    public var body: some View {
        Text(text)
            .font(.overline)
            .textCase(.uppercase)
            .padding(.horizontal, Spacing.s)
            .padding(.vertical, Spacing.xs)
            .foregroundStyle(tone.color)
            .background(tone.color.opacity(0.15), in: Capsule())
    }
}

#Preview {
    HStack {
        StatusBadge("All on", tone: .positive)
        StatusBadge("Off")
        StatusBadge("High", tone: .warning)
    }
    .padding()
}
