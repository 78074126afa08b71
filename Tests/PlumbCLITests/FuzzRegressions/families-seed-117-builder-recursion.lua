-- fuzz seed 117 (builder): limit overrun: peak 195 MiB with --max-memory 64
local function g(n) return GeometryReader(function(proxy) return g(n + 1) end) end
return g(0)