#!/usr/bin/env bash
# Installs what Yotei needs, builds yotei-repl in release mode and runs it
# with the arguments given (none: the interactive REPL).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/bootstrap.sh
swift build -c release --product yotei-repl >&2
exec .build/release/yotei-repl "$@"
