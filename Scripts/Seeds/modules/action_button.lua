-- Seed 000's ActionButtonStyle as a function: a button is drawn as its label with the style's
-- modifiers, label.fixedSize().frame(maxWidth: .infinity).padding().foregroundColor(.white)
-- .background(Color.blue) (cornerRadius only changes drawing, so it is left out).
return function(title)
  return Text(title)
    :fixedSize()
    :frame { maxWidth = math.huge }
    :padding()
    :foregroundColor("white")
    :background(Color.blue)
end
