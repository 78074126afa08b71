// blog.csdn.net/xinshou_caizhu/article/details/103436178
import SwiftUI
struct XQHStackView: View {
var body: some View {
VStack {
HStack.init(alignment: .bottom, spacing: 20) {
Text("我是第一个Lab\nasdasd\nasdas")
Text("我是第二个Lab")
}
.padding()
.background(Color.orange)
.cornerRadius(20)
.shadow(radius: 10)
HStack {
Text("我是第一个Lab\nasdasd\nasdas")
Text("我是第二个Lab")
}
.padding()
.background(Color.orange)
.cornerRadius(20)
.shadow(radius: 10)
.padding(.top, 10)
HStack {
Text("我在左边")
Spacer()
Text("我在右边")
}
.padding()
.background(Color.orange)
.cornerRadius(20)
.shadow(radius: 10)
.padding(.top, 10)
}
}
}
