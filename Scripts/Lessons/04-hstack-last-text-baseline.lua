-- Smyth's SwiftUI Essentials, Figure 27-4: lastTextBaseline aligns the baselines of the texts' last lines.
-- Look at: the bottoms of the letters line up; the large title's descent hangs below.
-- plumb: --canvas 640x480
return HStack { alignment = "lastTextBaseline", spacing = 20,
  Text("This is some text"):font("largeTitle"),
  Text("This is some much longer text"):font("body"),
  Text("This is short"):font("headline"),
}
