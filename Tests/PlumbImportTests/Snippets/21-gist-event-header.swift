// gist.github.com/olgusirman/9db9acbdf2682f0656f64a0a1dd78e34 (EventHeader + ImagePlaceholder)
VStack {
    HStack(spacing: 15) {
        Image(systemName: "calendar")
        VStack(alignment: .leading) {
            Text("Event title").font(.title)
            Text("Location")
        }
        Spacer()
    }
    ZStack {
        RoundedRectangle(cornerRadius: 10).stroke()
        Text("Image placeholder")
    }
    .layoutPriority(-1)
    .frame(minHeight: 100)
    Text(String(repeating: "This is a description ", count: 50))
    Spacer()
}.padding()
