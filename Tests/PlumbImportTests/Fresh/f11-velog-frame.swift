// velog.io/@vvkkiie/SwiftUI-stack과-frame의-alignment
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("1")
            Text("2")
            Text("3")
        }
        .frame(width: 300, height: 200)
        .background(.orange)
    }
}
