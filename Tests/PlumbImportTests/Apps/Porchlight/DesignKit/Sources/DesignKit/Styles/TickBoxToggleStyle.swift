import SwiftUI

/// A square box that fills with a check mark, before the label.
public struct TickBoxToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: Spacing.m) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? Color.moss : Color.secondary)
                configuration.label
                    .foregroundStyle(Color.primary)
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == TickBoxToggleStyle {
    public static var tickBox: TickBoxToggleStyle { TickBoxToggleStyle() }
}
