import SwiftUI

struct ColorwayPicker: View {
    @Binding var selection: Colorway

    var body: some View {
        Picker("Colorway", selection: $selection) {
            ForEach(Colorway.allCases) { colorway in
                ColorwaySwatch(colorway: colorway)
                    .tag(colorway)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

struct ColorwaySwatch: View {
    let colorway: Colorway

    var body: some View {
        Text(colorway.title)
            .font(.caption.weight(.medium))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(colorway.mainColor, in: Capsule())
            .foregroundStyle(colorway.inkColor)
    }
}

#Preview {
    VStack(spacing: 8) {
        ForEach(Colorway.allCases) { colorway in
            ColorwaySwatch(colorway: colorway)
        }
    }
}
