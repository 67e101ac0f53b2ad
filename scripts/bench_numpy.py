#!/usr/bin/env python3
"""numpy peer for the workdays scenarios of yotei-bench (docs/PERFORMANCE.md).

Reads what `yotei-bench --export DIR` wrote: the random ranges (inclusive,
days since 1970-01-01, little-endian int32), Russia's non-working days over
1990-2100 and Yotei's own figures from the same run. Counts working days with
numpy's vectorised busday_count, weekmask 1111111 (every weekday may work, so
working Saturdays can be expressed) and the same non-working days as holidays,
and prints a JSON array of rows: scenario, peer, yoteiNs, peerNs, ratio.

Usage: bench_numpy.py --data DIR [--repeats N]
"""

import argparse
import json
import os
import statistics
import sys
import time

try:
    import numpy as np
except ImportError:  # bench.sh checks first; this is for direct use.
    sys.exit("bench_numpy.py: numpy is not installed for " + sys.executable)

SCENARIOS = ["workdays-1y", "workdays-100y"]
GOAL = 10.0  # at least 10x faster per range than numpy's vectorised call
MIN_REPEAT_SECONDS = 0.02


def load(path):
    return np.fromfile(path, dtype="<i4").astype(np.int64)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    repeats = max(1, args.repeats)

    holidays = load(os.path.join(args.data, "nonworking.i32")).astype("datetime64[D]")
    calendar = np.busdaycalendar(weekmask="1111111", holidays=holidays)
    rows = []
    for name in SCENARIOS:
        base = os.path.join(args.data, name)
        if not os.path.exists(base + ".yotei.json"):
            continue
        with open(base + ".yotei.json") as f:
            yotei = json.loads(f.readline())
        begin = load(base + ".from.i32").astype("datetime64[D]")
        end = (load(base + ".through.i32") + 1).astype("datetime64[D]")  # numpy's end is exclusive
        count = len(begin)

        def run():
            return np.busday_count(begin, end, busdaycal=calendar)

        start = time.perf_counter()
        counts = run()  # warm-up
        elapsed = time.perf_counter() - start
        passes = max(1, int(MIN_REPEAT_SECONDS / max(elapsed, 1e-9) + 0.999))
        samples = []
        for _ in range(repeats):
            start = time.perf_counter()
            for _ in range(passes):
                run()
            samples.append((time.perf_counter() - start) * 1e9 / (passes * count))
        checksum = int(counts.sum())
        peer = statistics.median(samples)
        row = {
            "scenario": name,
            "peer": "numpy",
            "yoteiNs": yotei["yoteiNs"],
            "peerNs": round(peer, 3),
            "ratio": round(peer / yotei["yoteiNs"], 3),
            "yoteiMinNs": yotei["yoteiMinNs"],
            "yoteiMaxNs": yotei["yoteiMaxNs"],
            "peerMinNs": round(min(samples), 3),
            "peerMaxNs": round(max(samples), 3),
            "repeats": repeats,
            "goal": GOAL,
            "met": peer / yotei["yoteiNs"] >= GOAL,
            "agrees": checksum == yotei["checksum"] and count == yotei["count"],
        }
        if not row["agrees"]:
            row["note"] = "numpy counted %d working days in all, Yotei %d" % (checksum, yotei["checksum"])
        row["note"] = (row.get("note", "") + ("; " if "note" in row else "") + "numpy %s" % np.__version__)
        rows.append(row)
    json.dump(rows, sys.stdout, indent=None, separators=(", ", ": "))
    print()


if __name__ == "__main__":
    main()
