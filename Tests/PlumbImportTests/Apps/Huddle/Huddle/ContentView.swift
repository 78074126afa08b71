import SwiftUI

struct ContentView: View {
    @State private var huddles = Huddle.sampleData

    var body: some View {
        HuddleBoardView(huddles: $huddles)
    }
}

#Preview {
    ContentView()
}
