import SwiftUI

public extension Font {
    static let cardTitle = Font.system(.title3, design: .rounded).weight(.semibold)
    static let metricValue = Font.system(size: 28, weight: .bold, design: .rounded).monospacedDigit()
    static let overline = Font.system(.caption2).weight(.bold)

    static func display(_ size: CGFloat) -> Font {
        .system(size: size, weight: .heavy, design: .rounded)
    }
}

public extension Text {
    /// Small capitals above a section: "3 DEVICES ON".
    func overline() -> some View {
        self.font(.overline)
            .tracking(1.2)
            .textCase(.uppercase)
            .foregroundStyle(.secondary)
    }
}
