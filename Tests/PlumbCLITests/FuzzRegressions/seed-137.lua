-- fuzz seed 137 (deepAndWide): message without a position: script stopped: ran longer than 1 s (raise it with --timeout); it was in code that cannot be interrupted
local row = HStack { Text('a'), Text('b') }
local t = {}
for i = 1, 10000 do t[i] = row end
return VStack { spacing = 0, t }