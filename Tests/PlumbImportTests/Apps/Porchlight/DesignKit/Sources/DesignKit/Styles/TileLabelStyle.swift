import SwiftUI

/// The icon in a tinted circle above the title, for grid tiles.
public struct TileLabelStyle: LabelStyle {
    public var tint: Color

    public init(tint: Color = .amberGlow) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: Spacing.s) {
            configuration.icon
                .font(.title2)
                .foregroundStyle(tint)
                .frame(width: 48, height: 48)
                .background(tint.opacity(0.15), in: Circle())
            configuration.title
                .font(.caption.weight(.medium))
                .lineLimit(1)
        }
    }
}

extension LabelStyle where Self == TileLabelStyle {
    public static var tile: TileLabelStyle { TileLabelStyle() }
}
