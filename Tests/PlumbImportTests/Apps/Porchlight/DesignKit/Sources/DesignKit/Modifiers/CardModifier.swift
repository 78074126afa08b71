import SwiftUI

struct CardBackground: ViewModifier {
    var padding: CGFloat
    var cornerRadius: CGFloat

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.white, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: Color.inkwell.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}

extension View {
    /// White rounded card with a soft shadow, full width.
    public func card(padding: CGFloat = Spacing.l, cornerRadius: CGFloat = 16) -> some View {
        modifier(CardBackground(padding: padding, cornerRadius: cornerRadius))
    }
}
