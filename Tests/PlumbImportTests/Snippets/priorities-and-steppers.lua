-- The Plumb script of priorities-and-steppers.swift.txt, written by hand.
local squarePriority = 0.0
local capsulePriority = 0.0
return ZStack {
  HStack {
    Rectangle()
      :layoutPriority(squarePriority),
    Capsule()
      :layoutPriority(capsulePriority),
  },
  VStack {
    Stepper("Square " .. squarePriority, { value = squarePriority }),
    Stepper("Capsule " .. capsulePriority, { value = capsulePriority }),
  }
    :padding()
    :foregroundColor("black")
    :frame { maxHeight = math.huge, alignment = "bottom" },
}
