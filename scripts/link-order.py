#!/usr/bin/env python3
"""Writes Sources/yotei-repl/link-order.txt: the symbols a start of yotei-repl touches, in the order it touches them.

The release link of yotei-repl (Package.swift) hands the file to lld as its
--symbol-ordering-file, so the code and data a run of `show` or `day` needs sit
together at the front of their sections instead of spread over the 12 MB of
code and 35 MB of data: a start then faults in a few dozen pages however the
page cache holds the binary (docs/PERFORMANCE.md, "The start's pages together").

The trace is valgrind's lackey (--trace-mem=yes: every instruction fetch, load
and store) over the bench's repl scenarios (scripts/bench_process.py), mapped to
symbols with nm. A symbol that is gone from a later build is skipped by the
linker, and a new one is laid out where the linker puts it by default: a stale
order costs speed, never correctness. Run it again after changing what a start
runs:

    scripts/link-order.py [--repl PATH] [--output PATH]

Installs nothing; needs valgrind, nm and strip (Debian packages valgrind, binutils).
"""

import argparse
import bisect
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_process  # noqa: E402  (the scenarios the bench times)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Code, then initialised, read-only and zeroed data (nm's letters, either case).
KINDS = set("tTwWdDbBrRvV")


def symbols(binary):
    """(start address, end address, name) of every defined code and data symbol, sorted by address."""
    rows = []
    out = subprocess.run(["nm", "-n", "-S", "--defined-only", binary], capture_output=True, text=True, check=True)
    for line in out.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in KINDS:
            rows.append([int(parts[0], 16), int(parts[1], 16), parts[3]])
        elif len(parts) == 3 and parts[1] in KINDS:
            rows.append([int(parts[0], 16), 0, parts[2]])  # no size (assembly): up to the next symbol
    rows.sort()
    table = []
    for i, (start, size, name) in enumerate(rows):
        if size == 0:
            size = (rows[i + 1][0] - start) if i + 1 < len(rows) else 1
        table.append((start, start + max(size, 1), name))
    return table


def touched(binary, arguments, scratch):
    """Addresses of the 64-byte lines one run touches, in the order it first touches them."""
    log = os.path.join(scratch, "trace")
    subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", "--log-file=" + log, binary] + arguments,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    seen = {}
    with open(log, "rb") as trace:
        for line in trace:
            # "I  004194b5,1" (fetch) or " L 1fff000670,8" (load; S store, M modify); "==pid==" lines are notes.
            if len(line) < 4 or line[0] not in b" I":
                continue
            comma = line.find(b",", 3)
            if comma < 0:
                continue
            try:
                seen.setdefault(int(line[3:comma], 16) >> 6, None)
            except ValueError:
                continue
    os.remove(log)
    return list(seen)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repl", help="a release yotei-repl (default: build one with swift build -c release)")
    parser.add_argument("--output", default=os.path.join(ROOT, "Sources", "yotei-repl", "link-order.txt"))
    args = parser.parse_args()
    for tool in ("valgrind", "nm", "strip"):
        if shutil.which(tool) is None:
            sys.exit("link-order.py: %s is missing (Debian packages valgrind, binutils); nothing written" % tool)
    repl = args.repl
    if repl is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "yotei-repl"], cwd=ROOT, check=True,
                       stdout=sys.stderr)
        bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        repl = os.path.join(bin_path, "yotei-repl")
    table = symbols(repl)
    starts = [row[0] for row in table]
    order = {}
    with tempfile.TemporaryDirectory() as scratch:
        # Valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 emits; the symbols suffice.
        stripped = os.path.join(scratch, "yotei-repl")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, repl], check=True)
        for name, arguments, _, _ in bench_process.SCENARIOS:
            lines = touched(stripped, arguments, scratch)
            before = len(order)
            for line in lines:
                address = line << 6
                i = bisect.bisect_right(starts, address + 63) - 1
                # Every symbol that overlaps the line, from the one holding its first byte.
                while i >= 0 and table[i][1] > address:
                    order.setdefault(table[i][2], None)
                    if table[i][0] <= address:
                        break
                    i -= 1
            print("link-order.py: %s: %d lines, %d new symbols" % (name, len(lines), len(order) - before),
                  file=sys.stderr)
    with open(args.output, "w") as out:
        out.write("# The symbols a start of yotei-repl touches, first touch first: lld's --symbol-ordering-file\n")
        out.write("# for the release link (Package.swift). Written by scripts/link-order.py; do not edit.\n")
        for name in order:
            out.write(name + "\n")
    print("link-order.py: %d symbols written to %s" % (len(order), os.path.relpath(args.output, ROOT)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
