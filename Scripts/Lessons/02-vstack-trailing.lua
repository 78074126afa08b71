-- Container alignment (Smyth's SwiftUI Essentials, Figure 27-2): alignment = "trailing" lines up the trailing edges.
-- plumb: --canvas 640x480
return VStack { alignment = "trailing",
  Text("This is some text"),
  Text("This is some longer text"),
  Text("This is short"),
}
