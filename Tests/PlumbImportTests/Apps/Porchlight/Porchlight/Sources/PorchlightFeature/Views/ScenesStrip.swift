import DesignKit
import SwiftUI

struct ScenesStrip: View {
    @Environment(HomeStore.self) private var store
    @State private var lastApplied: HomeScene.ID?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Spacing.s) {
                ForEach(store.scenes) { scene in
                    Button {
                        store.apply(scene)
                        lastApplied = scene.id
                    } label: {
                        Label(scene.name, systemImage: scene.symbol)
                    }
                    .buttonStyle(
                        PillButtonStyle(fill: lastApplied == scene.id ? .amberGlow : .white, foreground: .inkwell))
                }
            }
            .padding(.vertical, Spacing.xs)
        }
    }
}

#Preview {
    ScenesStrip()
        .padding()
        .background(Color.mist)
        .environment(HomeStore.preview)
}
