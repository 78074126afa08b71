-- "How to dynamically change UIStackView axis" with large text: the same views in a VStack with leading alignment, as the article's
-- stack does once the horizontal layout would compress its views.
-- golden: --canvas 320x160
return VStack { alignment = "leading", spacing = 16,
  Text("Lorem ipsum dolor"):font("title"),
  Text("Action"):font("title"):foregroundColor("blue"),
}
