// wangchujiang.com/swiftui-example/images-shapes-media/demo6
Text("Hacking with Swift")
.font(.largeTitle)
.padding()
.background(Circle()
.fill(Color.red)
.frame(width: 50, height: 50))
