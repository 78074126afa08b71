-- A child that refuses to shrink (objc.io): red takes 75 and green insists on 100, so the
-- HStack is 175 wide inside a 150-point frame and overflows both sides of it.
-- golden: --canvas 200x96
return HStack { spacing = 0,
  Rectangle():foregroundColor("red"):frame { maxWidth = 100 },
  Rectangle():foregroundColor("green"):frame { minWidth = 100 },
}:frame { width = 150, height = 64 }
