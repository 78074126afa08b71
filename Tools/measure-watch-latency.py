#!/usr/bin/env python3
"""Save-to-diagram latency of `plumb watch`.

For each example script (Scripts/*.lua, or the ones named), copies it to a temporary folder, starts
`plumb watch` on the copy with stdout on a pipe, and saves it N times in place (open, truncate,
write, close), each save adding a different comment so that no save is skipped as unchanged. For
every save it measures the time from just before the write to the arrival of the next status line
on the pipe (the status line is written with the diagram, in one write, after it). Prints median and
95th percentile per script and overall, and the number of runs per save (it should be exactly 1).

Usage (from the repository's root):
  Tools/measure-watch-latency.py                          # 50 saves of each example, 150 ms apart
  Tools/measure-watch-latency.py --saves 20 --poll        # the polling backend
  Tools/measure-watch-latency.py --binary .build/release/plumb Scripts/card.lua

The binary defaults to the newest of .build/release/plumb, .build/debug/plumb and
.build-watchcli/debug/plumb.
"""
import argparse
import glob
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEPARATOR = " · "


def default_binary():
    candidates = [os.path.join(ROOT, p) for p in (".build/release/plumb", ".build/debug/plumb",
                                                  ".build-watchcli/debug/plumb")]
    existing = [p for p in candidates if os.access(p, os.X_OK)]
    if not existing:
        sys.exit("no plumb binary found; run `swift build` first or pass --binary")
    return max(existing, key=os.path.getmtime)


def is_status_line(line):
    parts = line.split(SEPARATOR)
    return len(parts) == 4 and len(parts[1]) == 8 and parts[1].count(":") == 2


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def measure(binary, script, saves, spacing, poll):
    folder = tempfile.mkdtemp(prefix="plumb-latency-")
    try:
        name = os.path.basename(script)
        path = os.path.join(folder, name)
        with open(script, encoding="utf-8") as handle:
            original = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original)
        arguments = [binary, "watch", name, "--color", "never"] + (["--poll"] if poll else [])
        child = subprocess.Popen(arguments, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 stdin=subprocess.DEVNULL)
        statuses = queue.Queue()

        def read():
            for raw in child.stdout:
                line = raw.decode("utf-8", "replace").rstrip("\n")
                if is_status_line(line):
                    statuses.put((time.monotonic(), line))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        _, first = statuses.get(timeout=10)
        backend = first.split(SEPARATOR)[3]
        latencies = []
        extra_runs = 0
        for index in range(saves):
            contents = original + "\n-- save %d\n" % index
            started = time.monotonic()
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(contents)
            arrived, line = statuses.get(timeout=5)
            if "ran in" not in line:
                sys.exit("unexpected status after a save of %s: %s" % (name, line))
            latencies.append((arrived - started) * 1000)
            time.sleep(max(0.0, started + spacing - time.monotonic()))
            while not statuses.empty():
                statuses.get()
                extra_runs += 1
        child.terminate()
        child.wait(timeout=5)
        return backend, latencies, extra_runs
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scripts", nargs="*", help="scripts to save (default: Scripts/*.lua)")
    parser.add_argument("--binary", default=None, help="the plumb binary")
    parser.add_argument("--saves", type=int, default=50, help="saves per script (default 50)")
    parser.add_argument("--spacing", type=float, default=0.15, help="seconds between saves (default 0.15)")
    parser.add_argument("--poll", action="store_true", help="use the polling backend")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary) if options.binary else default_binary()
    scripts = options.scripts or sorted(glob.glob(os.path.join(ROOT, "Scripts", "*.lua")))
    print("binary: %s" % os.path.relpath(binary, ROOT))
    print("%-24s %8s %8s %8s %6s" % ("script", "median", "p95", "max", "extra"))
    everything = []
    backends = set()
    for script in scripts:
        backend, latencies, extra = measure(binary, script, options.saves, options.spacing, options.poll)
        backends.add(backend)
        everything += latencies
        print("%-24s %6.1f ms %6.1f ms %6.1f ms %6d" % (os.path.basename(script), statistics.median(latencies),
                                                        percentile(latencies, 0.95), max(latencies), extra))
    print("%-24s %6.1f ms %6.1f ms %6.1f ms   (%d saves, backend: %s)" % (
        "all", statistics.median(everything), percentile(everything, 0.95), max(everything), len(everything),
        ", ".join(sorted(backends))))


if __name__ == "__main__":
    main()
