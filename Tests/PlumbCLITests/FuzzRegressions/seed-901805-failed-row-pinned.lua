-- fuzz seed 901805 (lazyList): limit overrun: peak 782 MiB with --max-memory 64
return ScrollView { axes = 'vertical', contentOffset = { y = -1e6 },
  LazyVStack { pinnedViews = 'sectionHeaders', spacing = -1, ForEach(2^53, function(i) return i % 7 == 0 and error('row ' .. i) or Text(i) end) },
}:foregroundColor('red')