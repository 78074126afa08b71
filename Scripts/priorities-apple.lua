-- Apple's layoutPriority(_:) example: the second text has the priority and takes its whole width
-- (33 block letters of 24 points); the first "shrinks dramatically" into what is left. Apple puts
-- .border(Color.gray) outside the priority; a border is an overlay, and a secondary layer keeps
-- the priority of the view it decorates, so .background(Color.gray) stands in for it here.
-- golden: --canvas 1000x208
return HStack {
  Text("This is a moderately long string."):font("largeTitle"):background(Color.gray),
  Spacer(),
  Text("This is a higher priority string."):font("largeTitle"):layoutPriority(1):background(Color.gray),
}
