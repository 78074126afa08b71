#!/usr/bin/env python3
"""Side-by-side layout benchmark: Plumb against Taffy and Yoga on the same tree shapes.

Runs the peers' benchmark, bench_peers.py (Taffy via stretchable, Yoga via poga), and Plumb's own
release-built `plumb-bench`, shape by shape in one session, so that all numbers come from the
same machine under the same conditions, then prints first-layout time per leaf and the ratios
Plumb/Taffy and Plumb/Yoga (below 1 means Plumb is faster).

The peers' benchmark is not part of this repository: name the folder that holds bench_peers.py
and its requirements.txt with --peers DIR or the environment variable PLUMB_BENCH_PEERS.

Usage (from the repository's root):
  Tools/bench-compare.py --peers DIR     # N = 1k, 10k, 100k; 5 builds per case
  Tools/bench-compare.py --quick         # N = 1k, 10k; 3 builds
  Tools/bench-compare.py --rounds 3      # repeat the whole comparison, report medians

The peers' folder is copied to .build-bench-peers/ (it needs a virtualenv with
stretchable and poga; created on first use, which takes a minute or two to build poga).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEERS = os.path.join(ROOT, ".build-bench-peers")
SHAPES = ["flat-unconstrained", "flat-constrained", "grid-like", "deep", "deep-d20"]


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    return subprocess.run(cmd, check=True, **kw)


def prepare_peers(source):
    if not os.path.isdir(PEERS):
        if not source:
            sys.exit("bench-compare: name the peers' benchmark folder (the one holding bench_peers.py) "
                     "with --peers DIR or PLUMB_BENCH_PEERS=DIR")
        if not os.path.isfile(os.path.join(source, "bench_peers.py")):
            sys.exit(f"bench-compare: {source} has no bench_peers.py: it is not the peers' benchmark folder")
        shutil.copytree(source, PEERS)
    python = os.path.join(PEERS, ".venv", "bin", "python")
    if not os.path.exists(python):
        run([sys.executable, "-m", "venv", os.path.join(PEERS, ".venv")])
        run([python, "-m", "pip", "install", "-q", "-r", os.path.join(PEERS, "requirements.txt")])
    return python


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--sizes", default=None)
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument("--runs", type=int, default=None)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--json", default=None, help="write all results here")
    ap.add_argument("--peers", default=os.environ.get("PLUMB_BENCH_PEERS"),
                    help="the peers' benchmark folder (bench_peers.py); default $PLUMB_BENCH_PEERS")
    args = ap.parse_args()
    sizes = args.sizes or ("1000,10000" if args.quick else "1000,10000,100000")
    runs = args.runs or (3 if args.quick else 5)

    python = prepare_peers(args.peers)
    run(["swift", "build", "-c", "release", "--product", "plumb-bench"], cwd=ROOT)
    bench = os.path.join(ROOT, ".build", "release", "plumb-bench")

    samples = {}  # (shape, N, engine) -> [us/leaf]
    leaves = {}
    with tempfile.TemporaryDirectory() as tmp:
        for round_ in range(args.rounds):
            for shape in args.shapes.split(","):
                peer_json = os.path.join(tmp, f"peers-{shape}-{round_}.json")
                plumb_json = os.path.join(tmp, f"plumb-{shape}-{round_}.json")
                run([python, os.path.join(PEERS, "bench_peers.py"), "--shapes", shape, "--sizes", sizes,
                     "--runs", str(runs), "--json", peer_json], cwd=PEERS, stdout=subprocess.DEVNULL)
                run([bench, "--shapes", shape, "--sizes", sizes, "--runs", str(runs), "--json", plumb_json],
                    cwd=ROOT, stdout=subprocess.DEVNULL)
                for path in (peer_json, plumb_json):
                    with open(path) as f:
                        for r in json.load(f)["results"]:
                            if r.get("dnf"):
                                continue
                            key = (r["shape"], r["N"], r["engine"])
                            leaves[(r["shape"], r["N"])] = r["leaves"]
                            samples.setdefault(key, []).append(r["layout_ms"] * 1000 / r["leaves"])
                            if r.get("check", "ok") != "ok":
                                print(f"! {key}: geometry check failed: {r['check']}", file=sys.stderr)

    def us(shape, n, engine):
        values = samples.get((shape, n, engine))
        return statistics.median(values) if values else None

    def fmt(value, width=9, digits=3):
        return f"{value:>{width}.{digits}f}" if value is not None else f"{'DNF':>{width}}"

    print(f"# first layout, µs per leaf (median of {runs} builds" + (f", median of {args.rounds} rounds" if args.rounds > 1 else "") + ")")
    print(f"{'shape':<19} {'N':>7} {'taffy':>9} {'yoga':>9} {'plumb':>9} {'plumb-lua':>9} {'÷taffy':>8} {'÷yoga':>8}")
    worst = 0.0
    for shape in args.shapes.split(","):
        for n in [int(s) for s in sizes.split(",")]:
            taffy, yoga = us(shape, n, "taffy"), us(shape, n, "yoga")
            plumb, plumb_lua = us(shape, n, "plumb"), us(shape, n, "plumb-lua")
            vs_taffy = plumb / taffy if plumb and taffy else None
            vs_yoga = plumb / yoga if plumb and yoga else None
            if vs_taffy:
                worst = max(worst, vs_taffy)
            print(f"{shape:<19} {n:>7} {fmt(taffy)} {fmt(yoga)} {fmt(plumb)} {fmt(plumb_lua)} {fmt(vs_taffy, 8, 2)} {fmt(vs_yoga, 8, 2)}")
    print(f"# worst Plumb/Taffy ratio: {worst:.2f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump([dict(shape=k[0], N=k[1], engine=k[2], us_per_leaf=v) for k, v in samples.items()], f, indent=1)


if __name__ == "__main__":
    main()
