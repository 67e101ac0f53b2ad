#!/usr/bin/env bash
# Compiles and runs every Swift example of the README, docs/, the DocC
# catalogs and the doc comments in a client package that depends on this one
# by path, and checks that each prints and evaluates to what its comments say
# (scripts/check-examples.py explains the rules and the baseline).
# Usage: scripts/check-examples.sh [WORKDIR]   (default .build/examples-package)
source "$(dirname "$0")/client-package.sh"
work="${1:-$root/.build/examples-package}"
client_package "$work" Examples 'swiftSettings: [.unsafeFlags(["-suppress-warnings"])]' \
  Yotei YoteiFoundation YoteiLocalization YoteiPicker YoteiProduction YoteiTable
python3 scripts/check-examples.py "$work"
cd "$work"
if ! swift build -q >build.log 2>&1; then
  # Name the examples that do not compile, by their source location.
  python3 - build.log <<'PY' >&2
import re, sys
seen = {}
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    m = re.match(r".*/Sources/Examples/(\w+)\.swift:(\d+):\d+: error: (.*)", line)
    if m and m.group(1) not in seen:
        seen[m.group(1)] = m.group(3)
for name, error in sorted(seen.items()):
    where = open(f"Sources/Examples/{name}.swift").read().split("\n// ", 1)[1].split("\n", 1)[0]
    print(f"check-examples: {where} does not compile: {error}")
PY
  exit 1
fi
# In the folder of the app's own files (acme.json, Localizable.xcstrings).
cd files
swift run --package-path "$work" -q Examples

