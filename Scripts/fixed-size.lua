-- fixedSize proposes nil (the ideal size): a Color becomes 10×10, a Text refuses to wrap.
-- golden: --canvas 320x96
return VStack {
  Text("This text would wrap"):fixedSize():frame { width = 80 },
  Color.green:fixedSize(),
  Text("This one wraps"):frame { width = 80 },
}
