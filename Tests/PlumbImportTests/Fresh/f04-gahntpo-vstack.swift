// gist.github.com/gahntpo/ebb27f50542365f48e4265837c9033a6 (the VStack)
VStack(alignment: .leading, spacing: 10) {
    Text("first item").background(Color.orange)
    Text("second item").background(Color.red)
    Text("third item").background(Color.gray)
}
