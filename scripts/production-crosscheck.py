#!/usr/bin/env python3
"""Checks Yotei's shipped production calendars day by day against independent implementations.

For every day of each region's confirmed span, asks the built `yotei-repl` (`--json`, one `holidays YEAR`
per year) whether the day is a day off, asks each reference implementation the same, and fails on any
difference that `scripts/production-crosscheck-differences.txt` does not list with its reason. A listed
difference that no longer occurs fails too, so the file stays true.

The references come from PyPI, pinned, into one virtual environment, `.build/venv-references`, which this
script creates on first use (CI runs it in a fresh clone). Regions:

- CN 2008-2026: python-holidays (`holidays.China`, `is_working_day`) and chinese-calendar
  (`chinese_calendar.is_workday`).
- TW 2017-2026: python-holidays (`holidays.Taiwan`, `is_working_day`).

Usage: `python3 scripts/production-crosscheck.py [--repl PATH] [REGION ...]` (default: every region, the
debug binary `.build/debug/yotei-repl`).
"""
import datetime
import json
import os
import pathlib
import subprocess
import sys
import venv

ROOT = pathlib.Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-references"
PINS = ["holidays==0.109", "chinesecalendar==1.11.0"]
DIFFERENCES = ROOT / "scripts" / "production-crosscheck-differences.txt"


def ensure_venv():
    """Re-runs this script inside the references' virtual environment, creating it when needed."""
    python = VENV / "bin" / "python"
    if pathlib.Path(sys.prefix).resolve() == VENV.resolve():
        return
    stamp = VENV / "pins.txt"
    if not python.exists() or not stamp.exists() or stamp.read_text() != "\n".join(PINS):
        venv.create(VENV, with_pip=True, clear=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PINS], check=True)
        stamp.write_text("\n".join(PINS))
    os.execv(str(python), [str(python), *sys.argv])


def days(first_year, last_year):
    day = datetime.date(first_year, 1, 1)
    while day.year <= last_year:
        yield day
        day += datetime.timedelta(days=1)


def yotei_days_off(repl, region, first_year, last_year):
    """The days off Yotei gives `region` in the years: weekends not worked, holidays, days off transferred."""
    script = "".join("holidays %d\n" % year for year in range(first_year, last_year + 1))
    out = subprocess.run(
        [repl, "--region", region, "--calendar", "gregorian", "--locale", "en", "--json"],
        input=script, capture_output=True, text=True, check=True).stdout
    off, working = set(), set()
    decoder = json.JSONDecoder()
    text = out.strip()
    position = 0
    years = 0
    while position < len(text):
        value, end = decoder.raw_decode(text, position)
        position = end
        while position < len(text) and text[position].isspace():
            position += 1
        result = value.get("result", value)
        for entry in result["days"]:
            day = datetime.date.fromisoformat(entry["iso"])
            (working if entry["kind"] == "transferredWorking" else off).add(day)
        years += 1
    if years != last_year - first_year + 1:
        sys.exit("yotei-repl answered %d of %d years for %s" % (years, last_year - first_year + 1, region))
    return {d for d in days(first_year, last_year) if d in off or (d.weekday() >= 5 and d not in working)}


def python_holidays(country):
    def answer(first_year, last_year):
        import holidays

        calendar = getattr(holidays, country)(years=range(first_year, last_year + 1))
        return {d for d in days(first_year, last_year) if not calendar.is_working_day(d)}

    return answer


def chinese_calendar(first_year, last_year):
    import chinese_calendar as cc

    return {d for d in days(first_year, last_year) if not cc.is_workday(d)}


REGIONS = {
    "CN": ((2008, 2026), {"python-holidays": python_holidays("China"), "chinese-calendar": chinese_calendar}),
    "TW": ((2017, 2026), {"python-holidays": python_holidays("Taiwan")}),
}


def listed_differences():
    """(region, reference, day) -> (Yotei's answer, reason) from the differences file."""
    listed = {}
    for number, line in enumerate(DIFFERENCES.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields, _, reason = line.partition("#")
        parts = fields.split()
        if len(parts) != 4 or parts[3] not in ("off", "working") or not reason.strip():
            sys.exit("%s:%d: expected 'REGION REFERENCE YYYY-MM-DD off|working # reason'" % (DIFFERENCES, number))
        listed[(parts[0], parts[1], datetime.date.fromisoformat(parts[2]))] = (parts[3], reason.strip())
    return listed


def main():
    ensure_venv()
    arguments = sys.argv[1:]
    repl = str(ROOT / ".build" / "debug" / "yotei-repl")
    if arguments[:1] == ["--repl"]:
        repl, arguments = arguments[1], arguments[2:]
    regions = arguments or list(REGIONS)
    listed = listed_differences()
    failures = []
    for region in regions:
        (first, last), references = REGIONS[region]
        yotei = yotei_days_off(repl, region, first, last)
        for name, reference in references.items():
            theirs = reference(first, last)
            checked = 0
            for day in days(first, last):
                checked += 1
                ours = "off" if day in yotei else "working"
                key = (region, name, day)
                if (day in yotei) != (day in theirs):
                    if key not in listed:
                        failures.append("%s %s %s: Yotei says %s, %s says %s" % (
                            region, day, day.strftime("%a"), ours, name, "off" if day in theirs else "working"))
                    elif listed[key][0] != ours:
                        failures.append("%s %s: listed as Yotei %s, but Yotei says %s" % (region, day, listed[key][0], ours))
                    listed.pop(key, None)
            print("%s: %d days %d-%d checked against %s" % (region, checked, first, last, name))
    for (region, name, day), (ours, reason) in sorted(listed.items()):
        if region in regions:
            failures.append("%s %s %s: listed difference no longer occurs (%s)" % (region, name, day, reason))
    if failures:
        print("\n".join(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
