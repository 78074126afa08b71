#!/usr/bin/env python3
"""Measures what is still unbounded in `plumb serve`: FlyingFox's HTTP decoder reads a request's
first line and each header line until its newline, with no limit, one byte at a time into a
growing array. A raw client (not a browser: browsers cap a request's head at a few hundred KiB)
sends MIB mebibytes of one request line, or of header lines, and never ends them; this prints the
server's resident memory as it goes (every 10 s, for at most SECONDS_AT_MOST, 120 by default), how
fast the server took the bytes, and whether another request is answered meanwhile and after the
client hangs up.

    Tools/serve-long-line.py .build/release/plumb 64            # a 64 MiB request line
    Tools/serve-long-line.py .build/release/plumb 64 --headers  # 64 MiB of 1 KiB header lines, each name once

Talks to 127.0.0.1 only."""
import os, socket, subprocess, sys, threading, time

def resident_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0

def answered(port):
    start = time.perf_counter()
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(b"GET /layout.json HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
    status = s.recv(100).split(b"\r\n")[0].decode()
    s.close()
    return f"{status} in {(time.perf_counter() - start) * 1000:.0f} ms"

def main():
    plumb, mib = sys.argv[1], int(sys.argv[2])
    headers = "--headers" in sys.argv
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Scripts", "hello.lua")
    server = subprocess.Popen([plumb, "serve", "--port", "0", "--canvas", "400x300", script],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        port = int(server.stderr.readline().rsplit(":", 1)[1].strip("/\n"))
        time.sleep(0.5)
        before = resident_mib(server.pid)
        print(f"server resident before: {before:.1f} MiB; a request: {answered(port)}")
        client = socket.create_connection(("127.0.0.1", port), timeout=60)
        if headers:
            client.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)
            # Each name once: FlyingFox keeps every distinct header (the same name again replaces it).
            names = iter(range(1 << 30))
            chunk = lambda: b"".join(b"X-%09d: %s\r\n" % (next(names), b"v" * 1000) for i in range(64))
        else:
            client.sendall(b"GET /")
            line = b"a" * 65536
            chunk = lambda: line
        total, sent, start, last = mib << 20, 0, time.perf_counter(), time.perf_counter()
        deadline = start + float(os.environ.get("SECONDS_AT_MOST", "120"))
        client.settimeout(1)
        pending = b""
        while sent < total and time.perf_counter() < deadline:
            if not pending:
                pending = chunk()
            try:
                count = client.send(pending)
                sent += count
                pending = pending[count:]
            except socket.timeout:
                pass
            if time.perf_counter() - last >= 10:
                last = time.perf_counter()
                print(f"  {last - start:5.0f} s: sent {sent / 1048576:7.1f} MiB; server resident "
                      f"{resident_mib(server.pid):7.1f} MiB; a request: {answered(port)}", flush=True)
        elapsed = time.perf_counter() - start
        print(f"sent {sent / 1048576:.1f} MiB in {elapsed:.0f} s ({sent / 1048576 / elapsed:.2f} MiB/s)")
        # The server may still be reading what the kernel holds.
        time.sleep(2)
        peak = resident_mib(server.pid)
        print(f"after {sent / 1048576:.1f} MiB{' of header lines' if headers else ' of one request line'}: server resident "
              f"{peak:.1f} MiB (+{peak - before:.1f}); a request: {answered(port)}")
        client.close()
        time.sleep(1)
        print(f"client gone: server resident {resident_mib(server.pid):.1f} MiB; a request: {answered(port)}")
    finally:
        server.terminate()
        server.wait()

if __name__ == "__main__":
    main()
