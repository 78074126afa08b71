-- The Plumb script of view-that-fits-progress.swift.txt, written by hand.
local downloadShare = 0.4
return ViewThatFits { axes = "horizontal",
  HStack {
    Text(math.floor(downloadShare * 100 + 0.5) .. "%"),
    ProgressView { value = downloadShare }
      :frame { width = 120 },
  },
  ProgressView { value = downloadShare }
    :frame { width = 120 },
  Text(math.floor(downloadShare * 100 + 0.5) .. "%"),
}
