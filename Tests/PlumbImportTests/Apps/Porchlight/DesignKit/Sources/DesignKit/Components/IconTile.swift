import SwiftUI

public struct IconTile: View {
    let title: String
    let systemImage: String
    let tint: Color
    let isActive: Bool

    public init(_ title: String, systemImage: String, tint: Color = .amberGlow, isActive: Bool = true) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.isActive = isActive
    }

    public var body: some View {
        Label(title, systemImage: systemImage)
            .labelStyle(TileLabelStyle(tint: isActive ? tint : .gray))
            .frame(maxWidth: .infinity)
            .padding(.vertical, Spacing.m)
            .background(Color.mist, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

#Preview {
    HStack {
        IconTile("Lamp", systemImage: "lamp.desk")
        IconTile("Fan", systemImage: "fan", isActive: false)
    }
    .padding()
}
