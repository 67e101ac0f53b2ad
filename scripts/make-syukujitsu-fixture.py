#!/usr/bin/env python3
"""Writes the stand-in for the Cabinet Office's syukujitsu.csv that the tests read.

    python3 scripts/make-syukujitsu-fixture.py

The official file (https://www8.cao.go.jp/chosei/shukujitsu/syukujitsu.csv) cannot
be downloaded where Yotei is built, so this builds one in its layout and encoding
from an independent implementation, jpholiday (pinned in the shared reference venv
.build/venv-references, as scripts/production-crosscheck.py pins it):

- the header 国民の祝日・休日月日,国民の祝日・休日名称, then `YYYY/M/D,name` rows for
  1955-2027 (the official file starts in 1955), CRLF line ends;
- days jpholiday names 振替休日 or 国民の休日 are named 休日, as the Cabinet Office names them;
- the days crosscheck-differences.txt lists as jpholiday's errors (4 May before the
  国民の休日 rule of 1985, 1973-02-12 before the 振替休日 rule) are left out: the
  Act decides them, and the official list follows the Act;
- encoded in Shift_JIS by Python's own codec (not ICU, which Yotei decodes with).

Output: Tests/YoteiProductionTests/Fixtures/syukujitsu-jpholiday-1955-2027.csv
"""
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
crosscheck = __import__("production-crosscheck")

FIXTURES = crosscheck.ROOT / "Tests" / "YoteiProductionTests" / "Fixtures"
OUT = FIXTURES / "syukujitsu-jpholiday-1955-2027.csv"


def ensure_venv():
    """The shared venv with crosscheck's pins; this script re-run inside it."""
    python = crosscheck.VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(crosscheck.VENV)], check=True)
    if pathlib.Path(sys.prefix).resolve() != crosscheck.VENV.resolve():
        subprocess.run([str(python), "-m", "pip", "install", "-q", *crosscheck.PINS], check=True)
        sys.exit(subprocess.run([str(python), __file__, *sys.argv[1:]]).returncode)


def main():
    ensure_venv()
    import jpholiday

    wrong = set()
    for line in crosscheck.DIFFERENCES.read_text(encoding="utf-8").splitlines():
        parts = line.split(" ", 3)
        if len(parts) >= 3 and parts[0] == "JP" and parts[2] == "jpholiday:":
            wrong.add(parts[1])
    rows = ["国民の祝日・休日月日,国民の祝日・休日名称"]
    for year in range(1955, 2028):
        for day, name in sorted(jpholiday.year_holidays(year)):
            if day.isoformat() in wrong:
                continue
            if "振替休日" in name or name == "国民の休日":
                name = "休日"
            rows.append(f"{day.year}/{day.month}/{day.day},{name}")
    OUT.write_bytes(("\r\n".join(rows) + "\r\n").encode("shift_jis"))
    print(f"{OUT.relative_to(crosscheck.ROOT)}: {len(rows) - 1} holidays, {len(wrong)} jpholiday days left out")


if __name__ == "__main__":
    main()
