#!/usr/bin/env python3
"""Yotei's Chinese and Dangi month tables: collected, cross-checked and baked.

    python3 scripts/lunisolar.py            writes Sources/Yotei/Calendars/LunisolarData.swift
    python3 scripts/lunisolar.py --check    exits 1 if that file is out of date (CI runs this)
    python3 scripts/lunisolar.py collect    rebuilds the committed input tables (needs PyPI, below)
    python3 scripts/lunisolar.py collect-ephem   rebuilds only lunisolar-*-ephem.txt (needs ephem)

The committed inputs are Tests/YoteiTests/Fixtures/lunisolar-chinese.txt and
lunisolar-dangi.txt (one line per lunar year: the new year's day, the leap
month, every month's length) and lunisolar-icu72-differences.txt (every month
where ICU 72 differs from them, and why), plus lunisolar-*-ephem.txt (PyEphem's
months for some years outside the tables, to test Yotei's own astronomy).
Generating and checking need only
the standard library; the Swift tests read the same files.

`collect` needs, in a virtual environment:
    pip install lunardate lunarcalendar borax zhdate cnlunar sxtwl lunar-python \
        korean-lunar-calendar ephem
and a C compiler with libicu-dev (for scripts/lunisolar/icu-months.c). It reads
every source, decides each month, and fails if a disagreement is not explained
in DECISIONS below.

Sources and authority:
- Chinese 1900-2100: the Hong Kong Observatory conversion tables (1901-2100,
  which agree with the Purple Mountain Observatory's), as carried by the
  table-driven packages lunardate (1900-2099), LunarCalendar, borax, zhdate and
  cnlunar (1901-2100); the month is the majority of those tables, and must also
  equal an independent astronomical computation (PyEphem: VSOP87/ELP new moons
  and principal solar terms, Beijing local mean time 116°25'E before 1929 and
  UTC+8 from 1929) unless DECISIONS explains the difference. sxtwl and
  lunar-python (both Xu Jianwei's astronomical calendar) are compared and reported.
- Dangi 1900-2050: the Korea Astronomy and Space Science Institute (KASI)
  tables, as carried by korean-lunar-calendar; cross-checked against the same
  astronomical computation in Korean time (UTC+8 before 1912, UTC+9 from 1912,
  as KASI and ICU compute) and against the Chinese table.
"""
import datetime
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/YoteiTests/Fixtures"
OUTPUT = ROOT / "Sources/Yotei/Calendars/LunisolarData.swift"
TABLES = {"chinese": (1900, 2100), "dangi": (1900, 2050)}

# Month starts where the authority differs from the astronomical computation
# or where the table packages disagree, with the reason and the authority.
DECISIONS = {
    ("chinese", "1906-04-24"): "HKO/PMO table: month 4 of 1906 begins on 24 April. The new moon fell at "
    "23:52 Beijing local mean time on 23 April by modern ephemerides; the table follows the calendar of "
    "the time (pre-1929 computation), and every table package agrees.",
    ("chinese", "2057-09-28"): "HKO table and its footnote: the new moon of 28 September 2057 falls "
    "seconds before midnight UTC+8 (PyEphem 23:59:50), so month 9 begins on 28 September; LunarCalendar "
    "and borax (and older Calendrical Calculations) say 29 September.",
    ("chinese", "2089-09-04"): "HKO table and its footnote: new moon 4 September 2089 at 23:57 UTC+8, "
    "month 8 begins on 4 September; LunarCalendar and borax say 5 September.",
    ("chinese", "2097-08-07"): "HKO table and its footnote: new moon 7 August 2097 at 23:59 UTC+8, "
    "month 7 begins on 7 August; LunarCalendar and borax say 8 August.",
}


def iso(jdn):
    return datetime.date.fromordinal(jdn - 1721425).isoformat()


def jdn_of(date):
    return date.toordinal() + 1721425


# MARK: the committed tables


def read_table(name):
    """{year: (new-year JDN, leap month or 0, [lengths])} from a fixture table."""
    years = {}
    for line in (FIXTURES / f"lunisolar-{name}.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        year, new_year, leap, *lengths = line.split()
        leap_month = 0 if leap == "-" else int(leap[1:3])
        years[int(year)] = (jdn_of(datetime.date.fromisoformat(new_year)), leap_month, [int(n) for n in lengths])
    return years


def validate(name, years):
    first, last = TABLES[name]
    if sorted(years) != list(range(first, last + 1)):
        raise SystemExit(f"lunisolar-{name}.txt: years must be {first}...{last}")
    for y, (start, leap, lengths) in years.items():
        if len(lengths) != (13 if leap else 12) or any(n not in (29, 30) for n in lengths):
            raise SystemExit(f"lunisolar-{name}.txt: year {y} has months {lengths} with leap {leap}")
        if y + 1 in years and start + sum(lengths) != years[y + 1][0]:
            raise SystemExit(f"lunisolar-{name}.txt: year {y} does not end where {y + 1} begins")
        if not 21 <= datetime.date.fromordinal(start - 1721425).timetuple().tm_yday <= 51:
            raise SystemExit(f"lunisolar-{name}.txt: year {y} begins on {iso(start)}")


def encode(y, start, leap, lengths):
    """One UInt32 per year: bits 0-12 the months (bit i set: ordinal month i+1
    has 30 days), bits 13-16 the leap month (0: none), bits 17-22 the new year's
    day as days after 20 January."""
    bits = sum(1 << i for i, n in enumerate(lengths) if n == 30)
    offset = start - jdn_of(datetime.date(y, 1, 20))
    assert 0 < offset < 64
    return bits | (leap << 13) | (offset << 17)


def render():
    out = [
        "// swift-format-ignore-file",
        "// Generated by scripts/lunisolar.py from Tests/YoteiTests/Fixtures/lunisolar-*.txt. Do not edit.",
        "// Chinese: Hong Kong Observatory / Purple Mountain Observatory tables; Dangi: KASI tables.",
        "",
        "extension LunisolarTables {",
    ]
    for name in TABLES:
        years = read_table(name)
        validate(name, years)
        first, last = TABLES[name]
        words = [encode(y, *years[y]) for y in range(first, last + 1)]
        out.append(f"  /// {name.capitalize()} years {first}...{last} (related ISO year), one word a year.")
        out.append(f"  static let {name}Years: ClosedRange<Int> = {first}...{last}")
        out.append(f"  static let {name}Words: [UInt32] = [")
        for i in range(0, len(words), 8):
            out.append("    " + " ".join(f"0x{w:06X}," for w in words[i : i + 8]))
        out.append("  ]")
    out.append("}")
    return "\n".join(out) + "\n"


def generate(check):
    text = render()
    if check:
        if not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{OUTPUT.relative_to(ROOT)} is out of date: run python3 scripts/lunisolar.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


# MARK: collect (PyPI packages, PyEphem and ICU)


def source_readers():
    """Each source as f(date) -> (lunar year, month, is leap, day) or None."""
    import warnings

    warnings.filterwarnings("ignore")
    import cnlunar
    import sxtwl
    from borax.calendars.lunardate import LunarDate as BoraxDate
    from korean_lunar_calendar import KoreanLunarCalendar
    from lunar_python import Solar as SixTailSolar
    from lunarcalendar import Converter, Solar
    from lunardate import LunarDate
    from zhdate import ZhDate

    def lunardate(d):
        if d.year > 2099:
            return None
        x = LunarDate.fromSolarDate(d.year, d.month, d.day)
        return x.year, x.month, bool(x.isLeapMonth), x.day

    def lunarcalendar(d):
        x = Converter.Solar2Lunar(Solar(d.year, d.month, d.day))
        return x.year, x.month, bool(x.isleap), x.day

    def borax(d):
        x = BoraxDate.from_solar_date(d.year, d.month, d.day)
        return x.year, x.month, bool(x.leap), x.day

    def zhdate(d):
        x = ZhDate.from_datetime(datetime.datetime(d.year, d.month, d.day))
        return x.lunar_year, x.lunar_month, bool(x.leap_month), x.lunar_day

    def cn(d):
        if d < datetime.date(1901, 2, 19):
            return None
        x = cnlunar.Lunar(datetime.datetime(d.year, d.month, d.day, 12))
        return x.lunarYear, x.lunarMonth, bool(x.isLunarLeapMonth), x.lunarDay

    def sx(d):
        x = sxtwl.fromSolar(d.year, d.month, d.day)
        return x.getLunarYear(), x.getLunarMonth(), bool(x.isLunarLeap()), x.getLunarDay()

    def sixtail(d):
        x = SixTailSolar.fromYmd(d.year, d.month, d.day).getLunar()
        return x.getYear(), abs(x.getMonth()), x.getMonth() < 0, x.getDay()

    korean = KoreanLunarCalendar()

    def kasi(d):
        if not korean.setSolarDate(d.year, d.month, d.day):
            return None
        return korean.lunarYear, korean.lunarMonth, bool(korean.isIntercalation), korean.lunarDay

    tables = {"lunardate": lunardate, "LunarCalendar": lunarcalendar, "borax": borax, "zhdate": zhdate,
              "cnlunar": cn}
    return tables, {"sxtwl": sx, "lunar-python": sixtail}, {"korean-lunar-calendar": kasi}


def read_months(reader, candidates):
    """{first day: (year, month, leap)} read from a source, looking for day 1
    within two days of each astronomical new moon."""
    found = {}
    for c in candidates:
        for k in range(-2, 3):
            d = c + datetime.timedelta(k)
            try:
                r = reader(d)
            except Exception:
                r = None
            if r and r[3] == 1:
                found[d] = (r[0], r[1], r[2])
    return found


class Astronomy:
    """The months from PyEphem's new moons and principal solar terms."""

    def __init__(self, first, last):
        import ephem

        self.ephem = ephem
        d = ephem.Date(f"{first - 1}/10/1")
        self.new_moons = []
        while ephem.Date(d).datetime().year <= last + 1:
            d = ephem.next_new_moon(d)
            self.new_moons.append(d)
            d = ephem.Date(d + 1)
        self.terms = []  # (moment, longitude) of the principal terms
        for k in range((first - 2) * 12, (last + 2) * 12):
            # principal term k: longitude 270 + 30 k (the winter solstice at k = 0 mod 12)
            year, m = divmod(k, 12)
            guess = ephem.Date(f"{year}/12/21") + 30.44 * m
            lon = (270 + 30 * m) % 360
            self.terms.append((self.solar_term(guess, lon), lon))

    def sun_longitude(self, t):
        e = self.ephem
        s = e.Sun(t)
        return float(e.Ecliptic(e.Equatorial(s.ra, s.dec, epoch=t), epoch=t).lon) * 57.29577951308232

    def solar_term(self, guess, lon):
        a, b = guess - 20, guess + 20
        for _ in range(60):
            m = (a + b) / 2
            if (self.sun_longitude(m) - lon + 180) % 360 - 180 < 0:
                a = m
            else:
                b = m
        return (a + b) / 2

    def local(self, t, offset):
        return self.ephem.Date(t + offset(t) * self.ephem.hour).datetime()

    def months(self, offset):
        """{first day: (year, month, leap)} with `offset(moment)` in hours."""
        starts = [self.local(t, offset).date() for t in self.new_moons]
        terms = [(self.local(t, offset).date(), lon) for t, lon in self.terms]
        solstices = [d for d, lon in terms if lon == 270 and starts[0] <= d < starts[-1]]
        term_days = sorted(d for d, _ in terms)

        def month_of(day):
            return max(i for i, s in enumerate(starts) if s <= day)

        def has_term(i):
            return any(starts[i] <= d < starts[i + 1] for d in term_days)

        label = {}
        for k in range(len(solstices) - 1):
            a, b = month_of(solstices[k]), month_of(solstices[k + 1])
            leap_year, leap_done = b - a == 13, False
            for i in range(a, b):
                if i == a:
                    label[i] = (11, False)
                elif leap_year and not leap_done and not has_term(i):
                    label[i], leap_done = (label[i - 1][0], True), True
                else:
                    label[i] = (label[i - 1][0] % 12 + 1, False)
        result, year = {}, None
        for i in sorted(label):
            m, leap = label[i]
            if m == 1 and not leap:
                year = starts[i].year  # the lunar year is the ISO year of its first month
            if year is not None:
                result[starts[i]] = (year, m, leap)
        return result

    def new_moon_near(self, day, offset):
        best = min(self.new_moons, key=lambda t: abs((self.local(t, offset).date() - day).days))
        return self.local(best, offset)

    def term_near(self, day, offset):
        best = min(self.terms, key=lambda t: abs((self.local(t[0], offset).date() - day).days))
        return self.local(best[0], offset), best[1]


def beijing(t):
    import ephem

    return (116 + 25 / 60) / 15 if ephem.Date(t).datetime().year < 1929 else 8.0


def korea(t):
    import ephem

    return 8.0 if ephem.Date(t).datetime().year < 1912 else 9.0


def to_years(months, first, last):
    """{year: (new year JDN, leap, lengths)} from {first day: (year, month, leap)}."""
    days = sorted(months)
    years = {}
    for i, d in enumerate(days[:-1]):
        y, m, leap = months[d]
        if first <= y <= last:
            years.setdefault(y, []).append((d, m, leap, (days[i + 1] - d).days))
    out = {}
    for y, ms in years.items():
        ms.sort()
        leap = next((m for _, m, lp, _ in ms if lp), 0)
        out[y] = (jdn_of(ms[0][0]), leap, [n for *_, n in ms])
    return out


def icu_months(calendar, first_jdn, last_jdn):
    with tempfile.TemporaryDirectory() as tmp:
        exe = pathlib.Path(tmp) / "icu-months"
        src = ROOT / "scripts/lunisolar/icu-months.c"
        subprocess.run(["cc", "-O1", "-o", str(exe), str(src), "-licui18n", "-licuuc"], check=True)
        text = subprocess.run([str(exe), calendar, str(first_jdn), str(last_jdn)], check=True,
                              capture_output=True, text=True).stdout
    months = {}
    for line in text.splitlines():
        jdn, ext, slot, leap, length = map(int, line.split())
        months[jdn] = (ext, slot + 1, bool(leap), length)
    return months


def code(m, leap):
    return f"M{m:02d}{'L' if leap else ''}"


def write_table(name, years, header, file=None):
    lines = [f"# {line}" if line else "#" for line in header]
    lines.append("# year  new-year    leap  month lengths (ordinal months 1...12 or 13; a leap month follows its number)")
    for y in sorted(years):
        start, leap, lengths = years[y]
        lines.append(f"{y}  {iso(start)}  {code(leap, True) if leap else '-':4}  " + " ".join(map(str, lengths)))
    (FIXTURES / (file or f"lunisolar-{name}.txt")).write_text("\n".join(lines) + "\n", encoding="utf-8")


# Years outside the tables where PyEphem's months are committed, to check
# Yotei's own astronomy against a serious ephemeris.
ASTRONOMY_CHECK = {"chinese": [(1800, 1899), (2101, 2200)], "dangi": [(1800, 1899), (2051, 2150)]}


def collect_astronomy_check():
    for name, ranges in ASTRONOMY_CHECK.items():
        years = {}
        for y0, y1 in ranges:
            sky = Astronomy(y0, y1 + 1)
            years.update(to_years(sky.months(beijing if name == "chinese" else korea), y0, y1))
        zone = ("Beijing local mean time (116°25'E) before 1929, UTC+8 from 1929" if name == "chinese"
                else "UTC+8 before 1912, UTC+9 from 1912")
        write_table(name, years, [
            f"{name.capitalize()} months outside the published table, from PyEphem 4.2.1 (VSOP87 Sun, ELP Moon,",
            f"its own Delta T): new moons and principal terms in {zone}, modern rules.",
            "Years " + ", ".join(f"{a}-{b}" for a, b in ASTRONOMY_CHECK[name]) + ". The tests compare Yotei's own",
            "astronomy (LunisolarAstronomy.swift, used outside the tables) with every month here.",
            "Generated by `python3 scripts/lunisolar.py collect`.",
        ], file=f"lunisolar-{name}-ephem.txt")


def collect():
    tables, astro_sources, kasi = source_readers()
    first, last = 1900, 2100
    sky = Astronomy(first, last + 1)
    cn_astro = sky.months(beijing)
    kr_astro = sky.months(korea)
    candidates = sorted(set(cn_astro) | set(kr_astro))
    report = []

    # Chinese: majority of the table packages, checked against astronomy.
    read = {n: read_months(f, candidates) for n, f in {**tables, **astro_sources}.items()}
    starts = {n: {v: d for d, v in read[n].items()} for n in read}
    sky_starts = {v: d for d, v in cn_astro.items()}
    chinese = {}
    keys = sorted({k for n in tables for k in starts[n] if first <= k[0] <= last or k == (last + 1, 1, False)})
    for key in keys:
        votes = {}
        for n in tables:
            if key in starts[n]:
                votes.setdefault(starts[n][key], []).append(n)
        day = max(votes, key=lambda d: len(votes[d]))
        label = f"chinese {day} {key[0]}-{code(key[1], key[2])}"
        decided = ("chinese", day.isoformat()) in DECISIONS
        if len(votes) > 1:
            if len(votes[day]) < 4 and not decided:
                raise SystemExit(f"{label}: {votes}: decide in DECISIONS")
            others = "; ".join(f"{', '.join(ns)} say {d}" for d, ns in votes.items() if d != day)
            report.append(f"{label}: {', '.join(votes[day])} (table); {others}")
        if sky_starts.get(key) != day:
            if not decided:
                raise SystemExit(f"{label}: astronomy says {sky_starts.get(key)}: decide in DECISIONS")
            report.append(f"{label}: astronomy says {sky_starts.get(key)} (decided: table)")
        for n in astro_sources:
            if starts[n].get(key) != day:
                report.append(f"{label}: {n} says {starts[n].get(key)}")
        chinese[day] = key
    # A month the tables do not start on but astronomy does (its neighbour is
    # then a day off), e.g. 1906: covered by DECISIONS on the table's day.
    chinese_years = to_years(chinese, first, last)
    cn_sky_years = to_years(cn_astro, first, last)
    cn_diff = [y for y in chinese_years if chinese_years[y] != cn_sky_years.get(y)]

    # Dangi: KASI, checked against astronomy in Korean time.
    kasi_read = read_months(kasi["korean-lunar-calendar"], candidates)
    # korean-lunar-calendar ends on 2050-12-31: the months of lunar 2050 that
    # begin after it come from the astronomy, which equals KASI on every month before.
    kasi_end = max(kasi_read)
    astro_tail = {d: v for d, v in kr_astro.items() if kasi_end < d <= datetime.date(2051, 3, 1)}
    report.append(f"dangi: months after {kasi_end} from astronomy: {sorted(map(str, astro_tail))}")
    kasi_read.update(astro_tail)
    dangi_years = to_years(kasi_read, 1900, 2050)
    kr_sky_years = to_years(kr_astro, 1900, 2050)
    kr_diff = [y for y in dangi_years if dangi_years[y] != kr_sky_years.get(y)]
    if kr_diff:
        raise SystemExit(f"dangi: KASI and astronomy differ in {kr_diff}")
    kr_vs_cn = [y for y in dangi_years if dangi_years[y] != chinese_years[y]]

    write_table("chinese", chinese_years, [
        "Chinese calendar months 1900-2100 (lunar years by related ISO year).",
        "Authority: Hong Kong Observatory Gregorian-Lunar conversion tables 1901-2100",
        "(https://www.hko.gov.hk/en/gts/time/conversion.htm), which agree with the Purple Mountain",
        "Observatory's; 1900 from the same tables as carried by the packages below.",
        "Read from the PyPI packages lunardate 0.3.0, LunarCalendar 0.0.9, borax 4.1.3, zhdate 0.1 and",
        "cnlunar 0.2.5 (majority per month), checked against PyEphem 4.2.1 (new moons and principal",
        "terms in Beijing local mean time before 1929, UTC+8 from 1929): equal in every year except",
        f"{', '.join(map(str, cn_diff)) or 'none'} (see DECISIONS in scripts/lunisolar.py).",
        "Generated by `python3 scripts/lunisolar.py collect`; the Swift table is baked from this file.",
    ])
    write_table("dangi", dangi_years, [
        "Dangi (Korean) calendar months 1900-2050 (lunar years by related ISO year).",
        "Authority: Korea Astronomy and Space Science Institute (KASI) tables, as carried by the PyPI",
        "package korean-lunar-calendar 0.4.0; checked against PyEphem 4.2.1 (new moons and principal",
        "terms in UTC+8 before 1912 and UTC+9 from 1912): equal on every month the package has.",
        "The package ends on 2050-12-31: the last months of lunar 2050 (from 2051-01) are the astronomy's.",
        f"Years that differ from the Chinese table: {', '.join(map(str, kr_vs_cn))}.",
        "Generated by `python3 scripts/lunisolar.py collect`; the Swift table is baked from this file.",
    ])

    # ICU 72, each calendar in its own process.
    lines = [
        "# Every month 1900-2100 (Chinese) and 1900-2050 (Dangi) where ICU 72 differs from",
        "# lunisolar-chinese.txt / lunisolar-dangi.txt, and why. Yotei follows the tables.",
        "# Each ICU calendar was run in its own process (ICU-9972 shares a cache between them).",
        "# Moments are PyEphem 4.2.1 in the calendar's time (Beijing LMT before 1929, then UTC+8;",
        "# Korea UTC+8 before 1912, then UTC+9).",
        "# <calendar> <year>-<month code> <table's first day> <length> | icu <ICU's reading of that first day>",
        "#   <ICU's reading of the month's last day> | <why>   (readings as <related ISO year>-<month code>-<day>)",
    ]
    for name, years, offset, (y0, y1) in [("chinese", chinese_years, beijing, (1900, 2100)),
                                           ("dangi", dangi_years, korea, (1900, 2050))]:
        icu = icu_months(name, years[y0][0] - 40, years[y1][0] + sum(years[y1][2]) + 40)
        epoch = 2637 if name == "chinese" else 2333
        by_code = {}
        for jdn, (ext, m, leap, length) in icu.items():
            by_code[(ext - epoch, m, leap)] = (jdn, length)
        count = 0
        for y in range(y0, y1 + 1):
            start, leap, lengths = years[y]
            day = start
            for i, n in enumerate(lengths):
                m, is_leap = (i + 1 if not leap or i < leap else i), bool(leap) and i == leap
                theirs = by_code.get((y, m, is_leap))
                if theirs != (day, n):
                    count += 1
                    if theirs is None or abs(theirs[0] - day) > 1:
                        leap_start = start + sum(lengths[:leap]) if leap else None
                        reason = leap_reason(sky, y, leap, leap_start, lengths[leap] if leap else 0, offset)
                    elif theirs[0] != day:
                        reason = start_reason(sky, day, theirs[0], offset)
                    else:
                        reason = "ends where the next month begins: " + start_reason(
                            sky, day + n, theirs[0] + theirs[1], offset)
                    lines.append(f"{name} {y}-{code(m, is_leap)} {iso(day)} {n} | icu {icu_reading(icu, day, epoch)} "
                                 f"{icu_reading(icu, day + n - 1, epoch)} | {reason}")
                day += n
        report.append(f"{name}: {count} months differ from ICU 72")
    (FIXTURES / "lunisolar-icu72-differences.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    collect_astronomy_check()
    print("\n".join(report))
    print(f"chinese vs astronomy differs in {cn_diff}; dangi vs chinese in {len(kr_vs_cn)} years")
    return generate(False)


def icu_reading(icu, jdn, epoch):
    """ICU's date of a day as `<related ISO year>-<month code>-<day>`."""
    first = max(j for j in icu if j <= jdn)
    ext, m, leap, _ = icu[first]
    return f"{ext - epoch}-{code(m, leap)}-{jdn - first + 1:02d}"


def start_reason(sky, ours, theirs, offset):
    t = sky.new_moon_near(datetime.date.fromordinal(ours - 1721425), offset)
    side = "after" if theirs > ours else "before"
    return f"new moon {t:%Y-%m-%d %H:%M}; ICU's astronomy puts it {side} midnight"


def leap_reason(sky, year, leap, leap_start, leap_length, offset):
    """Where the table's leap month is, and the principal terms at its edges."""
    if not leap:
        return f"leap month: the table's {year} has none; ICU 72 inserts one"
    edges = []
    for jdn in (leap_start, leap_start + leap_length):
        t, lon = sky.term_near(datetime.date.fromordinal(jdn - 1721425), offset)
        edges.append(f"{lon} deg at {t:%Y-%m-%d %H:%M}")
    return (f"leap month: the table's {code(leap, True)} ({iso(leap_start)}...{iso(leap_start + leap_length - 1)}) "
            f"holds no principal term (nearest: {', '.join(edges)}); ICU 72 puts the leap month elsewhere")


if __name__ == "__main__":
    if "collect" in sys.argv[1:]:
        sys.exit(collect())
    if "collect-ephem" in sys.argv[1:]:
        sys.exit(collect_astronomy_check())
    sys.exit(generate("--check" in sys.argv[1:]))
