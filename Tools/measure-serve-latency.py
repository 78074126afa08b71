#!/usr/bin/env python3
"""Measures `plumb serve`'s latencies as a page sees them (less the browser's painting): a
proposal (a width change, `POST /propose` on a kept-alive connection) to the state message at
that width on the page's WebSocket, and a save of the script to the state of the next generation
(through the watch's file events and debounce).

    Tools/measure-serve-latency.py .build/release/plumb Scripts/Lessons/*.lua

Prints the p50 and p90 per script, in milliseconds. With --memory first: the server's resident
memory over 1,000 saves of the first script with 5 pages open (each reads every state). Talks to
127.0.0.1 only.

With --browser first: the same to the picture in headless Chromium (Debian's chromium and
chromedriver, driven over WebDriver with the standard library only): a width change asked in
the page to the frame that painted the picture at that width, and a save (the file written
here) to the frame that painted the next generation. The page stamps each picture after the
frame that drew it (a timer queued from requestAnimationFrame) in the wall clock, which this
script shares. `--browser --memory PLUMB SCRIPT`: 1,000 saves with 5 pages (tabs) open, each
save waited for in the page in front, the server's resident memory along the way."""
import base64, http.client, json, os, shutil, socket, statistics, struct, subprocess, sys, tempfile, time
import urllib.request

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

def hello(sock):
    """The page's token: the first message on its socket."""
    opcode, payload = read_frame(sock)
    message = json.loads(payload)
    assert message["type"] == "hello", message
    return message["token"]

def propose(connection, port, token, seq, width, height):
    body = json.dumps({"type": "propose", "token": token, "seq": seq, "width": width, "height": height})
    connection.request("POST", "/propose", body, {"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"})
    reply = connection.getresponse()
    reply.read()
    assert reply.status == 202, (reply.status, reply.reason)

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
        token = hello(sock)
        requests = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        state = next_state(sock, lambda m: m["picture"] is not None)
        widths, saves = [], []
        # Five width changes first, not counted.
        for i in range(-5, rounds):
            width = 200 + (i * 7) % 300
            start = time.perf_counter()
            propose(requests, port, token, i + 5, width, 300)
            next_state(sock, lambda m: m["proposal"]["width"] == width)
            if i >= 0:
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

class WebDriver:
    """Just enough WebDriver for a headless Chromium session."""

    def __init__(self):
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        self.port = probe.getsockname()[1]
        probe.close()
        driver = shutil.which("chromedriver") or "/usr/lib/chromium/chromedriver"
        self.process = subprocess.Popen([driver, f"--port={self.port}"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        reply = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": {"binary": binary, "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,800",
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows"]}}}})
        self.session = reply["sessionId"]
        self.call("POST", f"/session/{self.session}/timeouts", {"script": 30000})

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as reply:
            value = json.loads(reply.read())["value"]
        if isinstance(value, dict) and "error" in value:
            raise RuntimeError(value["error"] + ": " + value.get("message", ""))
        return value

    def open(self, url):
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def run(self, script, *args):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": list(args)})

    def run_async(self, script, *args):
        return self.call("POST", f"/session/{self.session}/execute/async", {"script": script, "args": list(args)})

    def new_tab(self):
        handle = self.call("POST", f"/session/{self.session}/window/new", {"type": "tab"})["handle"]
        self.call("POST", f"/session/{self.session}/window", {"handle": handle})
        return handle

    def switch(self, handle):
        self.call("POST", f"/session/{self.session}/window", {"handle": handle})

    def wait(self, condition, seconds=20):
        end = time.time() + seconds
        while time.time() < end:
            if self.run(f"return !!({condition})"):
                return
            time.sleep(0.02)
        raise TimeoutError(condition)

    def quit(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        finally:
            self.process.terminate()
            self.process.wait()

def start_server(plumb, script):
    folder = tempfile.mkdtemp(prefix="plumb-serve-")
    path = os.path.join(folder, os.path.basename(script))
    shutil.copy(script, path)
    server = subprocess.Popen([plumb, "serve", "--port", "0", "--canvas", "400x300", path],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    port = int(server.stderr.readline().rsplit(":", 1)[1].strip("/\n"))
    return server, folder, path, port

# A width change asked in the page to the stamp of the frame that painted it, in ms.
WIDTH = """
const [width, done] = [arguments[0], arguments[arguments.length - 1]];
const start = performance.timeOrigin + performance.now();
window.plumb.whenPainted((s) => s.width === width).then((s) => done(s.at - start));
window.plumb.proposeSize(width, 300);
"""
# The same, after a random wait of 0-16.7 ms (a frame at 60 Hz) in the page (--random-phase): the
# changes above start at the same moment of the browser's frame each time (after the WebDriver
# round trips that follow the last picture), so a lesson's 40 changes all make the next frame or
# all miss it; here they start anywhere in the frame, as a user's would.
WIDTH_RANDOM_PHASE = """
const [width, done] = [arguments[0], arguments[arguments.length - 1]];
setTimeout(() => {
  const start = performance.timeOrigin + performance.now();
  window.plumb.whenPainted((s) => s.width === width).then((s) => done(s.at - start));
  window.plumb.proposeSize(width, 300);
}, Math.random() * 16.7);
"""
RANDOM_PHASE = "--random-phase" in __import__("sys").argv
# The wall clock at which the first generation after `after` was painted.
GENERATION = """
const [after, done] = [arguments[0], arguments[arguments.length - 1]];
const already = window.plumb.painted.find((s) => s.generation > after);
if (already) done([already.generation, already.at]);
else window.plumb.whenPainted((s) => s.generation > after).then((s) => done([s.generation, s.at]));
"""

def measure_browser(browser, plumb, script, rounds=40):
    server, folder, path, port = start_server(plumb, script)
    try:
        browser.open(f"http://127.0.0.1:{port}/")
        browser.wait("window.plumb && window.plumb.painted.length > 0")
        widths, saves = [], []
        # Five width changes first, not counted: the page's first pictures (the browser warms up).
        for i in range(-5, rounds):
            width = 200 + (i * 7) % 300
            if width == browser.run("return window.plumb.state.width"):
                width += 1
            elapsed = browser.run_async(WIDTH_RANDOM_PHASE if RANDOM_PHASE else WIDTH, width)
            if i >= 0:
                widths.append(elapsed)
        generation = browser.run("return window.plumb.painted[window.plumb.painted.length - 1].generation")
        source = open(script).read()
        for i in range(rounds // 2):
            time.sleep(0.05)
            # Ask for the stamp first (the page answers when it comes), then save.
            waiting = Waiting(browser, generation)
            start = time.time() * 1000
            with open(path, "w") as f:
                f.write(source + f"\n-- save {i}\n")
            generation, painted = waiting.result()
            saves.append(painted - start)
        return widths, saves
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)

class Waiting:
    """The GENERATION script, run on a thread of its own while the save is made."""

    def __init__(self, browser, after):
        import threading
        self.value = None
        self.thread = threading.Thread(target=self.run, args=(browser, after))
        self.thread.start()
        time.sleep(0.02)  # the script is in the page before the save

    def run(self, browser, after):
        self.value = browser.run_async(GENERATION, after)

    def result(self):
        self.thread.join()
        return self.value

def memory_browser(plumb, script, saves=1000, pages=5):
    browser = WebDriver()
    server, folder, path, port = start_server(plumb, script)
    try:
        handles = []
        for i in range(pages):
            if i:
                handles.append(browser.new_tab())
            else:
                handles.append(browser.call("GET", f"/session/{browser.session}/window"))
            browser.open(f"http://127.0.0.1:{port}/")
            browser.wait("window.plumb && window.plumb.painted.length > 0")
        source = open(script).read()
        generation = browser.run("return window.plumb.painted[window.plumb.painted.length - 1].generation")
        for i in range(1, saves + 1):
            waiting = Waiting(browser, generation)
            with open(path, "w") as f:
                f.write(source + f"\n-- save {i}\n")
            generation, _ = waiting.result()
            if i in (10, 100, 250, 500, 750, 1000):
                shown = []
                for handle in handles:
                    browser.switch(handle)
                    shown.append(browser.run("return Number(document.body.dataset.generation)"))
                browser.switch(handles[-1])
                print(f"after {i:5} saves: {resident_kib(server.pid) / 1024:.1f} MiB resident; "
                      f"generations shown in the {pages} pages: {shown}", flush=True)
    finally:
        browser.quit()
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)

def p(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]

if __name__ == "__main__":
    if "--random-phase" in sys.argv:
        sys.argv.remove("--random-phase")
    if sys.argv[1] == "--browser":
        if sys.argv[2] == "--memory":
            memory_browser(sys.argv[3], sys.argv[4])
            sys.exit(0)
        plumb, scripts = sys.argv[2], sys.argv[3:]
        browser = WebDriver()
        try:
            print(f"{'script (to the picture in Chromium)':44} width p50  p90   save p50  p90 (ms)")
            for script in scripts:
                widths, saves = measure_browser(browser, plumb, script)
                print(f"{os.path.basename(script):44} {p(widths, .5):6.1f} {p(widths, .9):5.1f}   "
                      f"{p(saves, .5):6.1f} {p(saves, .9):5.1f}", flush=True)
        finally:
            browser.quit()
        sys.exit(0)
    if sys.argv[1] == "--memory":
        memory(sys.argv[2], sys.argv[3])
        sys.exit(0)
    plumb, scripts = sys.argv[1], sys.argv[2:]
    print(f"{'script':44} width p50  p90   save p50  p90 (ms)")
    for script in scripts:
        widths, saves = measure(plumb, script)
        print(f"{os.path.basename(script):44} {p(widths, .5):6.1f} {p(widths, .9):5.1f}   {p(saves, .5):6.1f} {p(saves, .9):5.1f}")
