-- Every shape fills what it is offered; a Circle takes the largest square that fits.
-- golden: --canvas 640x128
return HStack {
  Rectangle():id("Rectangle"),
  RoundedRectangle { cornerRadius = 8 }:id("Rounded"),
  Circle():id("Circle"),
  Ellipse():id("Ellipse"),
  Capsule():id("Capsule"),
  Color.orange,
}:padding(8)
