-- The Plumb script of system-size-symbol-between-texts.swift.txt, written by hand.
return HStack {
  Text("Buenos días")
    :font("title")
    :lineLimit(1),
  Image { systemName = "square" }
    :font(Font.system(90)),
  Text("Buenos días")
    :font("title")
    :lineLimit(1),
}
