return HStack {
  Text("The rain Spain falls mainly on the Spaniards."),
  Text("Knowledge is power, France is bacon.")
    :layoutPriority(1),
}:font("largeTitle")
