import SwiftUI

struct ShoppingItemRow: View {
    @Binding var item: ShoppingItem

    var body: some View {
        HStack {
            Button {
                item.isChecked.toggle()
            } label: {
                Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(item.isChecked ? Color.green : Color.secondary)
            }
            .buttonStyle(.plain)
            Text(item.name)
                .strikethrough(item.isChecked)
                .foregroundStyle(item.isChecked ? Color.secondary : Color.primary)
            Spacer()
            if item.quantity > 1 {
                Text("×\(item.quantity)")
                    .font(.callout.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    VStack {
        ShoppingItemRow(item: .constant(ShoppingItem.samples[1]))
        ShoppingItemRow(item: .constant(ShoppingItem.samples[2]))
    }
    .padding()
}
