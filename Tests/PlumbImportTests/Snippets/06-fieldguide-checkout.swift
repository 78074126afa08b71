// swiftuifieldguide.com/layout/flexible-frames
Text("Checkout")
    .frame(maxWidth: .infinity)
    .padding(8)
    .background { Color.accentColor }
