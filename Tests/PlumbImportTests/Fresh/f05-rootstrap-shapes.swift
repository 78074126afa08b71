// gist.github.com/devs-rootstrap/7919545e4809b875eb28a1e41187bb96
var body: some View {
    VStack(spacing: 10) {
        Text("HStack")
            .font(.title)
        Text("Spacing & Alignment")
            .font(.subheadline)
        HStack {
            Circle()
                .fill(.blue)
                .frame(width: 100, height: 100)
            Rectangle()
                .fill(.yellow)
                .frame(width: 100, height: 100)
            Capsule()
                .fill(.orange)
                .frame(width: 100, height: 50)
        }
    }
}
