-- fuzz seed 132 (runaway): message without a position: script stopped: ran longer than 1 s (raise it with --timeout); it was in code that cannot be interrupted
local function f() return f() + 1 end
return Text(tostring(f()))