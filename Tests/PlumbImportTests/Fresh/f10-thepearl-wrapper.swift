// gist.github.com/thepearl/9ea24cf6181c3f155c53c4c54d0f35a7
struct WrapperView<Content: View>: View {
let content: () -> Content
init(@ViewBuilder content: @escaping () -> Content) {
self.content = content
}
var body: some View {
VStack(alignment: .center) {
content()
.padding()
.background(Color.gray)
.cornerRadius(10)
.shadow(radius: 5)
}
}
}
// Apply padding, background, cornerRadius.. to a Text.
WrapperView {
Text("Hello")
}
