// juejin.cn/post/6930166074314850317 (Apple's BorderedCaption example)
struct BorderedCaption: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2)
            .padding(10)
            .overlay(
                RoundedRectangle(cornerRadius: 15)
                    .stroke(lineWidth: 1)
            )
            .foregroundColor(Color.blue)
    }
}

struct ContentView: View {
    var body: some View {
        Image(systemName: "bus")
            .resizable()
            .frame(width: 50, height: 50)
        Text("Downtown Bus")
            .modifier(BorderedCaption())
    }
}
