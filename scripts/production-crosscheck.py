#!/usr/bin/env python3
"""Every day of each region's confirmed span against independent implementations.

    python3 scripts/production-crosscheck.py [REGION ...]   (default: every region below)

Creates or reuses the shared reference venv .build/venv-references (pinned
versions below), asks the built debug `yotei-repl --json -c 'holidays YEAR'`
for the days off (holidays and substitute days) of every year of the span,
asks the reference for the same years, and fails on any day where they
differ unless Tests/YoteiProductionTests/Fixtures/crosscheck-differences.txt
lists it (`REGION YYYY-MM-DD reference: why`), and on any listed difference
that no longer occurs. Run by scripts/test.sh after the build.

Regions and references:
- JP 1955-2027: jpholiday (the Cabinet Office list, syukujitsu.csv, as that
  package carries it) and python-holidays.
- KR 2000-2026: python-holidays (every day off) and korean-lunar-calendar
  (KASI's lunar tables: the days of 설날, 부처님오신날 and 추석).
- CN 2008-2026: chinese-calendar and python-holidays, and TW 1998-2027:
  python-holidays (its public and government days, its weekend with the
  alternate Saturdays of 1998-2000, and the combined Women's and Children's
  Day of 1998-2000 it files as optional). Their notices move work onto
  weekends (调休, 補行上班), so for them every day is compared, from Yotei's
  day table (`export-days`): a day off is any day that is not a working day
  on the weekend in force on it.
- RU 1991-2027: python-holidays (the Soviet holidays of 1991, KZoT and Labour
  Code holidays with their days off, the transfers it lists, and the weekend
  days worked for them).
- BY 2014-2026: python-holidays (its days off include the transferred ones of
  the Council of Ministers' resolutions).
- KZ 2015-2026: python-holidays (holidays, the days off of holidays on a
  weekend, and the days off transferred by the Government's resolutions and
  the Minister of Labour's orders).
- UZ 2018-2026: python-holidays (the same, with the President's decrees'
  additional days off and transfers for five-day weeks).
- SA 2014-2026: python-holidays (the four-day Eids on its Umm al-Qura dates,
  the days made up for Eid days on the weekend, National Day and Founding Day
  with their Thursday or Sunday, its one-off days); where it differs, the
  Ministry's announcement decides.
- RU-TA and RU-BA, every year whose two Bayrams a decree or the republic's
  Ministry of Labour dated: python-holidays' Russia (it has no Russian
  subdivisions) plus the republic's own days off as those sources published
  them (Tests/YoteiProductionTests/Fixtures/ru-republics-days.txt, each line
  naming its sources), and each Uraza and Kurban Bayram against hijridate's
  Umm al-Qura calendar (1 Shawwal and 10 Dhu al-Hijja: the Islamic dates the
  decrees name), where the decree decides.
RU, BY, KZ, UZ, SA, RU-TA and RU-BA are also compared on the weekend days worked
for a transfer (python-holidays' weekend_workdays).
"""
import datetime
import calendar
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-references"
REPL = ROOT / ".build" / "debug" / "yotei-repl"
DIFFERENCES = ROOT / "Tests" / "YoteiProductionTests" / "Fixtures" / "crosscheck-differences.txt"
REPUBLIC_DAYS = ROOT / "Tests" / "YoteiProductionTests" / "Fixtures" / "ru-republics-days.txt"
PINS = ["ephem==4.2.1", "jpholiday==1.0.3", "holidays==0.109", "korean-lunar-calendar==0.4.0", "chinesecalendar==1.11.0",
        "hijridate==2.6.0"]


def ensure_venv():
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if pathlib.Path(sys.prefix).resolve() != VENV.resolve():
        subprocess.run([str(python), "-m", "pip", "install", "-q", *PINS], check=True)
        sys.exit(subprocess.run([str(python), __file__, *sys.argv[1:]]).returncode)


def yotei_days(region, year):
    out = subprocess.run([str(REPL), "--region", region, "--json", "-c", f"holidays {year}"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["days"]


def yotei_days_off(region, year):
    return {d["iso"] for d in yotei_days(region, year) if d["kind"] in ("holiday", "transferredDayOff")}


def every_day(years):
    for year in years:
        day = datetime.date(year, 1, 1)
        while day.year == year:
            yield day
            day += datetime.timedelta(days=1)


def yotei_every_day_off(region, years):
    """Every day off of a region whose decrees also make weekend days working days, from its day table
    (`export-days`), so each day has the weekend Yotei has in force on it (Taiwan's alternate Saturdays)."""
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "days.jsonl"
        subprocess.run([str(REPL), "-c", f"export-days {years[0]}-01-01 {years[-1]}-12-31 {path} --region {region}"],
                       check=True, capture_output=True, text=True)
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {row["date"] for row in rows if not row["is_working_day"]}


def reference_cn(years):
    import chinese_calendar
    import holidays

    china = holidays.China(years=list(years))
    return {
        "chinese-calendar": {d.isoformat() for d in every_day(years) if not chinese_calendar.is_workday(d)},
        "python-holidays": {d.isoformat() for d in every_day(years) if not china.is_working_day(d)},
    }


def reference_tw(years):
    """python-holidays' public and government days (the government ones are the days off of 1998-2000
    that civil servants lost in 2001), on its weekend of each year (the second and fourth Saturdays in
    1998-2000), with the 1998-2000 combined Women's and Children's Day, which it files as optional."""
    import holidays
    from holidays.constants import GOVERNMENT, OPTIONAL, PUBLIC

    taiwan = holidays.Taiwan(years=list(years), categories=(GOVERNMENT, PUBLIC))
    early = [y for y in years if y <= 2000]
    optional = holidays.Taiwan(years=early, categories=(OPTIONAL,), language="zh_TW") if early else {}
    combined = {d.isoformat() for d, name in optional.items() if "兒童節" in name}
    return {"python-holidays": {d.isoformat() for d in every_day(years) if not taiwan.is_working_day(d)} | combined}


KR_LUNAR = {"Seollal (Korean New Year)", "Chuseok", "Buddha's Birthday"}


def reference_jp(years):
    import holidays
    import jpholiday

    refs = {"jpholiday": set(), "python-holidays": set()}
    for year in years:
        for d, _ in jpholiday.year_holidays(year):
            refs["jpholiday"].add(d.isoformat())
        for d in holidays.country_holidays("JP", years=year):
            refs["python-holidays"].add(d.isoformat())
    return refs


def python_holidays(code):
    """The reference of a country whose python-holidays days off include its holidays on weekends, the days
    off they give and the days off its decrees transfer (RU, BY, KZ, UZ, SA)."""
    def reference(years):
        import holidays

        days = holidays.country_holidays(code, years=list(years))
        worked = {d.isoformat() for d in days.weekend_workdays if d.year in years}
        return {
            "python-holidays": {d.isoformat() for d in days},
            # The weekend days its decrees make working days, against Yotei's transferred working days.
            "python-holidays weekend_workdays": (worked, lambda region, year: {
                d["iso"] for d in yotei_days(region, year) if d["kind"] == "transferredWorking"}),
        }
    return reference


def republic_days(region):
    """The republic's own days off by year from ru-republics-days.txt: {year: {iso: what}}."""
    days = {}
    for line in REPUBLIC_DAYS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            head, listed, _source = (part.strip() for part in line.split("|", 2))
            code, year = head.split()
            if code == region:
                days[int(year)] = dict(item.split(":", 1) for item in listed.split())
    return days


BAYRAMS = {"uraza": (10, 1, "Uraza Bayram"), "kurban": (12, 10, "Kurban Bayram")}


def russian_republic(region):
    """python-holidays' Russia plus the republic's published days off; and the days of its Bayrams
    against hijridate's Umm al-Qura 1 Shawwal and 10 Dhu al-Hijja of the same years."""
    def reference(years):
        from hijridate import Hijri

        own = republic_days(region)
        refs = python_holidays("RU")(years)
        refs["python-holidays + the republic's list"] = refs.pop("python-holidays") | {
            day for year in years for day in own[year]}
        umm_al_qura = set()
        for year in years:
            for hijri_year in (int((year - 622) * 33 / 32) + offset for offset in (-1, 0, 1)):
                for month, day, _ in BAYRAMS.values():
                    gregorian = Hijri(hijri_year, month, day).to_gregorian()
                    if gregorian.year == year:
                        umm_al_qura.add(gregorian.isoformat())
        refs["hijridate Umm al-Qura"] = (umm_al_qura, lambda region, year: {
            d["iso"] for d in yotei_days(region, year)
            if d["kind"] == "holiday" and any(name in (d["name"] or "") for _, _, name in BAYRAMS.values())})
        return refs
    return reference


def reference_kr(years):
    """python-holidays for every day off; KASI's lunar tables (korean-lunar-calendar) for the
    lunar holidays' own days (설날 eve and days 1-2, 부처님오신날, 추석 days 14-16)."""
    import holidays
    from korean_lunar_calendar import KoreanLunarCalendar

    refs = {"python-holidays": set()}
    for year in years:
        for d in holidays.country_holidays("KR", years=year):
            refs["python-holidays"].add(d.isoformat())
    kasi = set()
    k = KoreanLunarCalendar()
    for year in years:
        for lunar_year, month, day, span in ((year, 1, 1, (-1, 0, 1)), (year, 4, 8, (0,)), (year, 8, 15, (-1, 0, 1))):
            k.setLunarDate(lunar_year, month, day, False)
            solar = datetime.date.fromisoformat(k.SolarIsoFormat())
            kasi |= {(solar + datetime.timedelta(o)).isoformat() for o in span}
    refs["korean-lunar-calendar"] = (kasi, lambda region, year: {
        d["iso"] for d in yotei_days(region, year) if d["kind"] == "holiday" and any(n in (d["name"] or "") for n in KR_LUNAR)})
    return refs


REGIONS = {
    "JP": (range(1955, 2028), reference_jp),
    "KR": (range(2000, 2027), reference_kr),
    "RU": (range(1991, 2028), python_holidays("RU")),
    "BY": (range(2014, 2027), python_holidays("BY")),
    "KZ": (range(2015, 2027), python_holidays("KZ")),
    "UZ": (range(2018, 2027), python_holidays("UZ")),
    "SA": (range(2014, 2027), python_holidays("SA")),
    "CN": (range(2008, 2027), reference_cn),
    "TW": (range(1998, 2028), reference_tw),
    "RU-TA": (sorted(republic_days("RU-TA")), russian_republic("RU-TA")),
    "RU-BA": (sorted(republic_days("RU-BA")), russian_republic("RU-BA")),
}
# Regions compared on every day (weekends worked by decree), not only on their holidays.
EVERY_DAY = {"CN", "TW"}


def main(args):
    ensure_venv()
    listed = {}
    for line in DIFFERENCES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            region, day, rest = line.split(" ", 2)
            reference = rest.split(":", 1)[0]
            listed[(region, day, reference)] = rest
    failures, seen, checked = [], set(), 0
    for region in args or sorted(REGIONS):
        years, reference = REGIONS[region]
        if region in EVERY_DAY:
            ours = yotei_every_day_off(region, years)
        else:
            ours = set().union(*(yotei_days_off(region, year) for year in years))
        for name, theirs in reference(years).items():
            mine = ours
            if isinstance(theirs, tuple):
                theirs, own = theirs
                mine = set().union(*(own(region, y) for y in years))
            for day in sorted(mine ^ theirs):
                key = (region, day, name)
                seen.add(key)
                if key not in listed:
                    side = "Yotei only" if day in mine else f"{name} only"
                    failures.append(f"{region} {day}: a day off in {side}")
            days = sum(366 if calendar.isleap(year) else 365 for year in years)
            checked += days
            span = f"{years[0]}-{years[-1]}" if len(years) == years[-1] - years[0] + 1 else f"{len(years)} years {years[0]}-{years[-1]}"
            print(f"{region} {span}: {days} days against {name}, {len(mine ^ theirs)} differ")
    for key, why in listed.items():
        if key[0] in (args or REGIONS) and key not in seen:
            failures.append(f"{key[0]} {key[1]}: listed against {key[2]} but no longer differs ({why})")
    for f in failures:
        print("FAIL", f)
    print(f"crosscheck: {checked} region-days against references, {len(listed)} listed differences, "
          f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
