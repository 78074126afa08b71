import SwiftUI

/// A thin capsule filled from the leading edge to `value` (0 to 1).
public struct MeterBar: View {
    let value: Double
    let tint: Color

    public init(value: Double, tint: Color = .amberGlow) {
        self.value = min(max(value, 0), 1)
        self.tint = tint
    }

    public var body: some View {
        Capsule()
            .fill(Color.mist)
            .frame(height: 8)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(tint)
                        .frame(width: proxy.size.width * value)
                }
            }
    }
}

#Preview {
    VStack(spacing: 12) {
        MeterBar(value: 0.25)
        MeterBar(value: 0.9, tint: .brick)
    }
    .padding()
}
