-- plumb: exercise ../07-baselines.lua
return HStack { alignment = "lastTextBaseline",
  Text("42"):font("largeTitle"):id("number"),
  Text("points"):font("caption"):id("unit"),
}
