import DesignKit
import SwiftUI

struct DeviceRow: View {
    @Binding var device: Device

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Toggle(isOn: $device.isOn) {
                Label(device.name, systemImage: device.kind.symbol)
            }
            .toggleStyle(.tickBox)
            if device.kind.isDimmable && device.isOn {
                HStack {
                    Image(systemName: "sun.min")
                    Slider(value: $device.level, in: 0...1)
                    Image(systemName: "sun.max")
                }
                .foregroundStyle(.secondary)
                .padding(.leading, 36)
            }
        }
        .padding(.vertical, Spacing.xs)
    }
}

#Preview {
    List {
        DeviceRow(device: .constant(Room.samples[0].devices[0]))
        DeviceRow(device: .constant(Room.samples[0].devices[1]))
    }
}
