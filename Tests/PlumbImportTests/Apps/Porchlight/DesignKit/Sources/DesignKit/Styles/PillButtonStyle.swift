import SwiftUI

public struct PillButtonStyle: ButtonStyle {
    public var fill: Color
    public var foreground: Color

    public init(fill: Color = .amberGlow, foreground: Color = .inkwell) {
        self.fill = fill
        self.foreground = foreground
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, Spacing.l)
            .padding(.vertical, Spacing.s + 2)
            .background(fill.opacity(configuration.isPressed ? 0.7 : 1), in: Capsule())
            .foregroundStyle(foreground)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    /// Amber pill with dark text.
    public static var pill: PillButtonStyle { PillButtonStyle() }

    public static func filledPill(_ fill: Color, foreground: Color = .white) -> PillButtonStyle {
        PillButtonStyle(fill: fill, foreground: foreground)
    }
}
