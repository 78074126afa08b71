// wangchujiang.com/swiftui-example/transforming-views/demo2 (the two orders, in a VStack)
VStack {
Text("Examples with Swift")
.background(Color.red)
.foregroundColor(.white)
.padding()
Text("Examples with Swift")
.padding()
.background(Color.red)
.foregroundColor(.white)
}
