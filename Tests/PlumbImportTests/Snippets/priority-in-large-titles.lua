-- The Plumb script of priority-in-large-titles.swift.txt, written by hand.
return HStack {
  Text("Every stack offers its children what is left."),
  Text("The higher priority is offered first.")
    :layoutPriority(1),
}:font("largeTitle")
