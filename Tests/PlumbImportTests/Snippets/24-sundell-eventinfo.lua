-- The gist's priorities are Doubles (layoutPriority takes a Double), so Swift prints them "0.0".
local rectanglePriority = 0.0
local circlePriority = 0.0
return ZStack {
  HStack {
    Rectangle()
      :layoutPriority(rectanglePriority),
    Circle()
      :layoutPriority(circlePriority),
  },
  VStack {
    Stepper("Rectangle " .. rectanglePriority, { value = rectanglePriority }),
    Stepper("Circle " .. circlePriority, { value = circlePriority }),
  }
    :padding()
    :foregroundColor("black")
    :frame { maxHeight = math.huge, alignment = "bottom" },
}
