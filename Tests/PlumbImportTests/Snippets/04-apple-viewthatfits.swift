// developer.apple.com/documentation/swiftui/viewthatfits (uploadProgress = 0.75)
// (declarations the source states in its text, added for the test)
let uploadProgress = 0.75
ViewThatFits(in: .horizontal) {
    HStack {
        Text("\(uploadProgress.formatted(.percent))")
        ProgressView(value: uploadProgress)
            .frame(width: 100)
    }
    ProgressView(value: uploadProgress)
        .frame(width: 100)
    Text("\(uploadProgress.formatted(.percent))")
}
