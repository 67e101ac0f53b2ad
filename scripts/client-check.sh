#!/usr/bin/env bash
# Builds and runs a tiny separate SwiftPM package that depends on this one by
# path, as an app would: the README quick start and the Foundation bridge.
# Usage: scripts/client-check.sh [WORKDIR]   (default: a fresh temporary folder)
source "$(dirname "$0")/client-package.sh"
work="${1:-$(mktemp -d /tmp/yotei-client.XXXXXX)}"
client_package "$work" Client "" Yotei YoteiFoundation
# The README's quick start, verbatim, inside a function that prints each line.
python3 - "$root/README.md" "$work/Sources/Client/QuickStart.swift" <<'PY'
import re, sys
readme = open(sys.argv[1], encoding="utf-8").read()
section = readme.split("## Quick start", 1)[1]
code = re.search(r"```swift\n(.*?)```", section, re.S).group(1)
lines = [l for l in code.splitlines() if l.strip() != "import Yotei"]
out = ["import Yotei", "", "func quickStart() throws {"]
out += ["  " + l if l else "" for l in lines]
out += ["  print(nowruz.dayNumber.isoString, nowruz.converted(to: .hebrew).monthCodeString)", "}"]
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(out) + "\n")
PY
cat >"$work/Sources/Client/main.swift" <<'SWIFT'
import Foundation
import Yotei
import YoteiFoundation

try quickStart()
// One call each way between Foundation and Yotei.
let date = Date(timeIntervalSince1970: 1_710_936_000)  // 2024-03-20T12:00:00Z
let zone = try Zone(TimeZone(identifier: "Asia/Tehran")!)
let day = try Day(date, in: zone)
let locale = try CalendarLocale(Locale(identifier: "fa_IR"))
let persian = try locale.defaultCalendar.date(of: day)
let symbols = CalendarSymbols(locale: locale, calendar: try CalendarSystem(Calendar(identifier: .persian).identifier))
print(day.isoString, persian.monthCodeString, try symbols.format(day, style: .full))
let start = try Date(startOf: day, in: zone)
print(Int(start.timeIntervalSince1970), try Instant(date).secondsSinceUnixEpoch, try TimeZone(zone).identifier)
let parts = try DateComponents(persian)
print(try CalendarDate(parts) == persian, Locale(locale).identifier, Calendar.Identifier(persian.calendar))
SWIFT
cd "$work"
# The quick start's bare expressions warn "unused"; only errors matter here.
if ! swift build -q >build.log 2>&1; then
  cat build.log >&2
  exit 1
fi
output="$(swift run -q Client)"
printf '%s\n' "$output"
# Nowruz 1403 was Wednesday 20 March 2024; Tehran has kept +03:30 since 2022.
expected="2025-03-21 5785-M06-21
2024-03-20 1403-M01-01 ۱۴۰۳ فروردین ۱, چهارشنبه
1710880200 1710936000 Asia/Tehran
true fa_IR persian"
if [[ "$output" != "$expected" ]]; then
  echo "client-check: output differs from the expected:" >&2
  diff <(printf '%s\n' "$expected") <(printf '%s\n' "$output") >&2 || true
  exit 1
fi
# The C module stays out of sight (`internal import CYoteiICU` in every
# module): a client that names one of its functions does not build.
cat >"Sources/Client/SeesC.swift" <<'SWIFT'
import Yotei

func seesC() -> Int32 { yotei_locale_count() }
SWIFT
if swift build -q >seesc.log 2>&1; then
  rm -f Sources/Client/SeesC.swift
  echo "client-check: a client can call ICU's C wrappers (yotei_locale_count) through import Yotei" >&2
  exit 1
fi
rm -f Sources/Client/SeesC.swift
if ! grep -q "cannot find 'yotei_locale_count' in scope" seesc.log; then
  cat seesc.log >&2
  echo "client-check: the C-visibility probe failed for another reason" >&2
  exit 1
fi
echo "client-check: a separate package builds against Yotei and YoteiFoundation and prints the expected lines;"
echo "client-check: ICU's C wrappers are not visible to it"
