#!/usr/bin/env python3
"""End-to-end benchmark of `plumb run`: script to picture, against the floor.

For each tree shape of plumb-bench (built from Lua by Tools/Bench/shapes.lua) and each size, runs the
release binary as a user would, once per output (`plumb run --format diagram|json|svg` and
`plumb explain`), with --stats-json, and times the process from outside. Beside those runs, in the
same round, it runs:

  * the floor's build: the same shapes.lua code with Color, HStack, VStack and the frame and padding
    methods replaced by plain-table builders (Tools/Bench/plain-tables.lua), in the same kind of
    Lua state (it is a `plumb run` too; its `script` stage is the plain-table build time, and it
    returns EmptyView() so nothing else costs);
  * an empty script (`return EmptyView()`): the process's own start-up time and baseline memory.

The floor of a case is (plain-table build + Plumb's layout), the layout being the `layout` stage
of the real runs of the same round (diagram, json and svg: the median of those; explain's traced
layout is not used for it). Rounds are interleaved (round 1 of every case, then round 2, …; the
order of the runs inside a group rotates from round to round), and every ratio is taken within
one round and then the median over rounds is reported, so compared figures come from the same
moment on a noisy machine.

Goal ratios printed:
  (a) Lua build ÷ plain-table build                    (`script` stages)              goal ≤ 2
  (b) end to end ÷ (plain-table build + layout)        (wall time of the process)      goal ≤ 2 at 10⁴, 10⁵
  (c) 10⁵ ÷ 10⁴ end to end, per shape and output        (wall time)                    goal ≤ 11
  (d) peak bytes per view: (peak RSS − empty script's peak RSS) ÷ N                    goal ≤ 500
and the stage that dominates each case.

N is the number of leaves (as plumb-bench counts: flat shapes have N `Color.clear:frame{…}`
leaves; grid-like ⌊√N⌋·(N div ⌊√N⌋); deep N div 1000 · 1000; deep-d20 N div 200 · 200). `views`
is Plumb's count of View objects (every modifier is one: a fixed leaf is two, Color.clear and its
frame).

Usage (from the repository's root; build first: swift build -c release --product plumb):
  Tools/bench-e2e.py                                   # N = 10³, 10⁴, 10⁵; all shapes, all outputs; 3 rounds
  Tools/bench-e2e.py --sizes 1000,10000 --runs 1       # a quick look
  Tools/bench-e2e.py --sizes 10000,100000,1000000 --shapes flat-constrained --outputs json
  Tools/bench-e2e.py --markdown                        # tables to paste into Sources/PlumbBench/README.md
  Tools/bench-e2e.py --json out.json                   # every sample and the summary
  Tools/bench-e2e.py --watch-latency                   # then Tools/measure-watch-latency.py
  Tools/bench-e2e.py --text-metrics --sizes 1000,10000  # text-heavy: --text points against --text cells

--text-metrics times one more shape instead: N paragraphs of text (a sentence repeated 1 to 8
times, every third one limited to two lines) in a 360-point column, wrapped and cut, drawn as a
diagram, each run once with `--text cells` and once with `--text points` in the same round. It
prints the median `layout` stage and wall time of each and their ratio points/cells.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH_LUA = os.path.join(ROOT, "Tools", "Bench")
WATCH_LATENCY = os.path.join(ROOT, "Tools", "measure-watch-latency.py")
SHAPES = ["flat-unconstrained", "flat-constrained", "grid-like", "deep", "deep-d20"]
OUTPUTS = ["diagram", "json", "svg", "explain"]
STAGES = ["script", "check", "collect", "tree", "layout", "result", "output", "write"]
# Kinds of run in a group besides the outputs: the floor's plain-table build and the empty script.
PLAIN, EMPTY = "plain", "empty"


def leaf_count(shape, n):
    """The number of leaves the benchmark's shapes have for N = n (as plumb-bench counts)."""
    if shape.startswith("flat"):
        return n
    if shape == "grid-like":
        rows = int(n ** 0.5)
        return rows * (n // rows)
    return n // 1000 * 1000 if shape == "deep" else n // 200 * 200


# MARK: - Scripts


def write_scripts(folder, shape, n, reuse):
    """Writes the wrappers for one case into `folder`: the real tree, the plain-table floor and the
    plain tree's view count (run once, untimed, to check the floor builds as many tables as Plumb
    builds views). They find shapes.lua and plain-tables.lua through PLUMB_PATH."""
    prologue = f'SHAPE, N = "{shape}", {n}\n'
    if reuse:
        prologue += "PLAIN_REUSE = true\n"
    scripts = {
        "real": prologue + 'return require("shapes")\n',
        PLAIN: prologue + 'local EmptyView = EmptyView\nrequire("plain-tables")\n'
        'PLAIN_TREE = require("shapes")  -- kept referenced to the end, like the real tree\n'
        "return EmptyView()\n",
        "count": prologue + 'local EmptyView = EmptyView\nlocal plain = require("plain-tables")\n'
        'return EmptyView():id("views=" .. plain.count(require("shapes")))\n',
    }
    paths = {}
    for kind, text in scripts.items():
        paths[kind] = os.path.join(folder, f"{kind}-{shape}-{n}.lua")
        with open(paths[kind], "w") as handle:
            handle.write(text)
    return paths


def write_empty_script(folder):
    path = os.path.join(folder, "empty.lua")
    with open(path, "w") as handle:
        handle.write("return EmptyView()\n")
    return path


# MARK: - Running plumb


def plumb_command(options, output, script, stats_path):
    """The command line for one run: `plumb run` for diagram/json/svg (and the plain and empty
    scripts, drawn as a diagram), `plumb explain` for explain."""
    command = [options.plumb, "explain" if output == "explain" else "run", script]
    if output in ("json", "svg"):
        command += ["--format", output]
    command += ["--stats-json", stats_path, "--max-memory", str(options.max_memory),
                "--timeout", str(options.timeout), "--max-instructions", str(options.max_instructions)]
    if options.canvas:
        command += ["--canvas", options.canvas]
    return command


def run_plumb(options, output, script, folder):
    """Runs plumb once with stdout to a file (as `plumb run x.lua > out` would) and returns the
    stats JSON plus `wall` (seconds, measured around the process) and `output_bytes`."""
    stats_path = os.path.join(folder, "stats.json")
    out_path = os.path.join(folder, "stdout")
    if os.path.exists(stats_path):
        os.remove(stats_path)
    command = plumb_command(options, output, script, stats_path)
    environment = dict(os.environ, PLUMB_PATH=BENCH_LUA)
    with open(out_path, "wb") as stdout:
        begin = time.perf_counter()
        done = subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, env=environment)
        wall = time.perf_counter() - begin
    if done.returncode != 0:
        sys.exit(f"failed ({done.returncode}): {' '.join(command)}\n{done.stderr.decode(errors='replace')}")
    with open(stats_path) as handle:
        record = json.load(handle)
    record["wall"] = wall
    record["output_bytes"] = os.path.getsize(out_path)
    if options.verbose:
        print(f"  {os.path.basename(script)} {output}: {wall * 1000:.1f} ms", file=sys.stderr, flush=True)
    os.remove(out_path)
    return record


def count_plain_views(options, script, folder):
    """Runs the plain tree's counting wrapper and returns the number of tables it built."""
    command = [options.plumb, "run", script, "--format", "json", "--max-memory", str(options.max_memory),
               "--timeout", str(options.timeout), "--max-instructions", str(options.max_instructions)]
    done = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ, PLUMB_PATH=BENCH_LUA))
    marker = done.stdout.find("views=")
    if done.returncode != 0 or marker < 0:
        sys.exit(f"could not count the plain tree's views: {' '.join(command)}\n{done.stderr}")
    digits = done.stdout[marker + 6:]
    return int(digits[:len(digits) - len(digits.lstrip("0123456789"))])


# MARK: - Text in points against text in cells


TEXT_SCRIPT = """local words = "Plumb lays out views as SwiftUI does and measures their text. "
local rows = {}
for i = 1, N do
  local text = Text(string.rep(words, 1 + i % 8))
  if i % 3 == 0 then text = text:lineLimit(2) end
  rows[i] = text
end
return VStack { alignment = "leading", spacing = 4, rows }:frame { width = 360 }
"""


def text_metrics(options):
    """Runs the text-heavy script at each size in cells and in points, interleaved per round, and
    prints the medians and the ratio points/cells of the layout stage and of the wall time."""
    folder = tempfile.mkdtemp(prefix="plumb-bench-text-")
    rows = []
    for n in options.sizes:
        script = os.path.join(folder, f"text-{n}.lua")
        with open(script, "w") as handle:
            handle.write(f"local N = {n}\n" + TEXT_SCRIPT)
        runs = {"cells": [], "points": []}
        for round_index in range(options.runs):
            order = ["cells", "points"] if round_index % 2 == 0 else ["points", "cells"]
            for mode in order:
                stats_path = os.path.join(folder, "stats.json")
                command = [options.plumb, "run", script, "--text", mode, "--canvas", "400x600", "--stats-json",
                           stats_path, "--max-memory", str(options.max_memory), "--timeout", str(options.timeout),
                           "--max-instructions", str(options.max_instructions)]
                begin = time.perf_counter()
                done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                wall = time.perf_counter() - begin
                if done.returncode != 0:
                    sys.exit(f"failed ({done.returncode}): {' '.join(command)}\n{done.stderr.decode(errors='replace')}")
                with open(stats_path) as handle:
                    record = json.load(handle)
                runs[mode].append((stage(record, "layout"), wall))
        figures = {mode: (median([r[0] for r in runs[mode]]), median([r[1] for r in runs[mode]])) for mode in runs}
        rows.append([str(n), ms(figures["cells"][0]), ms(figures["points"][0]),
                     f"{figures['points'][0] / figures['cells'][0]:.2f}", ms(figures["cells"][1]),
                     ms(figures["points"][1]), f"{figures['points'][1] / figures['cells'][1]:.2f}"])
    if not options.keep:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{'### ' if options.markdown else '# '}Text in points against text in cells "
          f"({options.runs} round(s), medians)\n")
    table(["N", "layout cells", "layout points", "ratio", "wall cells", "wall points", "ratio"], rows,
          options.markdown, right=[True] * 7)


# MARK: - Measuring


def measure(options):
    """Runs every round and returns the samples: {(shape, n, kind): [record per round]}, kind being
    an output, PLAIN or EMPTY, plus the plain trees' view counts {(shape, n): count}."""
    samples = {}
    plain_views = {}
    folder = tempfile.mkdtemp(prefix="plumb-bench-e2e-")
    try:
        empty = write_empty_script(folder)
        scripts = {(shape, n): write_scripts(folder, shape, n, options.floor == "reuse")
                   for n in options.sizes for shape in options.shapes}
        for (shape, n), paths in scripts.items():
            plain_views[(shape, n)] = count_plain_views(options, paths["count"], folder)
        for round_ in range(options.runs):
            for n in options.sizes:
                for shape in options.shapes:
                    print(f"round {round_ + 1}/{options.runs}: {shape} N={n}", file=sys.stderr, flush=True)
                    kinds = [EMPTY, PLAIN] + options.outputs
                    shift = round_ % len(kinds)
                    for kind in kinds[shift:] + kinds[:shift]:
                        if kind == EMPTY:
                            record = run_plumb(options, "diagram", empty, folder)
                        elif kind == PLAIN:
                            record = run_plumb(options, "diagram", scripts[(shape, n)][PLAIN], folder)
                        else:
                            record = run_plumb(options, kind, scripts[(shape, n)]["real"], folder)
                        samples.setdefault((shape, n, kind), []).append(record)
    finally:
        if options.keep:
            print(f"scripts kept in {folder}", file=sys.stderr)
        else:
            shutil.rmtree(folder, ignore_errors=True)
    return samples, plain_views


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def stage(record, name):
    return record["stages"].get(name, 0.0)


def summarise(options, samples, plain_views):
    """Turns the samples into one row per case and per (shape, N), with the ratios of the issue,
    each computed inside a round and then reduced to the median over rounds."""
    cases, builds, scaling = [], [], []
    for n in options.sizes:
        for shape in options.shapes:
            leaves = leaf_count(shape, n)
            plain = samples[(shape, n, PLAIN)]
            empty = samples[(shape, n, EMPTY)]
            real_outputs = [o for o in options.outputs if o != "explain"] or options.outputs

            def floor(round_):
                layout = median([stage(samples[(shape, n, o)][round_], "layout") for o in real_outputs])
                return stage(plain[round_], "script") + layout

            floors = [floor(r) for r in range(options.runs)]
            lua_builds = [median([stage(samples[(shape, n, o)][r], "script") for o in options.outputs])
                          for r in range(options.runs)]
            any_real = samples[(shape, n, options.outputs[0])]
            builds.append(dict(
                shape=shape, N=n, leaves=leaves, views=any_real[0]["views"], plain_views=plain_views[(shape, n)],
                lua_build=median(lua_builds), plain_build=median([stage(p, "script") for p in plain]),
                ratio_a=median([lua_builds[r] / stage(plain[r], "script") for r in range(options.runs)]),
                layout=median([f - stage(p, "script") for f, p in zip(floors, plain)]),
                floor=median(floors), lua_bytes=median([r["lua_bytes"] for r in any_real]),
                plain_lua_bytes=median([p["lua_bytes"] for p in plain]),
                plain_peak=median([p["peak_bytes"] for p in plain]),
                empty_wall=median([e["wall"] for e in empty]), empty_peak=median([e["peak_bytes"] for e in empty])))
            for output in options.outputs:
                runs = samples[(shape, n, output)]
                stages = {s: median([stage(r, s) for r in runs]) for s in STAGES}
                wall = median([r["wall"] for r in runs])
                peak = median([r["peak_bytes"] for r in runs])
                empty_peak = median([e["peak_bytes"] for e in empty])
                dominant = max(STAGES, key=lambda s: stages[s])
                cases.append(dict(
                    shape=shape, N=n, output=output, leaves=leaves, views=runs[0]["views"], wall=wall,
                    total=median([r["total"] for r in runs]), stages=stages,
                    unstaged=median([r["total"] - sum(r["stages"].values()) for r in runs]),
                    outside=median([r["wall"] - r["total"] for r in runs]), peak_bytes=peak,
                    bytes_per_leaf=peak / leaves, net_bytes_per_leaf=(peak - empty_peak) / leaves,
                    net_bytes_per_view=(peak - empty_peak) / runs[0]["views"],
                    output_bytes=median([r["output_bytes"] for r in runs]),
                    ratio_b=median([runs[r]["wall"] / floors[r] for r in range(options.runs)]),
                    ratio_b_net=median([(runs[r]["wall"] - empty[r]["wall"]) / floors[r]
                                        for r in range(options.runs)]),
                    dominant=dominant, dominant_share=stages[dominant] / wall))
    sizes = sorted(options.sizes)
    for small, large in zip(sizes, sizes[1:]):
        for shape in options.shapes:
            for output in options.outputs:
                a, b = samples[(shape, small, output)], samples[(shape, large, output)]
                scaling.append(dict(shape=shape, output=output, small=small, large=large,
                                    ratio_c=median([b[r]["wall"] / a[r]["wall"] for r in range(options.runs)])))
    return cases, builds, scaling


# MARK: - Reporting


def ms(seconds):
    if seconds is None:
        return "—"
    return f"{seconds * 1000:.0f}" if seconds >= 1 else f"{seconds * 1000:.1f}"


def table(headers, rows, markdown, right=None):
    """Prints rows as a markdown table or as aligned text; `right` says which columns are numbers."""
    right = right if right is not None else [i > 0 for i in range(len(headers))]
    if markdown:
        print("| " + " | ".join(headers) + " |")
        print("|" + "|".join("---:" if r else "---" for r in right) + "|")
        for row in rows:
            print("| " + " | ".join(row) + " |")
    else:
        widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(headers)]
        for row in [headers] + rows:
            print("  ".join(c.rjust(w) if r else c.ljust(w) for c, w, r in zip(row, widths, right)))
    print()


def report(options, cases, builds, scaling):
    markdown = options.markdown
    note = f"median of {options.runs} round{'s' if options.runs != 1 else ''}; ms unless said"

    print(f"{'### ' if markdown else '# '}Summary: wall time per output against the floor ({note})\n")
    outputs = options.outputs
    headers = ["shape", "N", *outputs, "floor", "Lua build ÷ plain (a)",
               *(f"{o} ÷ floor (b)" for o in outputs), "B/leaf net (diagram)" if "diagram" in outputs else "B/leaf net"]
    rows = []
    for b in builds:
        mine = {c["output"]: c for c in cases if c["shape"] == b["shape"] and c["N"] == b["N"]}
        memory = mine["diagram" if "diagram" in mine else outputs[0]]["net_bytes_per_leaf"]
        rows.append([b["shape"], str(b["N"]), *(ms(mine[o]["wall"]) for o in outputs), ms(b["floor"]),
                     f"{b['ratio_a']:.1f}", *(f"{mine[o]['ratio_b']:.1f}" for o in outputs), f"{memory:.0f}"])
    table(headers, rows, markdown)

    print(f"{'### ' if markdown else '# '}End to end, per output ({note})\n")
    headers = ["shape", "N", "output", "wall", *STAGES, "unstaged", "outside", "out MB", "peak MB", "B/leaf net", "÷ floor (b)", "dominant"]
    rows = []
    for c in cases:
        rows.append([c["shape"], str(c["N"]), c["output"], ms(c["wall"]), *(ms(c["stages"][s]) for s in STAGES),
                     ms(c["unstaged"]), ms(c["outside"]), f"{c['output_bytes'] / 1e6:.1f}", f"{c['peak_bytes'] / 1e6:.0f}", f"{c['net_bytes_per_leaf']:.0f}",
                     f"{c['ratio_b']:.1f}", f"{c['dominant']} {c['dominant_share'] * 100:.0f}%"])
    table(headers, rows, markdown, [False, True, False] + [True] * 14 + [False])

    print(f"{'### ' if markdown else '# '}Building the tree, and the floor ({note})\n")
    headers = ["shape", "N", "leaves", "views", "Lua build", "plain build", "÷ plain (a)", "layout",
               "floor", "Lua MB", "plain Lua MB", "empty run", "empty peak MB"]
    rows = [[b["shape"], str(b["N"]), str(b["leaves"]), str(b["views"]), ms(b["lua_build"]), ms(b["plain_build"]),
             f"{b['ratio_a']:.1f}", ms(b["layout"]), ms(b["floor"]), f"{b['lua_bytes'] / 1e6:.1f}",
             f"{b['plain_lua_bytes'] / 1e6:.1f}", ms(b["empty_wall"]), f"{b['empty_peak'] / 1e6:.0f}"]
            for b in builds]
    table(headers, rows, markdown, [False] + [True] * 12)

    if scaling:
        print(f"{'### ' if markdown else '# '}Scaling: wall time at the larger N ÷ wall time at the smaller (c)\n")
        outputs = options.outputs
        pairs = sorted({(s["small"], s["large"]) for s in scaling})
        headers = ["shape", "sizes", *outputs]
        rows = []
        for small, large in pairs:
            for shape in options.shapes:
                found = {s["output"]: s["ratio_c"] for s in scaling
                         if s["shape"] == shape and s["small"] == small and s["large"] == large}
                rows.append([shape, f"{large} ÷ {small}", *(f"{found[o]:.1f}" for o in outputs)])
        table(headers, rows, markdown, [False, False] + [True] * len(outputs))

    goals(options, cases, builds, scaling)


def goals(options, cases, builds, scaling):
    """The worst case of each goal, and where the time goes."""
    heading = "### " if options.markdown else "# "
    print(f"{heading}Goals (worst case; goal in brackets)\n")
    lines = []
    goal_sizes = [n for n in options.sizes if n in (10_000, 100_000)] or options.sizes
    worst_a = max((b for b in builds if b["N"] in goal_sizes), key=lambda b: b["ratio_a"])
    lines.append(f"(a) Lua build ÷ plain-table build, N in {goal_sizes}: {worst_a['ratio_a']:.1f} "
                 f"({worst_a['shape']}, N={worst_a['N']}) [≤ 2]")
    for output in options.outputs:
        relevant = [c for c in cases if c["output"] == output and c["N"] in goal_sizes]
        worst = max(relevant, key=lambda c: c["ratio_b"])
        lines.append(f"(b) {output} end to end ÷ (plain build + layout), N in {goal_sizes}: {worst['ratio_b']:.1f} "
                     f"({worst['shape']}, N={worst['N']}; {worst['ratio_b_net']:.1f} without the empty run's "
                     f"start-up) [≤ 2]")
    decade = [s for s in scaling if s["small"] == 10_000 and s["large"] == 100_000] or scaling
    if decade:
        worst = max(decade, key=lambda s: s["ratio_c"])
        lines.append(f"(c) {worst['large']} ÷ {worst['small']} views end to end: {worst['ratio_c']:.1f} "
                     f"({worst['shape']}, {worst['output']}) [≤ 11]")
    largest = max(options.sizes)
    for output in options.outputs:
        worst = max((c for c in cases if c["N"] == largest and c["output"] == output),
                    key=lambda c: c["net_bytes_per_leaf"])
        lines.append(f"(d) {output} peak bytes per view at N={largest}, (peak − empty run's peak) ÷ N: "
                     f"{worst['net_bytes_per_leaf']:.0f} ({worst['shape']}; {worst['bytes_per_leaf']:.0f} without "
                     f"subtracting, {worst['net_bytes_per_view']:.0f} per View object) [≤ 500]")
    shares = {}
    for c in cases:
        if c["N"] == largest:
            shares.setdefault(c["dominant"], []).append(f"{c['shape']}/{c['output']}")
    lines.append(f"dominant stage at N={largest}: " + "; ".join(
        f"{name} in {len(where)} case{'s' if len(where) != 1 else ''}" for name, where in
        sorted(shares.items(), key=lambda item: -len(item[1]))))
    mismatched = [b for b in builds if b["views"] != b["plain_views"]]
    lines.append("plain trees have as many tables as Plumb has views: " + (
        "yes" if not mismatched else "NO: " + ", ".join(
            f"{b['shape']} N={b['N']}: {b['plain_views']} tables, {b['views']} views" for b in mismatched)))
    for line in lines:
        print(f"- {line}" if options.markdown else line)
    print()


# MARK: - Main


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="See the module docstring (and Sources/PlumbBench/README.md) for the method.")
    parser.add_argument("--sizes", default="1000,10000,100000", help="N values (default 1000,10000,100000)")
    parser.add_argument("--shapes", default=",".join(SHAPES), help="default: all five")
    parser.add_argument("--outputs", default=",".join(OUTPUTS), help="diagram,json,svg,explain (default all)")
    parser.add_argument("--runs", type=int, default=3, help="rounds; every figure is their median (default 3)")
    parser.add_argument("--plumb", default=os.path.join(ROOT, ".build", "release", "plumb"),
                        help="the binary (default .build/release/plumb)")
    parser.add_argument("--canvas", default=None, help="--canvas WxH passed to plumb (default: plumb's, 640x384)")
    parser.add_argument("--floor", choices=["copy", "reuse"], default="copy",
                        help="plain-table floor: a new table per view with the fields copied (default), or the "
                             "script's own argument table turned into the view (tighter)")
    parser.add_argument("--max-memory", type=int, default=16384, help="MiB, passed to plumb (default 16384)")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds, passed to plumb (default 3600)")
    parser.add_argument("--max-instructions", type=int, default=10 ** 12, help="passed to plumb (default 1e12)")
    parser.add_argument("--markdown", action="store_true", help="print markdown tables")
    parser.add_argument("--json", default=None, metavar="OUT", help="write every sample and the summary here")
    parser.add_argument("--from-json", default=None, metavar="IN",
                        help="report again from a file written by --json, without running anything")
    parser.add_argument("--keep", action="store_true", help="keep the generated scripts' folder")
    parser.add_argument("--verbose", action="store_true", help="print each run's wall time on stderr")
    parser.add_argument("--watch-latency", action="store_true",
                        help="afterwards, run Tools/measure-watch-latency.py with the same binary")
    parser.add_argument("--watch-saves", type=int, default=20, help="saves per script for --watch-latency")
    parser.add_argument("--text-metrics", action="store_true",
                        help="time a text-heavy script with --text points against --text cells instead")
    options = parser.parse_args()
    options.sizes = [int(float(s)) for s in options.sizes.split(",")]
    options.shapes = options.shapes.split(",")
    options.outputs = options.outputs.split(",")
    for shape in options.shapes:
        if shape not in SHAPES:
            parser.error(f"unknown shape {shape}; one of {', '.join(SHAPES)}")
    for output in options.outputs:
        if output not in OUTPUTS:
            parser.error(f"unknown output {output}; one of {', '.join(OUTPUTS)}")
    options.plumb = os.path.abspath(options.plumb)
    if not options.from_json and not os.access(options.plumb, os.X_OK):
        parser.error(f"no binary at {options.plumb}: run `swift build -c release --product plumb` first")
    return options


def load(options):
    """The samples of a run saved with --json; the run's sizes, shapes, outputs, rounds and floor
    replace the command line's."""
    with open(options.from_json) as handle:
        saved = json.load(handle)
    for key in ("sizes", "shapes", "outputs", "runs", "floor", "plumb"):
        setattr(options, key, saved["options"][key])
    samples = {(s["shape"], s["N"], s["kind"]): s["runs"] for s in saved["samples"]}
    plain_views = {(b["shape"], b["N"]): b["plain_views"] for b in saved["builds"]}
    return saved["started"], samples, plain_views


def main():
    options = parse_arguments()
    if options.text_metrics:
        text_metrics(options)
        return
    if options.from_json:
        started, samples, plain_views = load(options)
    else:
        started = time.strftime("%Y-%m-%d %H:%M")
        samples, plain_views = measure(options)
    cases, builds, scaling = summarise(options, samples, plain_views)
    print(f"{'' if options.markdown else '# '}{started}, {os.path.relpath(options.plumb, ROOT)}, "
          f"sizes {options.sizes}, {options.runs} round(s), floor: {options.floor}\n")
    report(options, cases, builds, scaling)
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(dict(started=started, options={k: v for k, v in vars(options).items()},
                           samples=[dict(shape=k[0], N=k[1], kind=k[2], runs=v) for k, v in samples.items()],
                           cases=cases, builds=builds, scaling=scaling), handle, indent=1)
    if options.watch_latency:
        if not os.path.exists(WATCH_LATENCY):
            sys.exit(f"{WATCH_LATENCY} not found")
        print(f"{'### ' if options.markdown else '# '}Watch latency (Tools/measure-watch-latency.py)\n", flush=True)
        subprocess.run([sys.executable, WATCH_LATENCY, "--binary", options.plumb,
                        "--saves", str(options.watch_saves)], check=True)


if __name__ == "__main__":
    main()
