// gist.github.com/WildStudio/d52982f5e25840fd0e0cd9a3f510d8c1
HStack (spacing: 100) {
    VStack {
        Text("WAMF")
        Text("Tutorial")
    }
    VStack(alignment: .trailing) {
        Text("SwiftUI")
        Text("Basics")
    }
}
