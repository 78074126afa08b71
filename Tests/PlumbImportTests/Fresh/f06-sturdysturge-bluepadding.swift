// gist.github.com/sturdysturge/3e622876ba677bcf77982c73b1803b37
import SwiftUI
struct ContentView: View {
  var body: some View {
    VStack {
      Text("Blue")
        .foregroundColor(.blue)
        .padding(10)
      Text("Blue")
        .modifier(BluePaddingModifier(padding: 10))
      Text("Blue")
        .blue(10)
      Text("Blue")
        .b(10)
    }
  }
}
struct BluePaddingModifier: ViewModifier {
  let padding: CGFloat
  func body(content: Content) -> some View {
    content
      .foregroundColor(.blue)
      .padding(padding)
  }
}
extension View {
  func blue(_ padding: CGFloat) -> some View {
    let modifier = BluePaddingModifier(padding: padding)
    return ModifiedContent(content: self, modifier: modifier)
  }
  func b(_ padding: CGFloat) -> some View {
    self.modifier(BluePaddingModifier(padding: padding))
  }
}
