-- The Plumb script of zstack-corner-caption.swift.txt, written by hand.
return ZStack { alignment = "bottomLeading",
  Image("meadow")
    :resizable()
    :aspectRatio { contentMode = "fill" },
  Text("Caption")
    :padding()
    :background(Color.black:opacity(0.5))
    :foregroundStyle("white"),
}
