#!/usr/bin/env python3
"""Whole-process peer for yotei-bench (scenario repl-show, docs/PERFORMANCE.md).

Times `yotei-repl -c show` from start to exit against ncal (or cal) printing
one month, alternating the two, and reads each one's peak memory (maximum
resident set size) with /usr/bin/time -v when it is installed. Prints a JSON
array with one row: scenario, peer, yoteiNs, peerNs, ratio (peer / Yotei), the
peak memories in kB, and the goals (within 8x of ncal, under 40 MB).

Usage: bench_process.py --repl PATH --peer "ncal -h" [--repeats N] [--runs N]
"""

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import time

GOAL_RATIO = 1 / 8  # within 8x of ncal: peer / Yotei >= 0.125
GOAL_PEAK_KB = 40 * 1024


def spawn_and_wait(argv, devnull):
    """Runs argv to completion with output discarded; returns the exit status."""
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[
        (os.POSIX_SPAWN_DUP2, devnull, 1),
        (os.POSIX_SPAWN_DUP2, devnull, 2),
    ])
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def peak_kb(argv):
    """Maximum resident set size of one run, from GNU time -v, or None."""
    if not os.path.exists("/usr/bin/time"):
        return None
    result = subprocess.run(["/usr/bin/time", "-v"] + argv, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return int(match.group(1)) if match else None


def resolve(argv):
    if os.path.sep not in argv[0]:
        for directory in os.environ.get("PATH", "").split(os.pathsep):
            candidate = os.path.join(directory, argv[0])
            if os.access(candidate, os.X_OK):
                return [candidate] + argv[1:]
    return argv


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repl", required=True, help="path to the yotei-repl binary")
    parser.add_argument("--peer", default="ncal -h", help="the peer command line")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--runs", type=int, default=20, help="process runs per repeat")
    args = parser.parse_args()

    yotei = [os.path.abspath(args.repl), "-c", "show"]
    peer = resolve(shlex.split(args.peer))
    devnull = os.open(os.devnull, os.O_WRONLY)
    for argv in (yotei, peer):
        status = spawn_and_wait(argv, devnull)
        if status != 0:
            sys.exit("bench_process.py: %s exited with %d" % (" ".join(argv), status))
    # Warm-up: page cache, dynamic loader caches.
    for _ in range(3):
        spawn_and_wait(yotei, devnull)
        spawn_and_wait(peer, devnull)
    samples = {"yotei": [], "peer": []}
    for _ in range(max(1, args.repeats)):
        for key, argv in (("yotei", yotei), ("peer", peer)):
            start = time.perf_counter_ns()
            for _ in range(args.runs):
                spawn_and_wait(argv, devnull)
            samples[key].append((time.perf_counter_ns() - start) / args.runs)
    yotei_ns = statistics.median(samples["yotei"])
    peer_ns = statistics.median(samples["peer"])
    yotei_kb = peak_kb(yotei)
    peer_kb = peak_kb(peer)
    ratio = peer_ns / yotei_ns
    row = {
        "scenario": "repl-show",
        "peer": os.path.basename(peer[0]),
        "yoteiNs": round(yotei_ns, 3),
        "peerNs": round(peer_ns, 3),
        "ratio": round(ratio, 3),
        "yoteiMinNs": round(min(samples["yotei"]), 3),
        "yoteiMaxNs": round(max(samples["yotei"]), 3),
        "peerMinNs": round(min(samples["peer"]), 3),
        "peerMaxNs": round(max(samples["peer"]), 3),
        "repeats": max(1, args.repeats),
        "goal": GOAL_RATIO,
        "met": ratio >= GOAL_RATIO and (yotei_kb is None or yotei_kb < GOAL_PEAK_KB),
    }
    notes = ["command: %s vs %s; %d runs per repeat" % (" ".join(["yotei-repl", "-c", "show"]),
                                                       " ".join([row["peer"]] + peer[1:]), args.runs)]
    if yotei_kb is not None:
        row["yoteiPeakKB"] = yotei_kb
        row["peerPeakKB"] = peer_kb
        notes.append("peak RSS %.1f MB vs %.1f MB (goal < 40 MB: %s)" % (
            yotei_kb / 1024, (peer_kb or 0) / 1024, "met" if yotei_kb < GOAL_PEAK_KB else "MISSED"))
    else:
        notes.append("peak memory not measured: /usr/bin/time is missing (Debian package 'time')")
    row["note"] = "; ".join(notes)
    json.dump([row], sys.stdout, separators=(", ", ": "))
    print()


if __name__ == "__main__":
    main()
