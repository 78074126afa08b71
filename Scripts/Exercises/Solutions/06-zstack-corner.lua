-- plumb: exercise ../06-zstack-corner.lua
return ZStack { alignment = "bottomTrailing",
  Rectangle():foregroundColor("green"):frame { width = 160, height = 160 }:id("card"),
  Rectangle():foregroundColor("red"):frame { width = 40, height = 40 }:id("badge"),
}
