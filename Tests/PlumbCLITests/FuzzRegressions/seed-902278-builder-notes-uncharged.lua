-- fuzz seed 902278 (builder): limit overrun: peak 159 MiB with --max-memory 64
local g = GeometryReader(function(proxy) return {} end)
local t = {}
for i = 1, 100000 do t[i] = g end
return VStack(t)