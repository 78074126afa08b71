local uploadProgress = 0.75
return ViewThatFits { axes = "horizontal",
  HStack {
    Text(math.floor(uploadProgress * 100) .. "%"),
    ProgressView { value = uploadProgress }
      :frame { width = 100 },
  },
  ProgressView { value = uploadProgress }
    :frame { width = 100 },
  Text(math.floor(uploadProgress * 100) .. "%"),
}
