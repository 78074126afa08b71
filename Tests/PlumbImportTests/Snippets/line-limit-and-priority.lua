-- The Plumb script of line-limit-and-priority.swift.txt, written by hand.
return HStack {
  Text("One"),
  Text("Two"),
  Text("Three words here")
    :layoutPriority(1),
}:lineLimit(1):font("title3")
