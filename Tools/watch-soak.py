#!/usr/bin/env python3
"""Watch-mode soak: one `plumb watch` saved again and again with generated scripts.

Writes the fuzzer's scripts for a range of seeds (`plumb-fuzz --write-scripts`: every family, from
layouts written in Lua and builders to lazy lists, grids, UIKit stacks, variants and controls), then
starts `plumb watch card.lua` with stdout on a pipe and saves each script in turn over card.lua.
Every save must give exactly one frame (a status line "… · ran in …", "… · failed in …", or the
watchdog's "stopped; waiting for a save" after a script stuck in C code); after every tenth save
the terminal is resized (SIGWINCH), which lays the last good run out again (a lazy list, a
GeometryReader, a contact sheet of variants) and must give one "resized" frame. None may be
missed, the watch must never end, and its memory must stay flat and bounded: the resident size
50 ms after each frame (quarter medians, first against last, within 16 MiB) and the peak, sampled
every 5 ms, at most twice `--max-memory`.

Usage (from the repository's root, after `swift build -c release`):
  Tools/watch-soak.py                       # 1,000 saves of seeds 1..1000
  Tools/watch-soak.py --saves 300 --seed 5000 --binary .build/debug/plumb --rss-log rss.tsv
"""
import argparse
import os
import queue
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEPARATOR = " · "


def is_status_line(line):
    parts = line.split(SEPARATOR)
    return len(parts) >= 3 and len(parts[1]) == 8 and parts[1].count(":") == 2


def rss_mib(pid):
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/plumb"))
    parser.add_argument("--fuzz", default=os.path.join(ROOT, ".build/release/plumb-fuzz"))
    parser.add_argument("--timeout", default="2")
    parser.add_argument("--max-memory", type=int, default=64, help="the watch's --max-memory, in MiB")
    parser.add_argument("--resize-every", type=int, default=10,
                        help="resize the terminal (SIGWINCH) after every N-th save; 0: never")
    parser.add_argument("--rss-log", help="write each save's seed, status and RSS (MiB) to this file, one line each")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="plumb-soak-")
    scripts = os.path.join(folder, "scripts")
    try:
        subprocess.run([args.fuzz, "--write-scripts", scripts, "--seed", str(args.seed), "--count", str(args.saves)],
                       cwd=ROOT, check=True)
        card = os.path.join(folder, "card.lua")
        with open(card, "w", encoding="utf-8") as handle:
            handle.write("return Text('start')\n")
        watch = subprocess.Popen(
            [args.binary, "watch", "card.lua", "--color", "never", "--canvas", "640x480", "--timeout", args.timeout,
             "--max-memory", str(args.max_memory)],
            cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, errors="replace")
        lines = queue.Queue()

        def read():
            for line in watch.stdout:
                if is_status_line(line.rstrip("\n")):
                    lines.put(line.rstrip("\n"))
            lines.put(None)

        threading.Thread(target=read, daemon=True).start()

        def next_status(seconds):
            try:
                return lines.get(timeout=seconds)
            except queue.Empty:
                return "missing"

        first = next_status(30)
        if first in (None, "missing"):
            sys.exit(f"watch did not draw its first frame ({first})")
        samples, missed, extra, restarts, started = [], 0, 0, 0, time.time()
        settled, resized, missed_resizes = [], 0, 0
        peak = {"rss": 0.0, "seed": None}
        current = {"seed": None}
        done = threading.Event()

        def sample_peak():
            # The resident high-water mark, sampled every 5 ms (VmHWM would reset at each watchdog
            # restart, an exec).
            while not done.is_set():
                rss = rss_mib(watch.pid)
                if rss is not None and rss > peak["rss"]:
                    peak["rss"], peak["seed"] = rss, current["seed"]
                time.sleep(0.005)

        threading.Thread(target=sample_peak, daemon=True).start()
        log = open(args.rss_log, "w", encoding="utf-8") if args.rss_log else None

        def drain(n):
            nonlocal extra
            while True:  # a frame after the save's own (a late module event) is counted, not kept
                try:
                    late = lines.get(timeout=0.02)
                except queue.Empty:
                    return
                if late is None:
                    sys.exit(f"the watch ended at seed {n}")
                extra += 1
                if extra <= 5:
                    print(f"  seed {n}, after its frame: {late}", flush=True)

        for n in range(args.seed, args.seed + args.saves):
            current["seed"] = n
            with open(os.path.join(scripts, f"seed-{n}.lua"), encoding="utf-8") as handle:
                source = handle.read()
            # A save that changes nothing runs nothing: each save is made unique.
            with open(card, "w", encoding="utf-8") as handle:
                handle.write(source + f"\n-- save {n}\n")
            status = next_status(float(args.timeout) + 30)
            if status is None:
                sys.exit(f"the watch ended at seed {n} (exit {watch.wait()})")
            if status == "missing":
                missed += 1
            elif "stopped; waiting for a save" in status:
                # The watchdog restarted the watch (a script stuck in C code past its deadline):
                # that is this save's frame.
                restarts += 1
            elif "ran in" not in status and "failed in" not in status:
                extra += 1
                if extra <= 5:
                    print(f"  seed {n}: {status}", flush=True)
            drain(n)
            if args.resize_every and (n - args.seed) % args.resize_every == 0:
                # The terminal is resized: the last good run (a lazy list, a GeometryReader, a
                # contact sheet of variants) is laid out again; the script does not run.
                watch.send_signal(signal.SIGWINCH)
                answer = next_status(float(args.timeout) + 30)
                if answer is None:
                    sys.exit(f"the watch ended at a resize after seed {n} (exit {watch.wait()})")
                if "resized" in answer:
                    resized += 1
                else:
                    missed_resizes += 1
                    if missed_resizes <= 5:
                        print(f"  resize after seed {n}: {answer}", flush=True)
                drain(n)
            time.sleep(0.05)  # what the run freed is given back after its frame
            rss = rss_mib(watch.pid)
            settled.append(rss)
            if log:
                log.write(f"{n}\t{rss:.1f}\t{status}\n")
            if (n - args.seed) % 100 == 0:
                samples.append(rss)
                print(f"{n - args.seed:5d} saves, RSS {rss:.1f} MiB, missed {missed}, extra frames {extra}, "
                      f"watchdog restarts {restarts}", flush=True)
        done.set()
        samples.append(rss_mib(watch.pid))
        if log:
            log.close()
        watch.terminate()
        watch.wait(timeout=10)
        quarter = max(1, len(settled) // 4)
        first_q, last_q = statistics.median(settled[:quarter]), statistics.median(settled[-quarter:])
        ceiling = 2 * args.max_memory
        print(f"{args.saves} saves in {time.time() - started:.0f} s: missed {missed}, extra frames {extra}, "
              f"watchdog restarts {restarts}, resizes {resized} (missed {missed_resizes})\n"
              f"RSS after each frame: quarter medians {first_q:.1f} → {last_q:.1f} MiB, "
              f"max {max(settled):.1f}; peak (every 5 ms) {peak['rss']:.1f} MiB during seed {peak['seed']} "
              f"(twice --max-memory: {ceiling} MiB)")
        if missed or extra or missed_resizes or last_q - first_q > 16 or peak["rss"] > ceiling:
            sys.exit(1)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
