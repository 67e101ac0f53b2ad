#!/usr/bin/env bash
# Installs what Yotei needs, then builds and runs every test, then has DuckDB
# and pyarrow read the day tables yotei-repl writes (scripts/table_engines.py).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/bootstrap.sh
python3 scripts/bake-resources.py --check
python3 scripts/gen-calendar-tables.py --check
python3 scripts/lunisolar.py --check
swift build --build-tests
swift test --skip-build --parallel
python3 scripts/production-crosscheck.py
python3 scripts/table_engines.py duckdb "$(swift build --show-bin-path)/yotei-repl"
