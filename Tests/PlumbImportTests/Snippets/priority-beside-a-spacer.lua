-- The Plumb script of priority-beside-a-spacer.swift.txt, written by hand.
return HStack {
  Text("A long line of text that wraps first.")
    :font("largeTitle")
    :border(Color.gray),
  Spacer(),
  Text("A shorter line keeps its place.")
    :font("largeTitle")
    :layoutPriority(1)
    :border(Color.gray),
}
