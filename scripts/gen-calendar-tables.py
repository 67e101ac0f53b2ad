#!/usr/bin/env python3
"""Generates Sources/Yotei/Calendars/Generated/CalendarTables.swift from ICU.

Two tables that Yotei compiles in so that no calendar asks ICU at first use:

- the Japanese era start dates (CLDR's calendarData/japanese/eras, as ICU
  ships them in its supplementalData; ICU's era number is the index), and
- the Umm al-Qura month lengths for AH 1300-1600: the published table of
  Saudi Arabia's Umm al-Qura calendar for AH 1343-1500 (the committed fixture
  Tests/YoteiTests/Fixtures/umm-al-qura-published.txt), and ICU 72's table for
  the years around it (outside AH 1300-1600 ICU falls back to the arithmetic
  civil calendar, and so does Yotei). ICU 72's table differs from the
  published one in 740 of those 1,896 months (AH 1343-1419 and 1450-1500).

It talks to the system's ICU 72 through ctypes (no package needed):

    python3 scripts/gen-calendar-tables.py          # rewrite the Swift file and
                                                    # umm-al-qura-icu72-differences.txt
    python3 scripts/gen-calendar-tables.py --check  # fail if either is out of date
    python3 scripts/gen-calendar-tables.py collect  # rewrite umm-al-qura-published.txt
                                                    # (needs pip install hijridate==2.6.0
                                                    # ummalqura==2.0.1)

The default and --check modes need only the standard library and the committed
fixture. The tests check the compiled tables against ICU and the published
table again, month by month and day by day.
"""
import ctypes
import datetime
import os
import sys

VERSION = "72"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "Yotei", "Calendars", "Generated",
                   "CalendarTables.swift")
FIXTURES = os.path.join(os.path.dirname(__file__), "..", "Tests", "YoteiTests", "Fixtures")
PUBLISHED = os.path.join(FIXTURES, "umm-al-qura-published.txt")
DIFFERENCES = os.path.join(FIXTURES, "umm-al-qura-icu72-differences.txt")
PUBLISHED_YEARS = (1343, 1500)

i18n = ctypes.CDLL(f"libicui18n.so.{VERSION}")
uc = ctypes.CDLL(f"libicuuc.so.{VERSION}")
Err = ctypes.c_int


def fn(lib, name, res, *args):
    f = getattr(lib, f"{name}_{VERSION}")
    f.restype = res
    f.argtypes = list(args)
    return f


P = ctypes.c_void_p
ucal_open = fn(i18n, "ucal_open", P, ctypes.c_void_p, ctypes.c_int32, ctypes.c_char_p, ctypes.c_int,
               ctypes.POINTER(Err))
ucal_setMillis = fn(i18n, "ucal_setMillis", None, P, ctypes.c_double, ctypes.POINTER(Err))
ucal_get = fn(i18n, "ucal_get", ctypes.c_int32, P, ctypes.c_int, ctypes.POINTER(Err))
ucal_getLimit = fn(i18n, "ucal_getLimit", ctypes.c_int32, P, ctypes.c_int, ctypes.c_int, ctypes.POINTER(Err))
ures_openDirect = fn(uc, "ures_openDirect", P, ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(Err))
ures_getByKey = fn(uc, "ures_getByKey", P, P, ctypes.c_char_p, P, ctypes.POINTER(Err))
ures_getSize = fn(uc, "ures_getSize", ctypes.c_int32, P)
ures_getByIndex = fn(uc, "ures_getByIndex", P, P, ctypes.c_int32, P, ctypes.POINTER(Err))
ures_getKey = fn(uc, "ures_getKey", ctypes.c_char_p, P)
ures_getIntVector = fn(uc, "ures_getIntVector", ctypes.POINTER(ctypes.c_int32), P, ctypes.POINTER(ctypes.c_int32),
                       ctypes.POINTER(Err))
u_getVersion = fn(uc, "u_getVersion", None, ctypes.POINTER(ctypes.c_uint8 * 4))
ulocdata_getCLDRVersion = fn(i18n, "ulocdata_getCLDRVersion", None, ctypes.POINTER(ctypes.c_uint8 * 4),
                             ctypes.POINTER(Err))

UCAL_ERA, UCAL_EXTENDED_YEAR, UCAL_MONTH, UCAL_DATE = 0, 19, 2, 5
UCAL_ACTUAL_MAXIMUM = 5
EPOCH_JDN = 2440588


def check(err, what):
    if err.value > 0:
        sys.exit(f"gen-calendar-tables: ICU failed in {what}: error {err.value}")


def japanese_eras():
    err = Err(0)
    res = ures_openDirect(None, b"supplementalData", ctypes.byref(err))
    for key in (b"calendarData", b"japanese", b"eras"):
        res = ures_getByKey(res, key, None, ctypes.byref(err))
        check(err, key.decode())
    eras = {}
    for i in range(ures_getSize(res)):
        era = ures_getByIndex(res, i, None, ctypes.byref(err))
        key = int(ures_getKey(era))
        start = ures_getByKey(era, b"start", None, ctypes.byref(err))
        check(err, f"era {key}")
        n = ctypes.c_int32(0)
        v = ures_getIntVector(start, ctypes.byref(n), ctypes.byref(err))
        check(err, f"era {key} start")
        if n.value != 3:
            sys.exit(f"gen-calendar-tables: era {key} start has {n.value} numbers, not 3")
        eras[key] = (v[0], v[1], v[2])
    if sorted(eras) != list(range(len(eras))):
        sys.exit("gen-calendar-tables: Japanese era numbers are not 0...n-1")
    starts = [eras[i] for i in range(len(eras))]
    if starts != sorted(starts):
        sys.exit("gen-calendar-tables: Japanese era starts are not in order")
    return starts


def umm_al_qura():
    err = Err(0)
    cal = ucal_open(None, 0, b"en@calendar=islamic-umalqura", 0, ctypes.byref(err))
    check(err, "ucal_open")
    # ICU's zone is the process's default; TZ=UTC is set in main().

    def fields(jdn):
        e = Err(0)
        ucal_setMillis(cal, (jdn - EPOCH_JDN) * 86400000.0 + 43200000.0, ctypes.byref(e))
        out = (ucal_get(cal, UCAL_EXTENDED_YEAR, ctypes.byref(e)), ucal_get(cal, UCAL_MONTH, ctypes.byref(e)),
               ucal_get(cal, UCAL_DATE, ctypes.byref(e)),
               ucal_getLimit(cal, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, ctypes.byref(e)))
        check(e, "fields")
        return out

    first_year, last_year = 1300, 1600
    # Find 1 Muharram 1300 by stepping from an estimate.
    jdn = 1948440 + int((first_year - 1) * 354.36667) - 40
    while fields(jdn)[:3] != (first_year, 0, 1):
        jdn += 1
    start = jdn
    masks = []
    for year in range(first_year, last_year + 1):
        mask = 0
        for month in range(12):
            y, m, d, length = fields(jdn)
            if (y, m, d) != (year, month, 1):
                sys.exit(f"gen-calendar-tables: Umm al-Qura {year}-{month + 1} does not start at JDN {jdn}")
            if length not in (29, 30):
                sys.exit(f"gen-calendar-tables: Umm al-Qura {year}-{month + 1} has {length} days")
            if length == 30:
                mask |= 1 << month
            jdn += length
        masks.append(mask)
    if fields(jdn)[:3] != (last_year + 1, 0, 1):
        sys.exit("gen-calendar-tables: Umm al-Qura table does not end where the next year begins")
    return first_year, start, masks


def iso(jdn):
    return datetime.date.fromordinal(jdn - 1721425).isoformat()


def jdn_of(text):
    return datetime.date.fromisoformat(text).toordinal() + 1721425


def collect():
    """Writes the published table from the PyPI packages (not needed by CI)."""
    try:
        from importlib.metadata import version
        import hijridate
        from ummalqura.ummalqura_arrray import UmalqurraArray
    except ImportError as e:
        sys.exit(f"gen-calendar-tables: collect needs pip install hijridate==2.6.0 ummalqura==2.0.1 ({e})")
    vangent = UmalqurraArray.ummalqura_dat
    if (version("hijridate"), version("ummalqura")) != ("2.6.0", "2.0.1"):
        sys.exit("gen-calendar-tables: collect expects hijridate 2.6.0 and ummalqura 2.0.1")
    first, last = PUBLISHED_YEARS
    lines = [
        f"# The Umm al-Qura calendar of Saudi Arabia, AH {first}-{last}: every month's first day",
        "# (ISO) and length, as published (Umm al-Qura newspaper archives and the comparative",
        "# tables of King Abdulaziz City for Science and Technology, ummulqura.org.sa), taken",
        f"# from the PyPI package hijridate 2.6.0 (ummalqura.MONTH_STARTS).",
        "# Last column: the first day in the independent table of the PyPI package ummalqura",
        "# 2.0.1 (R.H. van Gent's Umm al-Qura data, AH 1356 on): '=' where it agrees, '-' where",
        "# it has no data, else its date. Written by python3 scripts/gen-calendar-tables.py collect;",
        "# the generator bakes these months into Yotei in place of ICU 72's.",
        "# <AH year>-<month> <first day> <length> | <ummalqura 2.0.1>",
    ]
    for y in range(first, last + 1):
        for m in range(1, 13):
            start = hijridate.Hijri(y, m, 1).to_julian()
            length = hijridate.Hijri(y, m, 1).month_length()
            i = (y - 1) * 12 + m - 16260
            other = vangent[i - 1] + 2400000 if 1 <= i < len(vangent) else None
            mark = "-" if other is None else "=" if other == start else iso(other)
            lines.append(f"{y}-{m:02} {iso(start)} {length} | {mark}")
    with open(PUBLISHED, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"gen-calendar-tables: wrote {os.path.normpath(PUBLISHED)}")


def published():
    """{(year, month): (first JDN, length, ummalqura 2.0.1 mark)} from the committed fixture."""
    table = {}
    with open(PUBLISHED, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            try:
                ym, first, length, bar, mark = line.split()
                y, m = (int(x) for x in ym.split("-"))
                table[(y, m)] = (jdn_of(first), int(length), mark)
                assert bar == "|" and 28 <= table[(y, m)][1] <= 31
            except (ValueError, AssertionError):
                sys.exit(f"gen-calendar-tables: {PUBLISHED}:{n}: not '<year>-<month> <ISO day> <28-31> | <mark>'")
    first, last = PUBLISHED_YEARS
    if sorted(table) != [(y, m) for y in range(first, last + 1) for m in range(1, 13)]:
        sys.exit(f"gen-calendar-tables: {PUBLISHED} does not list every month of AH {first}-{last}")
    keys = sorted(table)
    for a, b in zip(keys, keys[1:]):
        if table[a][0] + table[a][1] != table[b][0]:
            sys.exit(f"gen-calendar-tables: {PUBLISHED}: {b[0]}-{b[1]:02} does not begin where the month before ends")
    return table


def splice(first_year, start, masks):
    """ICU's months with the published ones in place; the months that differ from ICU, with why."""
    icu = {}
    jdn = start
    for i, mask in enumerate(masks):
        for m in range(12):
            length = 30 if mask >> m & 1 else 29
            icu[(first_year + i, m + 1)] = (jdn, length)
            jdn += length
    ours = dict(icu)
    table = published()
    # Yotei's Islamic months have 29 or 30 days. The published table has eight
    # months of 28 or 31 in its first years (the last in AH 1364); Yotei bakes
    # it from the year after the last such month and keeps ICU's before.
    irregular = sorted(k for k, v in table.items() if v[1] not in (29, 30))
    baked_first = irregular[-1][0] + 1 if irregular else PUBLISHED_YEARS[0]
    pub = {k: v for k, v in table.items() if k[0] >= baked_first}
    reason = {}
    for key, (first, length, mark) in pub.items():
        ours[key] = (first, length)
        if mark == "-":
            why = "ummalqura 2.0.1 has no data"
        elif mark == "=":
            why = "ummalqura 2.0.1 agrees"
        elif jdn_of(mark) == icu[key][0]:
            why = "ummalqura 2.0.1 agrees with ICU"
        else:
            why = f"ummalqura 2.0.1 says {mark}"
        reason[key] = f"published Umm al-Qura table ({why})"
    # Join ICU's months to each end of the published table: the last ICU month
    # before it ends where the table begins, taking a day from the months before
    # it while it would be shorter than 29 days (longer than 30 the other way).
    first_key, last_key = min(pub), max(pub)
    keys = sorted(ours)
    i = keys.index(first_key) - 1
    target = pub[first_key][0]
    while i >= 0:
        k = keys[i]
        length = target - ours[k][0]
        if length in (29, 30):
            ours[k] = (ours[k][0], length)
            break
        new_length = 29 if length < 29 else 30
        ours[k] = (target - new_length, new_length)
        target = ours[k][0]
        i -= 1
    after = keys[keys.index(last_key) + 1]
    if ours[last_key][0] + ours[last_key][1] != ours[after][0]:
        sys.exit(f"gen-calendar-tables: ICU's {after[0]}-{after[1]:02} does not begin where the published table ends")
    odd = ", ".join(f"{y}-{m:02} ({table[(y, m)][1]} days)" for y, m in irregular)
    lines = [
        "# Every Umm al-Qura month where Yotei deliberately differs from ICU 72, and why.",
        f"# Yotei follows umm-al-qura-published.txt for AH {baked_first}-{PUBLISHED_YEARS[1]} and ICU 72's table",
        f"# around it. The published months before AH {baked_first} stay ICU's: the table has months",
        f"# Yotei's 29- or 30-day Islamic months cannot hold: {odd}.",
        "# Written by python3 scripts/gen-calendar-tables.py (CI runs --check).",
        "# <AH year>-<month> <Yotei's first day> <length> | icu <ICU's first day> <length> | <why>",
    ]
    for k in keys:
        if ours[k] == icu[k]:
            continue
        why = reason.get(k, f"joins ICU 72's table to the published 1 Muharram {first_key[0]}")
        lines.append(f"{k[0]}-{k[1]:02} {iso(ours[k][0])} {ours[k][1]} | icu {iso(icu[k][0])} {icu[k][1]} | {why}")
    new_masks = []
    for i in range(len(masks)):
        mask = 0
        for m in range(12):
            if ours[(first_year + i, m + 1)][1] == 30:
                mask |= 1 << m
        new_masks.append(mask)
    for a, b in zip(keys, keys[1:]):
        if ours[a][0] + ours[a][1] != ours[b][0] or ours[a][1] not in (29, 30):
            sys.exit(f"gen-calendar-tables: spliced Umm al-Qura {a[0]}-{a[1]:02} does not end where the next begins")
    if ours[(first_year, 1)][0] != start:
        sys.exit("gen-calendar-tables: the spliced Umm al-Qura table no longer starts where ICU's does")
    return new_masks, baked_first, "\n".join(lines) + "\n"


def render():
    version = (ctypes.c_uint8 * 4)()
    u_getVersion(ctypes.byref(version))
    cldr = (ctypes.c_uint8 * 4)()
    err = Err(0)
    ulocdata_getCLDRVersion(ctypes.byref(cldr), ctypes.byref(err))
    eras = japanese_eras()
    first_year, start, masks = umm_al_qura()
    masks, baked_first, differences = splice(first_year, start, masks)
    lines = [
        "// Generated by scripts/gen-calendar-tables.py from ICU "
        f"{version[0]}.{version[1]} (CLDR {cldr[0]}): do not edit.",
        f"// Umm al-Qura AH {baked_first}-{PUBLISHED_YEARS[1]} from Tests/YoteiTests/Fixtures/umm-al-qura-published.txt.",
        "// Checked against ICU day by day in Tests/YoteiTests/OwnArithmeticTests.swift.",
        "",
        "/// The first day of each Japanese era (CLDR calendarData/japanese/eras), by",
        "/// ICU era number, as `year * 10_000 + month * 100 + day` in the proleptic",
        "/// Gregorian calendar: era 0 is Taika (645-06-19).",
        "enum JapaneseEraTable {",
        "  static let starts: [Int32] = [",
    ]
    packed = [f"{y * 10000 + m * 100 + d}" for (y, m, d) in eras]
    for i in range(0, len(packed), 10):
        lines.append("    " + ", ".join(packed[i:i + 10]) + ",")
    lines += [
        "  ]",
        "}",
        "",
        "/// The Umm al-Qura calendar of Saudi Arabia for the years ICU tabulates (the",
        f"/// published table for AH {baked_first}-{PUBLISHED_YEARS[1]}, ICU's around it): month lengths as a bit",
        "/// per month (bit 0 = Muharram; set = 30 days, clear = 29).",
        "enum UmmAlQuraTable {",
        f"  static let firstYear = {first_year}",
        f"  static let lastYear = {first_year + len(masks) - 1}",
        f"  /// The JDN of 1 Muharram {first_year}.",
        f"  static let firstDay = {start}",
        "  static let monthMasks: [UInt16] = [",
    ]
    hexes = [f"0x{m:03X}" for m in masks]
    for i in range(0, len(hexes), 12):
        lines.append("    " + ", ".join(hexes[i:i + 12]) + ",")
    lines += ["  ]", "}", ""]
    return "\n".join(lines), differences


def main():
    os.environ["TZ"] = "UTC"
    args = sys.argv[1:]
    if any(a not in ("--check", "collect") for a in args) or len(args) > 1:
        sys.exit("usage: gen-calendar-tables.py [--check | collect]")
    if args == ["collect"]:
        collect()
        return
    text, differences = render()
    outputs = [(OUT, text), (DIFFERENCES, differences)]
    if args == ["--check"]:
        for path, wanted in outputs:
            try:
                with open(path, encoding="utf-8") as f:
                    current = f.read()
            except FileNotFoundError:
                current = None
            if current != wanted:
                sys.exit(f"gen-calendar-tables: {os.path.normpath(path)} is out of date; "
                         "run python3 scripts/gen-calendar-tables.py")
        print("gen-calendar-tables: up to date")
        return
    for path, wanted in outputs:
        with open(path, "w", encoding="utf-8") as f:
            f.write(wanted)
        print(f"gen-calendar-tables: wrote {os.path.normpath(path)}")


if __name__ == "__main__":
    main()
