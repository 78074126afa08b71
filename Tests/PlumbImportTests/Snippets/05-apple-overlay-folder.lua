return Image { systemName = "folder" }
  :font(Font.system { size = 55, weight = "thin" })
  :overlay(Text("❤️"), "bottom")
