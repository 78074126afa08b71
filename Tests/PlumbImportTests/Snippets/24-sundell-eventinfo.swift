// gist.github.com/sturdysturge/33ec752a7f2e40c4e13aa1a0df8c4892 (priorities 0)
// (declarations the source states in its text, added for the test)
let rectanglePriority = 0.0
let circlePriority = 0.0
ZStack {
    HStack {
        Rectangle()
            .layoutPriority(rectanglePriority)
        Circle()
            .layoutPriority(circlePriority)
    }
    VStack {
        Stepper("Rectangle \(rectanglePriority)", value: $rectanglePriority)
        Stepper("Circle \(circlePriority)", value: $circlePriority)
    }
    .padding()
    .foregroundColor(.black)
    .frame(maxHeight: .infinity, alignment: .bottom)
}
