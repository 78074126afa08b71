#!/usr/bin/env python3
"""How much of real SwiftUI apps `plumb run` can import and lay out.

For each app folder given, finds its view files (a .swift file declaring `struct X: View`, skipping
tests, .build, Pods, Carthage, DerivedData and checkouts), optionally samples them, and runs
`plumb run FILE --format json --timeout 20` on each from the app's folder (killed, with the importer
it started, after 60 s of wall time). Each file's outcome is one of:

  runs            exit 0 and a JSON layout on standard output that draws some of the app's own
                  views (warnings allowed: counted apart)
  placeholder     exit 0 and a JSON layout, but every view drawn is inside a placeholder (the whole
                  view stood in: it ran, it shows nothing of the app)
  import-refused  plumb-import refused the Swift: `FILE:LINE:COL: error: MESSAGE` (or `FILE: error:`)
  script-error    the Lua the importer wrote failed when run (`FILE:LINE:COL: MESSAGE`, no `error:`)
  crash           a signal, a defect message of plumb-import, or exit 0 without a JSON layout
  timeout         stopped by a limit (`--timeout`, `--max-memory`) or by the 60 s wall-clock kill

It prints one row per app (view files, files run, runs, whole-view placeholders, refused, script
errors, crashes, timeouts, runs with warnings, the share that runs, the share that draws the app's own
views) and the total, then the most common refusal messages and causes of a whole-view placeholder
(names in quotes and numbers replaced by `…`). It also times `plumb import` of each app's largest view file
(wall time, output discarded). With --json it writes every file's outcome and first error line.

Usage (from anywhere; app folders are checked-out repositories):
  Tools/measure-import.py APPS/*/ --limit-per-app 12 --json /tmp/result.json
  Tools/measure-import.py APP --plumb /tmp/baseline/plumb --importer /tmp/baseline/plumb-import

`--plumb` defaults to `plumb` on PATH; `--importer` sets PLUMB_IMPORT (else it is inherited, and
plumb looks beside itself). Sampling (when an app has more view files than --limit-per-app) is
random with a fixed seed (--seed, default 1) per app, so reruns see the same files.
Standard library only.
"""
import argparse
import collections
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time

SKIPPED_DIRS = {".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "checkouts",
                "SourcePackages", "node_modules", "vendor"}
VIEW_STRUCT = re.compile(r"^\s*(?:[a-z@]\w*\s+)*struct\s+\w+\s*(?:<[^>{]*>)?\s*:\s*(?:[\w.]+\s*,\s*)*View\b",
                         re.MULTILINE)
POSITION = re.compile(r"^(?P<file>[^:\n]+?):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<rest>.*)$")
WALL_SECONDS = 60


def is_test_path(path):
    return any(part.endswith(("Tests", "Test", "Specs")) or part in ("Tests", "test", "tests")
               for part in path.split(os.sep)) or path.endswith(("Tests.swift", "Test.swift"))


def swift_files(app):
    """Every .swift file of the app outside tests and dependency folders, relative to the app."""
    found = []
    for folder, dirs, files in os.walk(app):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and not d.endswith((".xcodeproj", ".xcassets")))
        for name in files:
            path = os.path.relpath(os.path.join(folder, name), app)
            if name.endswith(".swift") and not is_test_path(path) and name != "Package.swift":
                found.append(path)
    return sorted(found)


def is_view_file(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return VIEW_STRUCT.search(f.read()) is not None


def run(command, cwd, env):
    """(exit status or -signal, stdout, stderr, timed out): the whole process group is killed at 60 s."""
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    try:
        out, err = process.communicate(timeout=WALL_SECONDS)
        return process.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        return process.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), True


def first_error(stderr):
    """The first line of standard error that is not a warning nor the excerpt under a message."""
    for line in stderr.splitlines():
        if line.strip() and ": warning:" not in line and not re.match(r"^\s*\d*\s*\|", line):
            return line.strip()
    return ""


def draws_only_placeholders(root):
    """Whether the layout has a Placeholder and no leaf outside one (spacers and colours aside)."""
    placeholders, leaves = 0, 0
    stack = [(root, False)]
    while stack:
        node, inside = stack.pop()
        is_placeholder = node.get("type") == "Placeholder"
        placeholders += is_placeholder
        children = node.get("children") or []
        if not children and not inside and not is_placeholder and node.get("type") not in ("Spacer", "Color", "EmptyView"):
            leaves += 1
        stack += [(child, inside or is_placeholder) for child in children]
    return placeholders > 0 and leaves == 0


def first_placeholder_warning(stderr):
    """The first warning that says what was drawn as a placeholder or stood in."""
    for line in stderr.splitlines():
        if ": warning:" in line and ("drawn as a placeholder" in line or "stands in" in line):
            return line.strip()
    return ""


def classify(status, stdout, stderr, timed_out):
    """(outcome, first error line) of one `plumb run`."""
    message = first_error(stderr)
    if timed_out:
        return "timeout", message or "killed after %d s of wall time" % WALL_SECONDS
    if status < 0:
        return "crash", message or "plumb killed by signal %d" % -status
    if status == 0:
        try:
            layout = json.loads(stdout)
        except ValueError:
            layout = {}
        if "root" in layout:
            if draws_only_placeholders(layout["root"]):
                return "placeholder", first_placeholder_warning(stderr)
            return "runs", ""
        return "crash", message or "exit 0 without a JSON layout"
    if "(raise it with --timeout)" in message or "(raise it with --max-memory)" in message:
        return "timeout", message
    if "stopped by signal" in message or "defect" in message or "Fatal error" in message:
        return "crash", message
    if re.match(r"^[^:\n]+\.swift(?::\d+:\d+)?: error: ", message):
        return "import-refused", message
    if message:
        return "script-error", message
    return "crash", "exit %d with no message" % status


def message_kind(message):
    """The refusal's kind, for counting: the message without its position, its suggestion in
    parentheses, the names it quotes or cites (`an extension of X`, `the view X`) and numbers."""
    match = POSITION.match(message)
    text = match.group("rest") if match else re.sub(r"^[^:\n]+\.swift: ", "", message)
    text = re.sub(r"^(error|warning): ", "", text)
    text = re.sub(r"^\S+ (is drawn as a placeholder|stands in as a placeholder)", r"… \1", text)
    text = re.sub(r" \(.*\)$", "", text)
    text = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "'…'", text)
    text = re.sub(r"^(an extension of|the view) [\w.]+", r"\1 …", text)
    text = re.sub(r"^\w+ is the view shown", "… is the view shown", text)
    return re.sub(r"\b\d+(\.\d+)?\b", "…", text)


def measure_app(app, args, env):
    name = os.path.basename(os.path.normpath(app))
    files = swift_files(app)
    views = [f for f in files if is_view_file(os.path.join(app, f))]
    chosen = views
    if args.limit_per_app and len(views) > args.limit_per_app:
        chosen = sorted(random.Random("%s:%s" % (args.seed, name)).sample(views, args.limit_per_app))
    results = []
    for path in chosen:
        status, out, err, timed_out = run([args.plumb, "run", path, "--format", "json", "--timeout", "20"], app, env)
        outcome, message = classify(status, out, err, timed_out)
        warnings = sum(": warning:" in line for line in err.splitlines())
        results.append({"file": path, "outcome": outcome, "message": message, "warnings": warnings})
        print("  %-14s %s%s" % (outcome, path, ("  " + message[:150]) if message else ""), file=sys.stderr)
    timing = None
    if views:
        largest = max(views, key=lambda f: os.path.getsize(os.path.join(app, f)))
        started = time.monotonic()
        status, _, err, timed_out = run([args.plumb, "import", largest, "--timeout", "20"], app, env)
        timing = {"file": largest, "bytes": os.path.getsize(os.path.join(app, largest)),
                  "seconds": round(time.monotonic() - started, 3), "status": "killed" if timed_out else status}
    return {"app": name, "path": os.path.abspath(app), "swift_files": len(files), "view_files": len(views),
            "sampled": len(chosen) < len(views), "largest_import": timing, "files": results}


def counts(files):
    tally = collections.Counter(f["outcome"] for f in files)
    warned = sum(1 for f in files if f["outcome"] in ("runs", "placeholder") and f["warnings"])
    ran = tally["runs"] + tally["placeholder"]
    rate = 100.0 * ran / len(files) if files else 0.0
    drawn = 100.0 * tally["runs"] / len(files) if files else 0.0
    return [len(files), ran, tally["placeholder"], tally["import-refused"], tally["script-error"], tally["crash"],
            tally["timeout"], warned, "%.0f%%" % rate, "%.0f%%" % drawn]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("apps", nargs="+", help="app folders")
    parser.add_argument("--limit-per-app", type=int, default=0, help="sample at most N view files an app")
    parser.add_argument("--seed", default="1", help="the sampling's seed")
    parser.add_argument("--plumb", default=shutil.which("plumb") or "plumb", help="the plumb executable")
    parser.add_argument("--importer", help="the plumb-import executable (sets PLUMB_IMPORT)")
    parser.add_argument("--json", help="write every file's outcome to this file")
    parser.add_argument("--top", type=int, default=15, help="how many refusal kinds to list")
    args = parser.parse_args()
    args.plumb = os.path.abspath(args.plumb) if os.sep in args.plumb else args.plumb
    env = dict(os.environ, NO_COLOR="1")
    if args.importer:
        env["PLUMB_IMPORT"] = os.path.abspath(args.importer)

    apps = []
    for app in args.apps:
        print("%s" % app, file=sys.stderr)
        apps.append(measure_app(app, args, env))

    header = ["app", "views", "run", "runs", "whole ph", "refused", "script", "crash", "timeout", "warned", "rate",
              "drawn", "import s"]
    rows = []
    for a in apps:
        timing = a["largest_import"]
        rows.append([a["app"], a["view_files"]] + counts(a["files"]) + ["%.2f" % timing["seconds"] if timing else "-"])
    every = [f for a in apps for f in a["files"]]
    rows.append(["total", sum(a["view_files"] for a in apps)] + counts(every) + [""])
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    for r in [header] + rows:
        print("  ".join(str(v).ljust(w) if i == 0 else str(v).rjust(w) for i, (v, w) in enumerate(zip(r, widths))))
    sampled = [a["app"] for a in apps if a["sampled"]]
    if sampled:
        print("\n(views: view files found; run: files run, sampled at random with seed %s in %s)"
              % (args.seed, ", ".join(sampled)))

    kinds = collections.Counter(message_kind(f["message"]) for f in every if f["outcome"] == "import-refused")
    if kinds:
        print("\nMost common refusals:")
        for kind, n in kinds.most_common(args.top):
            print("%4d  %s" % (n, kind[:160]))

    causes = collections.Counter(message_kind(f["message"]) for f in every if f["outcome"] == "placeholder")
    if causes:
        print("\nMost common causes of a whole-view placeholder:")
        for kind, n in causes.most_common(args.top):
            print("%4d  %s" % (n, kind[:160]))

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"plumb": args.plumb, "importer": env.get("PLUMB_IMPORT"), "seed": args.seed,
                       "limit_per_app": args.limit_per_app, "apps": apps}, f, indent=1)


if __name__ == "__main__":
    main()
