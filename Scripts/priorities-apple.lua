-- Apple's layoutPriority(_:) example, as Apple's documentation writes it: the second text has the
-- priority and takes its whole width (33 block letters of 24 points); the first "shrinks
-- dramatically" into what is left. The border is drawn outside the priority and only draws, so
-- the priority still counts.
-- golden: --canvas 1000x208
return HStack {
  Text("This is a moderately long string.")
    :font("largeTitle")
    :border(Color.gray),
  Spacer(),
  Text("This is a higher priority string.")
    :font("largeTitle")
    :layoutPriority(1)
    :border(Color.gray),
}
