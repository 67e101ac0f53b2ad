#!/usr/bin/env python3
"""Generates Sources/Yotei/Calendars/Generated/CalendarTables.swift from ICU.

Two tables that Yotei compiles in so that no calendar asks ICU at first use:

- the Japanese era start dates (CLDR's calendarData/japanese/eras, as ICU
  ships them in its supplementalData; ICU's era number is the index), and
- the Umm al-Qura month lengths for AH 1300-1600, the published table of
  Saudi Arabia's Umm al-Qura calendar as ICU carries it (outside those years
  ICU falls back to the arithmetic civil calendar, and so does Yotei).

It talks to the system's ICU 72 through ctypes (no package needed):

    python3 scripts/gen-calendar-tables.py          # rewrite the Swift file
    python3 scripts/gen-calendar-tables.py --check  # fail if it is out of date

The tests check the compiled tables against ICU again, day by day.
"""
import ctypes
import os
import sys

VERSION = "72"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "Yotei", "Calendars", "Generated",
                   "CalendarTables.swift")

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


def render():
    version = (ctypes.c_uint8 * 4)()
    u_getVersion(ctypes.byref(version))
    cldr = (ctypes.c_uint8 * 4)()
    err = Err(0)
    ulocdata_getCLDRVersion(ctypes.byref(cldr), ctypes.byref(err))
    eras = japanese_eras()
    first_year, start, masks = umm_al_qura()
    lines = [
        "// Generated by scripts/gen-calendar-tables.py from ICU "
        f"{version[0]}.{version[1]} (CLDR {cldr[0]}): do not edit.",
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
        "/// The Umm al-Qura calendar of Saudi Arabia for the years ICU tabulates: month",
        "/// lengths as a bit per month (bit 0 = Muharram; set = 30 days, clear = 29).",
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
    return "\n".join(lines)


def main():
    os.environ["TZ"] = "UTC"
    text = render()
    if "--check" in sys.argv[1:]:
        try:
            with open(OUT, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current != text:
            sys.exit(f"gen-calendar-tables: {OUT} is out of date; run python3 scripts/gen-calendar-tables.py")
        print("gen-calendar-tables: up to date")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"gen-calendar-tables: wrote {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
