-- fuzz seed 84 (hostileGuide): message without a position: script stopped: ran longer than 1 s (raise it with --timeout); it was in code that cannot be interrupted
local g = 'leading'
return VStack { alignment = g, Text('0'):alignmentGuide('leading', function(d) local function f(n) return n > 0 and f(n - 1) + 1 or 0 end return f(1e6) end) }