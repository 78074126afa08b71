-- fuzz seed 322 (runaway): message without a position: /etc/passwd:1: script stopped: ran longer than 1 s (raise it with --timeout)
load('while true do end', '@/etc/passwd')()