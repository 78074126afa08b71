-- The Plumb script of geometry-reader-quarter-width.swift.txt, written by hand.
return GeometryReader(function(proxy)
  return VStack {
    Text("W " .. proxy.size.width),
    Text("H " .. proxy.size.height),
    Rectangle()
      :fill("green")
      :frame { width = proxy.size.width * 0.25 },
  }
end)
