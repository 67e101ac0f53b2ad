#!/usr/bin/env python3
"""The day-table rows of scripts/bench.sh: `yotei-repl export-days` against the
Python peer data teams build today, in the same run, as JSON rows for
`yotei-bench --report`.

    scripts/bench_table.py --repl PATH [--repeats N] [--quick]

Rows (each time is a whole process, start-up included, its median over the
repeats; peak memory is the process's maximum resident set, from wait4):

- table-1900-2100-{parquet,csv}: 1900-01-01..2100-12-31 (73,414 days) with all
  17 calendars.
- table-1900-2100-RU-{parquet,csv}: the same span, all 17 calendars and
  Russia. Russia's data begins in 1990, so the table has its 40,542 rows of
  1990-2100 (docs/DATA-ENGINES.md); the peer makes the same rows.
  Goals: at most 1 s and 100 MB; the peer at least 20x slower.
  Each row also gives both sides' CPU time (user + system) and the load
  average when it ran: the machine is shared, so wall time is noisy.
- table-400y-vs-200y: 1800-2199 against 1900-2099 (all calendars): the cost
  ratio, at most 2.2, and peak memory about flat.

The peer (pandas, python-holidays and convertdate, pinned, in a venv under
.build/) builds the columns Python can give the usual way: pandas' date
fields, convertdate per day for the calendars it has (Persian, Hebrew,
Islamic, Coptic, Indian civil), python-holidays for Russia's holidays, and
cumulative sums for the working-day counts, then writes Parquet (pyarrow) or
CSV with pandas.
"""
import argparse
import json
import os
import statistics
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


def measure(argv, repeats):
    """Median, least and most wall time, peak RSS, median CPU time."""
    samples = [run(argv) for _ in range(repeats)]
    times = [t for t, _, _ in samples]
    cpu = statistics.median(c for _, _, c in samples)
    return statistics.median(times), min(times), max(times), max(k for _, k, _ in samples), cpu


def peer_main(args):
    """The Python peer, run in its venv: builds and writes one table."""
    import datetime
    import holidays
    import pandas as pd
    from convertdate import coptic, hebrew, indian_civil, islamic, persian

    start, end, fmt, out, region = args.peer
    region, _, region_start = region.partition("@")
    days = pd.DataFrame({"date": pd.date_range(start, end, freq="D")})
    d = days["date"].dt
    iso = d.isocalendar()
    days["date_key"] = (d.year * 10000 + d.month * 100 + d.day).astype("int32")
    days["jdn"] = (days["date"].map(pd.Timestamp.to_julian_date) + 0.5).astype("int64")
    for name, values in (("year", d.year), ("quarter", d.quarter), ("month", d.month), ("day_of_month", d.day),
                         ("day_of_year", d.dayofyear), ("iso_year", iso["year"]), ("iso_week", iso["week"]),
                         ("iso_day_of_week", iso["day"])):
        days[name] = values.astype("int32")
    days["month_name"] = d.month_name()
    days["day_name"] = d.day_name()
    days["week_start"] = (days["date"] - pd.to_timedelta((d.weekday + 1) % 7, unit="D")).dt.date
    days["locale_week"] = d.strftime("%U").astype("int32")
    days["is_month_end"] = d.is_month_end
    greg = [(t.year, t.month, t.day) for t in days["date"]]
    for cal, module, names in (("persian", persian, persian.MONTHS), ("hebrew", hebrew, hebrew.MONTHS),
                               ("islamic_civil", islamic, islamic.MONTHS), ("coptic", coptic, coptic.MONTHS),
                               ("indian", indian_civil, indian_civil.MONTHS)):
        converted = [module.from_gregorian(y, m, dd) for y, m, dd in greg]
        days[cal + "_year"] = [c[0] for c in converted]
        days[cal + "_month"] = [c[1] for c in converted]
        days[cal + "_day"] = [c[2] for c in converted]
        days[cal + "_month_name"] = [names[c[1] - 1] for c in converted]
    if region:
        table = holidays.country_holidays(region, years=range(int(start[:4]), int(end[:4]) + 1))
        dates = days["date"].dt.date
        days["region"] = region
        days["holiday_name"] = [table.get(x) for x in dates]
        weekend = d.weekday >= 5
        holiday = days["holiday_name"].notna()
        days["day_kind"] = ["holiday" if h else ("weekend" if w else "working") for h, w in zip(holiday, weekend)]
        days["is_working_day"] = ~weekend & ~holiday
        days["working_hours"] = days["is_working_day"] * 8.0
        working = days["is_working_day"].astype("int32")
        days["working_day_of_month"] = working.groupby([d.year, d.month]).cumsum().astype("int32")
        days["working_day_of_year"] = working.groupby(d.year).cumsum().astype("int32")
        days["working_day_index"] = working.cumsum().astype("int32")
        work_dates = days["date"].where(days["is_working_day"])
        days["next_working_day"] = work_dates.shift(-1).bfill().dt.date
        days["previous_working_day"] = work_dates.shift(1).ffill().dt.date
        if region_start:
            # The region's rows start where its data does, as Yotei's do.
            days = days[days["date"] >= pd.Timestamp(region_start)]
    days["date"] = days["date"].dt.date
    if fmt == "parquet":
        days.to_parquet(out, index=False)
    else:
        days.to_csv(out, index=False, date_format="%Y-%m-%d")
    del datetime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repl")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--peer", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.peer:
        peer_main(args)
        return
    python = table_engines.ensure_venv("table-bench", PINS)
    repl = os.path.abspath(args.repl)
    rows = []
    repeats = 1 if args.quick else max(1, args.repeats)
    peer_repeats = 1  # the peer takes minutes a run; its spread is far below the ratio
    with tempfile.TemporaryDirectory() as folder:
        def yotei(start, end, fmt, region):
            out = os.path.join(folder, "yotei." + fmt)
            return [repl, "export-days", start, end, out, "--calendars", "all"] + (
                ["--region", region] if region else [])

        def peer(start, end, fmt, region):
            out = os.path.join(folder, "peer." + fmt)
            first = "@1990-01-01" if region == "RU" and start < "1990" else ""
            return [python, os.path.abspath(__file__), "--peer", start, end, fmt, out, (region or "") + first]

        spans = [("1900-01-01", "2100-12-31", None, 73414), ("1900-01-01", "2100-12-31", "RU", 40542)]
        if args.quick:
            spans = [("2000-01-01", "2009-12-31", None, 3653), ("1985-01-01", "1994-12-31", "RU", 1826)]
        for start, end, region, count in spans:
            for fmt in ("parquet", "csv"):
                load = os.getloadavg()[0]
                y_med, y_min, y_max, y_kb, y_cpu = measure(yotei(start, end, fmt, region), repeats)
                p_med, p_min, p_max, p_kb, p_cpu = measure(peer(start, end, fmt, region), peer_repeats)
                seconds_met = y_med <= 1e9 and y_kb < 100 * 1024
                ratio = p_med / y_med
                name = f"table-{start[:4]}-{end[:4]}{'-' + region if region else ''}-{fmt}"
                rows.append({
                    "scenario": name, "peer": "pandas+holidays+convertdate", "yoteiNs": y_med, "peerNs": p_med,
                    "yoteiMinNs": y_min, "yoteiMaxNs": y_max, "peerMinNs": p_min, "peerMaxNs": p_max,
                    "repeats": repeats, "goal": 20, "met": ratio >= 20 and seconds_met,
                    "yoteiPeakKB": y_kb, "peerPeakKB": p_kb, "yoteiCpuNs": y_cpu, "peerCpuNs": p_cpu,
                    "loadAverage": load,
                    "note": f"{start}..{end}, {count} rows, all 17 calendars{' and ' + region if region else ''} "
                            f"(the peer: the 5 calendars convertdate has{', python-holidays' if region else ''}); "
                            f"yotei {y_med / 1e9:.2f} s ({y_cpu / 1e9:.2f} s CPU), peak {y_kb / 1024:.1f} MB "
                            f"(goal 1 s, 100 MB: {'met' if seconds_met else 'MISSED'}); peer {p_med / 1e9:.2f} s "
                            f"({p_cpu / 1e9:.2f} s CPU), {p_kb / 1024:.1f} MB; CPU ratio {p_cpu / y_cpu:.0f}x; "
                            f"load average {load:.1f}",
                })
        short = ("1900-01-01", "2099-12-31") if not args.quick else ("2000-01-01", "2019-12-31")
        long = ("1800-01-01", "2199-12-31") if not args.quick else ("1980-01-01", "2019-12-31")
        s_med, s_min, s_max, s_kb, s_cpu = measure(yotei(*short, "parquet", None), repeats)
        l_med, l_min, l_max, l_kb, l_cpu = measure(yotei(*long, "parquet", None), repeats)
        ratio = l_med / s_med
        rows.append({
            "scenario": "table-400y-vs-200y", "peer": "the same, 400 years", "yoteiNs": s_med, "peerNs": l_med,
            "yoteiMinNs": s_min, "yoteiMaxNs": s_max, "peerMinNs": l_min, "peerMaxNs": l_max,
            "repeats": repeats, "met": ratio <= 2.2 and l_kb <= s_kb * 1.25,
            "yoteiPeakKB": s_kb, "peerPeakKB": l_kb,
            "note": f"export-days {short[0]}..{short[1]} vs {long[0]}..{long[1]}, all calendars, Parquet: "
                    f"cost ratio {ratio:.2f} (CPU {l_cpu / s_cpu:.2f}; goal at most 2.2), peak {s_kb / 1024:.1f} MB vs {l_kb / 1024:.1f} MB "
                    "(goal: flat, within 25%)",
        })
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
