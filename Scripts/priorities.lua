-- layoutPriority: the second text is offered everything except the first one's minimum,
-- so the first wraps to a narrow column and the second stays on one line.
-- golden: --canvas 320x128
return HStack {
  Text("Lower priority text wraps first"),
  Text("Higher priority"):layoutPriority(1),
}
