-- fuzz seed 900672 (lazyList): limit overrun: peak 796 MiB with --max-memory 64
return ScrollView { axes = 'horizontal', contentOffset = { x = -1e6 },
  LazyHStack { spacing = -0.0, ForEach(2^53, function(i) return i % 7 == 0 and error('row ' .. i) or Text(i) end) },
}