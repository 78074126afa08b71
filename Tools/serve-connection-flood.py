#!/usr/bin/env python3
"""Opens N connections to `plumb serve` (half of them with a request never finished) while the
server may have only 64 open files, then checks that a request is still answered, and again once
they are closed: the server must keep listening (FlyingFox closes its listening socket when
accept fails; PreviewServer listens again).

    Tools/serve-connection-flood.py .build/debug/plumb 1000

Talks to 127.0.0.1 only."""
import socket, subprocess, sys, time
plumb = sys.argv[1]
import resource
server = subprocess.Popen(preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64)), args=[plumb, "serve", "--port", "0", "--canvas", "400x300", __file__.rsplit("/Tools/", 1)[0] + "/Scripts/hello.lua"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
port = int(server.stderr.readline().rsplit(":", 1)[1].strip("/\n"))
conns = []
try:
    for i in range(int(sys.argv[2])):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
        except Exception as e:
            print("connection", i, "failed:", e); break
        if i % 2: s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)  # half a request, never finished
        conns.append(s)
    time.sleep(1)
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=3)
        s.sendall(b"GET /layout.json HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
        print(len(conns), "open; then a request:", s.recv(100).split(b"\r\n")[0])
    except Exception as e:
        print(len(conns), "open; then a request failed:", e)
    for c in conns: c.close()
    time.sleep(1)
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
    print("after closing them:", s.recv(100).split(b"\r\n")[0], "server alive:", server.poll() is None)
finally:
    server.terminate(); server.wait()
