import SwiftUI

struct HabitatFilterBar: View {
    @Binding var selection: Habitat?

    var body: some View {
        Picker("Habitat", selection: $selection) {
            Text("All").tag(Habitat?.none)
            ForEach(Habitat.allCases) { habitat in
                Image(systemName: habitat.symbol)
                    .tag(Habitat?.some(habitat))
            }
        }
        .pickerStyle(.segmented)
    }
}

#Preview {
    HabitatFilterBar(selection: .constant(.coast))
        .padding()
}
