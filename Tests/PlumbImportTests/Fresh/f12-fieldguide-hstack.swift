// swiftuifieldguide.com/layout/hstack
HStack { RoundedRectangle(cornerRadius: 8) .fill(Color.blue) Text("Hello, world").layoutPriority(1) RoundedRectangle(cornerRadius: 8) .fill(Color.green) }
