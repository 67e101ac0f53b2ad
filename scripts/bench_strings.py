#!/usr/bin/env python3
"""The strings-check row of the bench (docs/PERFORMANCE.md): `yotei-repl strings
check` on a generated String Catalog of a large shipping app's shape (855 keys,
18 languages, about 2.7-3 MB: scripts/make-bench-catalog.py) against Python's
json.load parsing the same file, measured side by side in this run.

json.load is timed inside one Python process (the parse alone, no interpreter
start); yotei-repl is timed from start to exit (reading, parsing, every check,
the report), so the ratio is Yotei's whole job against Python's parse alone.
Prints a JSON array with one row in bench_process.py's shape (ratio = peer /
Yotei; the goal, 1/3, is "within 3x").

Usage: bench_strings.py --repl PATH [--repeats N] [--keep FILE]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repl", required=True)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--keep", help="write the catalog here and keep it")
    args = parser.parse_args()
    folder = tempfile.mkdtemp()
    path = args.keep or os.path.join(folder, "Bench.xcstrings")
    subprocess.run([sys.executable, os.path.join(HERE, "make-bench-catalog.py"), path], check=True)
    size = os.path.getsize(path)
    argv = [args.repl, "strings", "check", path, "--fail-on", "error"]
    with open(os.devnull, "wb") as devnull:
        def yotei():
            start = time.perf_counter_ns()
            status = subprocess.run(argv, stdout=devnull, stderr=devnull).returncode
            elapsed = time.perf_counter_ns() - start
            if status not in (0, 1):
                sys.exit("bench_strings.py: yotei-repl strings check exited %d" % status)
            return elapsed

        def peer():
            start = time.perf_counter_ns()
            with open(path, "rb") as f:
                json.load(f)
            return time.perf_counter_ns() - start

        for _ in range(2):  # warm-up: page cache
            yotei()
            peer()
        samples = {"yotei": [], "peer": []}
        for _ in range(max(1, args.repeats)):
            samples["yotei"].append(yotei())
            samples["peer"].append(peer())
    yotei_ns = statistics.median(samples["yotei"])
    peer_ns = statistics.median(samples["peer"])
    ratio = peer_ns / yotei_ns
    row = {
        "scenario": "strings-check",
        "peer": "json.load",
        "yoteiNs": round(yotei_ns, 3),
        "peerNs": round(peer_ns, 3),
        "ratio": round(ratio, 3),
        "yoteiMinNs": min(samples["yotei"]),
        "yoteiMaxNs": max(samples["yotei"]),
        "peerMinNs": min(samples["peer"]),
        "peerMaxNs": max(samples["peer"]),
        "repeats": max(1, args.repeats),
        "goal": round(1 / 3, 4),
        "met": ratio >= 1 / 3,
        "note": "yotei-repl strings check (whole process) vs Python %s json.load (parse alone) on a "
        "generated %.1f MB catalog, 855 keys x 18 languages (goal: within 3x)"
        % (sys.version.split()[0], size / 1e6),
    }
    json.dump([row], sys.stdout, separators=(", ", ": "))
    print()
    if not args.keep:
        os.remove(path)
        os.rmdir(folder)


if __name__ == "__main__":
    main()
