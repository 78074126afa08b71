#!/usr/bin/env python3
"""Measures `plumb serve`'s latencies over its WebSocket, as a page sees them (less the browser's
painting): a proposal (a width change) to the state message at that width, and a save of the
script to the state of the next generation (through the watch's file events and debounce).

    Tools/measure-serve-latency.py .build/release/plumb Scripts/Lessons/*.lua

Prints the p50 and p90 per script, in milliseconds. With --memory first: the server's resident
memory over 1,000 saves of the first script with 5 pages open (each reads every state). Talks to
127.0.0.1 only."""
import base64, json, os, shutil, socket, statistics, struct, subprocess, sys, tempfile, time

def read_exact(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise EOFError("closed")
        data += chunk
    return data

def read_frame(sock):
    b0, b1 = read_exact(sock, 2)
    length = b1 & 0x7F
    if length == 126:
        length = struct.unpack(">H", read_exact(sock, 2))[0]
    elif length == 127:
        length = struct.unpack(">Q", read_exact(sock, 8))[0]
    return b0 & 0x0F, read_exact(sock, length)

def send_text(sock, text):
    payload = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81])
    if len(payload) < 126:
        head += bytes([0x80 | len(payload)])
    else:
        head += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

def next_state(sock, accept):
    while True:
        opcode, payload = read_frame(sock)
        if opcode == 1:
            message = json.loads(payload)
            if message.get("type") == "state" and accept(message):
                return message

def connect(port):
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /socket HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: http://127.0.0.1:{port}\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert b" 101 " in head.split(b"\r\n")[0], head
    return sock

def measure(plumb, script, rounds=40):
    folder = tempfile.mkdtemp(prefix="plumb-serve-")
    path = os.path.join(folder, os.path.basename(script))
    shutil.copy(script, path)
    server = subprocess.Popen([plumb, "serve", "--port", "0", "--canvas", "400x300", path],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stderr.readline()
        port = int(line.rsplit(":", 1)[1].strip("/\n"))
        sock = connect(port)
        state = next_state(sock, lambda m: m["picture"] is not None)
        widths, saves = [], []
        for i in range(rounds):
            width = 200 + (i * 7) % 300
            start = time.perf_counter()
            send_text(sock, json.dumps({"type": "propose", "width": width, "height": 300}))
            next_state(sock, lambda m: m["proposal"]["width"] == width)
            widths.append((time.perf_counter() - start) * 1000)
        generation = state["generation"]
        source = open(script).read()
        for i in range(rounds // 2):
            time.sleep(0.05)
            start = time.perf_counter()
            with open(path, "w") as f:
                f.write(source + f"\n-- save {i}\n")
            state = next_state(sock, lambda m: m["generation"] > generation)
            generation = state["generation"]
            saves.append((time.perf_counter() - start) * 1000)
        return widths, saves
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)

def resident_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

def memory(plumb, script, saves=1000, pages=5):
    folder = tempfile.mkdtemp(prefix="plumb-serve-")
    path = os.path.join(folder, os.path.basename(script))
    shutil.copy(script, path)
    server = subprocess.Popen([plumb, "serve", "--port", "0", "--canvas", "400x300", path],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        port = int(server.stderr.readline().rsplit(":", 1)[1].strip("/\n"))
        sockets = [connect(port) for _ in range(pages)]
        generation = max(next_state(s, lambda m: m["picture"] is not None)["generation"] for s in sockets)
        source = open(script).read()
        for i in range(1, saves + 1):
            with open(path, "w") as f:
                f.write(source + f"\n-- save {i}\n")
            previous = generation
            for s in sockets:
                generation = max(generation, next_state(s, lambda m: m["generation"] > previous)["generation"])
            if i in (10, 100, 250, 500, 750, 1000):
                print(f"after {i:5} saves: {resident_kib(server.pid) / 1024:.1f} MiB resident", flush=True)
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)

def p(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]

if __name__ == "__main__":
    if sys.argv[1] == "--memory":
        memory(sys.argv[2], sys.argv[3])
        sys.exit(0)
    plumb, scripts = sys.argv[1], sys.argv[2:]
    print(f"{'script':44} width p50  p90   save p50  p90 (ms)")
    for script in scripts:
        widths, saves = measure(plumb, script)
        print(f"{os.path.basename(script):44} {p(widths, .5):6.1f} {p(widths, .9):5.1f}   {p(saves, .5):6.1f} {p(saves, .9):5.1f}")
