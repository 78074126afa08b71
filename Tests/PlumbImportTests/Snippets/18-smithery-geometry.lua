return GeometryReader(function(geometry)
  return VStack {
    Text("Width: " .. geometry.size.width),
    Text("Height: " .. geometry.size.height),
    Rectangle()
      :fill("blue")
      :frame { width = geometry.size.width * 0.5 },
  }
end)
