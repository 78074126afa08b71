-- Smyth's SwiftUI Essentials, Figure 27-3: an HStack centres its children vertically; the three texts use different styles.
-- Look at: the centres line up, so the small texts float in the middle of the large title.
-- plumb: --canvas 640x480
return HStack { spacing = 20,
  Text("This is some text"):font("largeTitle"),
  Text("This is some much longer text"):font("body"),
  Text("This is short"):font("headline"),
}
