import SwiftUI

extension Font {
    public static let cardTitle = Font.system(.title3, design: .rounded).weight(.semibold)
    public static let metricValue = Font.system(size: 28, weight: .bold, design: .rounded).monospacedDigit()
    public static let overline = Font.system(.caption2).weight(.bold)

    public static func display(_ size: CGFloat) -> Font {
        .system(size: size, weight: .heavy, design: .rounded)
    }
}

extension Text {
    /// Small capitals above a section: "3 DEVICES ON".
    public func overline() -> some View {
        self.font(.overline)
            .tracking(1.2)
            .textCase(.uppercase)
            .foregroundStyle(.secondary)
    }
}
