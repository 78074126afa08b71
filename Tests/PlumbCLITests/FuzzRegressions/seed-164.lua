-- fuzz seed 164 (deepAndWide): message without a position: script stopped: ran longer than 1 s (raise it with --timeout); it was in code that cannot be interrupted
local t = {}
for i = 1, 100000 do t[i] = Rectangle() end
return VStack(t)