-- Container alignment (Smyth's SwiftUI Essentials, Figure 27-1): a VStack centres its children by default.
-- Look at: each line's centre sits on the stack's vertical centre line (try --guides).
-- plumb: --canvas 640x480
return VStack {
  Text("This is some text"),
  Text("This is some longer text"),
  Text("This is short"),
}
