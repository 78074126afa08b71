-- fuzz seed 441 (swiftImport, as the Lua it imports to): crash: signal 4 (a lazy stack's row count overflowed: math.maxinteger rows and one more view)
return LazyVStack {
  ForEach(math.maxinteger, function(i) return Text(tostring(i - 1)) end):padding(math.huge),
  Color.red,
}:padding("horizontal", math.huge):padding()
