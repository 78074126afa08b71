// wangchujiang.com/swiftui-example/images-shapes-media/demo6 (the first example)
Text("Hacking with Swift")
.font(.system(size: 48))
.padding(50)
.background(
Image("singapore")
.resizable()
)
