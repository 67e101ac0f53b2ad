#!/usr/bin/env python3
"""The day-table rows of scripts/bench.sh: `yotei-repl export-days` against the
Python peer data teams build today, in the same run, as JSON rows for
`yotei-bench --report`.

    scripts/bench_table.py --repl PATH [--repeats N] [--quick]

Rows (each time is a whole process, start-up included; peak memory is the
process's maximum resident set, from wait4). Both sides of a row are
measured the same way: N runs each (--repeats, default 5), taken in turn
(Yotei, peer, Yotei, peer, ...) so that a change of load falls on both, and
each side's median wall and CPU time of its N runs:

- table-1900-2100-{parquet,csv}: 1900-01-01..2100-12-31 (73,414 days) with all
  17 calendars.
- table-1900-2100-RU-{parquet,csv}: the same span, all 17 calendars and
  Russia. Russia's data begins in 1990, so the table has its 40,542 rows of
  1990-2100 (docs/DATA-ENGINES.md); the peer makes the same rows.
  Goals: at most 1 s and 100 MB; the peer at least 20x slower, on the same
  span in the same run. Each row also gives both sides' CPU time (user +
  system) and the load average when it ran: the machine is shared, so wall
  time is noisy. The Parquet rows compare the two files column by column
  (the columns both have) and name where the peer's answers differ.
- table-400y-vs-200y-{parquet,csv}: 1800-2199 against 1900-2099 (all
  calendars): the cost ratio, at most 2.2 in wall and CPU time, and peak
  memory about flat.

The peer (pandas, python-holidays and convertdate, pinned, in a venv under
.build/) builds the columns Python can give the way data teams do: pandas'
vectorised date fields, convertdate once a day for the calendars it has
(Persian, Hebrew, Islamic, Coptic, Indian civil: no Python library converts
a whole column at once), python-holidays for Russia's holidays mapped onto
the dates, vectorised working-day counts (cumulative sums per group), then
pyarrow's Parquet or pandas' CSV. convertdate's per-year functions are
memoised (see peer_main): as shipped it spends 65 ms a day on the Persian
calendar alone, and the 1900-2100 table would take over an hour.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import table_engines  # noqa: E402  (its venv helper)

PINS = ["pandas==2.3.3", "pyarrow==22.0.0", "holidays==0.109", "convertdate==2.5.1"]


def run(argv):
    """Wall time (ns), peak RSS (KB) and CPU time (ns) of one process."""
    start = time.perf_counter_ns()
    with open(os.devnull, "wb") as null:
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, null.fileno(), 1)])
        _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter_ns() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"bench_table: {' '.join(argv)} failed")
    return elapsed, usage.ru_maxrss, int((usage.ru_utime + usage.ru_stime) * 1e9)


def summary(samples):
    """Median, least and most wall time, peak RSS, median CPU time."""
    times = [t for t, _, _ in samples]
    cpu = statistics.median(c for _, _, c in samples)
    return statistics.median(times), min(times), max(times), max(k for _, k, _ in samples), cpu


def measure_pair(first, second, repeats):
    """Both commands measured the same way: `repeats` runs each, taken in
    turn (first, second, first, second, ...), so a change of load on the
    shared machine falls on both alike; each side's median of its runs (see
    summary)."""
    a, b = [], []
    for _ in range(repeats):
        a.append(run(first))
        b.append(run(second))
    return summary(a), summary(b)


def peer_main(args):
    """The Python peer, run in its venv: builds and writes one table."""
    import functools

    import holidays
    import numpy as np
    import pandas as pd
    from convertdate import coptic, hebrew, indian_civil, islamic, persian

    # convertdate recomputes the same per-year facts for every day: Persian
    # spring equinoxes through pymeeus (about 65 ms a day), and Hebrew month
    # starts and lengths (1 ms a day, a DeprecationWarning a call). Memoising
    # those pure functions is what anyone who profiles it does first; without
    # it the 1900-2100 table takes over an hour.
    persian.equinox_jd = functools.lru_cache(maxsize=None)(persian.equinox_jd)
    hebrew.to_jd = functools.lru_cache(maxsize=None)(hebrew.to_jd)
    hebrew.month_days = functools.lru_cache(maxsize=None)(hebrew.month_days)

    start, end, fmt, out, region = args.peer
    days = pd.DataFrame({"date": pd.date_range(start, end, freq="D")})
    d = days["date"].dt
    iso = d.isocalendar()
    days["date_key"] = (d.year * 10000 + d.month * 100 + d.day).astype("int32")
    days["jdn"] = ((days["date"] - pd.Timestamp("1970-01-01")).dt.days + 2440588).astype("int64")
    for name, values in (("year", d.year), ("quarter", d.quarter), ("month", d.month), ("day_of_month", d.day),
                         ("day_of_year", d.dayofyear), ("iso_year", iso["year"]), ("iso_week", iso["week"]),
                         ("iso_day_of_week", iso["day"])):
        days[name] = values.astype("int32")
    days["month_name"] = d.month_name()
    days["day_name"] = d.day_name()
    days["week_start"] = (days["date"] - pd.to_timedelta((d.weekday + 1) % 7, unit="D")).dt.date
    days["locale_week"] = d.strftime("%U").astype("int32")
    days["is_month_end"] = d.is_month_end
    # No calendar but the Gregorian is vectorised anywhere: one call a day.
    greg = list(zip(d.year.tolist(), d.month.tolist(), d.day.tolist()))
    for cal, module, names in (("persian", persian, persian.MONTHS), ("hebrew", hebrew, hebrew.MONTHS),
                               ("islamic_civil", islamic, islamic.MONTHS), ("coptic", coptic, coptic.MONTHS),
                               ("indian", indian_civil, indian_civil.MONTHS)):
        converted = [module.from_gregorian(y, m, dd) for y, m, dd in greg]
        year, month, day = zip(*converted)
        days[cal + "_year"] = pd.Series(year, dtype="int32")
        days[cal + "_month"] = pd.Series(month, dtype="int32")
        days[cal + "_day"] = pd.Series(day, dtype="int32")
        days[cal + "_month_name"] = pd.Series(month).map(dict(enumerate(names, 1)))
    if region:
        table = holidays.country_holidays(region, years=range(int(start[:4]), int(end[:4]) + 1))
        names = pd.Series(dict(table.items()))
        names.index = pd.to_datetime(names.index)
        days["region"] = region
        days["holiday_name"] = days["date"].map(names)
        weekend = d.weekday >= 5
        holiday = days["holiday_name"].notna()
        days["day_kind"] = np.select([holiday, weekend], ["holiday", "weekend"], "working")
        days["is_working_day"] = ~weekend & ~holiday
        days["working_hours"] = days["is_working_day"] * 8.0
        working = days["is_working_day"].astype("int32")
        days["working_day_of_month"] = working.groupby([d.year, d.month]).cumsum().astype("int32")
        days["working_day_of_year"] = working.groupby(d.year).cumsum().astype("int32")
        days["working_day_index"] = working.cumsum().astype("int32")
        work_dates = days["date"].where(days["is_working_day"])
        days["next_working_day"] = work_dates.shift(-1).bfill().dt.date
        days["previous_working_day"] = work_dates.shift(1).ffill().dt.date
    days["date"] = days["date"].dt.date
    if fmt == "parquet":
        days.to_parquet(out, index=False)
    else:
        days.to_csv(out, index=False, date_format="%Y-%m-%d")


def compare_main(yotei_path, peer_path):
    """Run in the peer's venv: where the peer's Parquet file differs from
    Yotei's in the columns both have, as JSON {column: [rows differing,
    first differing date]}; {"rows": [yotei, peer]} if the row counts do."""
    import pyarrow.parquet as pq

    yotei, peer = pq.read_table(yotei_path), pq.read_table(peer_path)
    if yotei.num_rows != peer.num_rows:
        print(json.dumps({"rows": [yotei.num_rows, peer.num_rows]}))
        return
    dates = yotei.column("date").to_pylist()
    differing = {}
    for name in peer.column_names:
        if name not in yotei.column_names:
            continue
        ours, theirs = yotei.column(name).to_pylist(), peer.column(name).to_pylist()
        rows = [i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b]
        if rows:
            differing[name] = [len(rows), dates[rows[0]].isoformat()]
    print(json.dumps(differing))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repl")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--peer", nargs=5, help=argparse.SUPPRESS)
    parser.add_argument("--compare", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.peer:
        peer_main(args)
        return
    if args.compare:
        compare_main(*args.compare)
        return
    python = table_engines.ensure_venv("table-bench", PINS)
    repl = os.path.abspath(args.repl)
    rows = []
    # Yotei and the peer run the same number of times, in turn, and each
    # side's median is taken (docs/PERFORMANCE.md, "Day tables").
    repeats = 1 if args.quick else max(1, args.repeats)
    with tempfile.TemporaryDirectory() as folder:
        def yotei(start, end, fmt, region):
            out = os.path.join(folder, "yotei." + fmt)
            return [repl, "export-days", start, end, out, "--calendars", "all"] + (
                ["--region", region] if region else [])

        def peer(start, end, fmt, region):
            out = os.path.join(folder, "peer." + fmt)
            # The region's rows start where its data does, as Yotei's do.
            if region == "RU" and start < "1990":
                start = "1990-01-01"
            return [python, os.path.abspath(__file__), "--peer", start, end, fmt, out, region or ""]

        spans = [("1900-01-01", "2100-12-31", None, 73414), ("1900-01-01", "2100-12-31", "RU", 40542)]
        if args.quick:
            spans = [("2000-01-01", "2009-12-31", None, 3653), ("1985-01-01", "1994-12-31", "RU", 1826)]
        for start, end, region, count in spans:
            for fmt in ("parquet", "csv"):
                load = os.getloadavg()[0]
                (y_med, y_min, y_max, y_kb, y_cpu), (p_med, p_min, p_max, p_kb, p_cpu) = measure_pair(
                    yotei(start, end, fmt, region), peer(start, end, fmt, region), repeats)
                differing = None
                if fmt == "parquet":
                    # Both files hold the last run's table: where do the shared columns differ?
                    out = subprocess.run([python, os.path.abspath(__file__), "--compare",
                                          os.path.join(folder, "yotei.parquet"), os.path.join(folder, "peer.parquet")],
                                         capture_output=True, text=True, check=True).stdout
                    differing = json.loads(out)
                seconds_met = y_med <= 1e9 and y_kb < 100 * 1024
                ratio = p_med / y_med
                name = f"table-{start[:4]}-{end[:4]}{'-' + region if region else ''}-{fmt}"
                row = {
                    "scenario": name, "peer": "pandas+holidays+convertdate", "yoteiNs": y_med, "peerNs": p_med,
                    "yoteiMinNs": y_min, "yoteiMaxNs": y_max, "peerMinNs": p_min, "peerMaxNs": p_max,
                    "repeats": repeats, "goal": 20, "met": ratio >= 20 and seconds_met,
                    "yoteiPeakKB": y_kb, "peerPeakKB": p_kb, "yoteiCpuNs": y_cpu, "peerCpuNs": p_cpu,
                    "loadAverage": load,
                    "note": f"{start}..{end}, {count} rows, all 17 calendars{' and ' + region if region else ''} "
                            f"(the peer: the 5 calendars convertdate has{', python-holidays' if region else ''}); "
                            f"yotei {y_med / 1e9:.2f} s ({y_cpu / 1e9:.2f} s CPU), peak {y_kb / 1024:.1f} MB "
                            f"(goal 1 s, 100 MB: {'met' if seconds_met else 'MISSED'}); peer {p_med / 1e9:.2f} s "
                            f"({p_cpu / 1e9:.2f} s CPU), {p_kb / 1024:.1f} MB; CPU ratio {p_cpu / y_cpu:.1f}x; "
                            f"load average {load:.1f}",
                }
                if differing is not None:
                    row["agrees"] = not differing
                    if "rows" in differing:
                        row["note"] += f"; row counts differ: {differing['rows'][0]} vs {differing['rows'][1]}"
                    elif differing:
                        row["note"] += "; the peer differs in " + ", ".join(
                            f"{column} ({n} rows from {first})" for column, (n, first) in differing.items())
                rows.append(row)
        short = ("1900-01-01", "2099-12-31") if not args.quick else ("2000-01-01", "2019-12-31")
        long = ("1800-01-01", "2199-12-31") if not args.quick else ("1980-01-01", "2019-12-31")
        for fmt in ("parquet", "csv"):
            (s_med, s_min, s_max, s_kb, s_cpu), (l_med, l_min, l_max, l_kb, l_cpu) = measure_pair(
                yotei(*short, fmt, None), yotei(*long, fmt, None), repeats)
            ratio = l_med / s_med
            rows.append({
                "scenario": f"table-400y-vs-200y-{fmt}", "peer": "the same, 400 years", "yoteiNs": s_med,
                "peerNs": l_med, "yoteiMinNs": s_min, "yoteiMaxNs": s_max, "peerMinNs": l_min, "peerMaxNs": l_max,
                "repeats": repeats, "met": ratio <= 2.2 and l_cpu / s_cpu <= 2.2 and l_kb <= s_kb * 1.25,
                "yoteiPeakKB": s_kb, "peerPeakKB": l_kb, "yoteiCpuNs": s_cpu, "peerCpuNs": l_cpu,
                "note": f"export-days {short[0]}..{short[1]} vs {long[0]}..{long[1]}, all calendars, {fmt}: "
                        f"cost ratio {ratio:.2f} wall, {l_cpu / s_cpu:.2f} CPU (goal at most 2.2), "
                        f"peak {s_kb / 1024:.1f} MB vs {l_kb / 1024:.1f} MB (goal: flat, within 25%)",
            })
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
