-- Exercise: set the small words on the large number's line of writing: the two texts' last
-- baselines on one line, as a price and its unit are (lessons 03 and 04).
-- plumb: --canvas 400x240
-- plumb: goal unit maxY=136
-- plumb: hint Centring texts of two sizes puts the small one's letters in the middle of the large ones; a text has a better line to align on.
-- plumb: hint Texts are aligned on their writing line by "lastTextBaseline" (or "firstTextBaseline").
-- plumb: hint The HStack takes it before its children: HStack { alignment = "lastTextBaseline", ... }.
return HStack {
  Text("42"):font("largeTitle"):id("number"),
  Text("points"):font("caption"):id("unit"),
}
