import SwiftUI

extension Color {
    /// Warm amber for primary actions and lit things.
    public static let amberGlow = Color(red: 0.96, green: 0.66, blue: 0.20)
    /// Near-black for text on light fills.
    public static let inkwell = Color(red: 0.13, green: 0.15, blue: 0.20)
    /// The pale grey behind cards.
    public static let mist = Color(hex: 0xEDF0F4)
    public static let moss = Color(hex: 0x5C8C61)
    public static let brick = Color(hex: 0xBD4A3D)

    /// A colour from a 0xRRGGBB literal.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }
}
