-- fuzz seed 415 (lazyList): limit overrun: peak 202 MiB with --max-memory 64
return ScrollView { axes = 'vertical', contentOffset = { y = 8000000 },
  VStack { ForEach(1e6, function(i) return Color.blue:frame { height = 1e308 } end) },
}:opacity(30)