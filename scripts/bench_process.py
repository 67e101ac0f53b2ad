#!/usr/bin/env python3
"""Whole-process peers for yotei-bench (the repl-* scenarios, docs/PERFORMANCE.md).

Times yotei-repl from start to exit against ncal (or cal) printing one month,
alternating the two, and reads each one's peak memory (maximum resident set
size) with /usr/bin/time -v when it is installed. Prints a JSON array with one
row per scenario: scenario, peer, yoteiNs, peerNs, ratio (peer / Yotei), the
peak memories in kB (yoteiPeakKB, peerPeakKB), and the goals:

  repl-show          yotei-repl -c show                                 within 2x, under 20 MB
  repl-show-persian  yotei-repl --locale fa-IR -c show                  within 2x, under 20 MB
  repl-show-hebrew   yotei-repl --locale he-IL --calendar hebrew -c show  within 2x, under 20 MB
  repl-day           yotei-repl -c day                (every calendar)  within 3x
  repl-show-chinese  yotei-repl --calendar chinese -c show              within 2x

(Issue 25 set these: within 4x, 6x and 5x before.)

Usage: bench_process.py --repl PATH --peer "ncal -h" [--repeats N] [--runs N] [--only PREFIX] [--build TEXT]
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

# (scenario, yotei-repl arguments, within this many times ncal's time, peak RSS goal in kB or None)
SCENARIOS = [
    ("repl-show", ["-c", "show"], 2, 20 * 1024),
    ("repl-show-persian", ["--locale", "fa-IR", "-c", "show"], 2, 20 * 1024),
    ("repl-show-hebrew", ["--locale", "he-IL", "--calendar", "hebrew", "-c", "show"], 2, 20 * 1024),
    ("repl-day", ["-c", "day"], 3, None),
    ("repl-show-chinese", ["--calendar", "chinese", "-c", "show"], 2, None),
]


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


def measure(name, yotei, peer, times, peak_goal_kb, args, devnull):
    """One row: yotei and the peer alternating, args.runs runs per repeat."""
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
    goal = 1 / times
    memory_met = peak_goal_kb is None or yotei_kb is None or yotei_kb < peak_goal_kb
    row = {
        "scenario": name,
        "peer": os.path.basename(peer[0]),
        "yoteiNs": round(yotei_ns, 3),
        "peerNs": round(peer_ns, 3),
        "ratio": round(ratio, 3),
        "yoteiMinNs": round(min(samples["yotei"]), 3),
        "yoteiMaxNs": round(max(samples["yotei"]), 3),
        "peerMinNs": round(min(samples["peer"]), 3),
        "peerMaxNs": round(max(samples["peer"]), 3),
        "repeats": max(1, args.repeats),
        "goal": round(goal, 4),
        "met": ratio >= goal and memory_met,
    }
    notes = ["%s vs %s (goal: within %dx); %d runs per repeat" % (
        " ".join(["yotei-repl"] + yotei[1:]), " ".join([row["peer"]] + peer[1:]), times, args.runs)]
    if args.build:
        notes.append(args.build)
    if yotei_kb is not None:
        row["yoteiPeakKB"] = yotei_kb
        row["peerPeakKB"] = peer_kb
        memory = "peak RSS %.1f MB vs %.1f MB" % (yotei_kb / 1024, (peer_kb or 0) / 1024)
        if peak_goal_kb is not None:
            memory += " (goal < %d MB: %s)" % (peak_goal_kb // 1024, "met" if memory_met else "MISSED")
        notes.append(memory)
    else:
        notes.append("peak memory not measured: /usr/bin/time is missing (Debian package 'time')")
    row["note"] = "; ".join(notes)
    return row


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repl", required=True, help="path to the yotei-repl binary")
    parser.add_argument("--peer", default="ncal -h", help="the peer command line")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--runs", type=int, default=20, help="process runs per repeat")
    parser.add_argument("--only", action="append", default=[], help="run only scenarios with this prefix")
    parser.add_argument("--build", default="", help="how yotei-repl was built, for the notes")
    args = parser.parse_args()

    peer = resolve(shlex.split(args.peer))
    devnull = os.open(os.devnull, os.O_WRONLY)
    rows = []
    for name, arguments, times, peak_goal_kb in SCENARIOS:
        if args.only and not any(name.startswith(prefix) for prefix in args.only):
            continue
        yotei = [os.path.abspath(args.repl)] + arguments
        for argv in (yotei, peer):
            status = spawn_and_wait(argv, devnull)
            if status != 0:
                sys.exit("bench_process.py: %s exited with %d" % (" ".join(argv), status))
        rows.append(measure(name, yotei, peer, times, peak_goal_kb, args, devnull))
    json.dump(rows, sys.stdout, separators=(", ", ": "))
    print()


if __name__ == "__main__":
    main()
