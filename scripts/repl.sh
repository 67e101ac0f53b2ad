#!/usr/bin/env bash
# Installs what Yotei needs, builds yotei-repl in release mode and runs it
# with the arguments given (none: the interactive REPL).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/bootstrap.sh
swift build -c release --product yotei-repl >&2
# Run an installed copy, as README's install step makes one: the linker's own
# output is written through a shared mapping and starts slower than a copy of
# the same bytes (docs/PERFORMANCE.md, "The start's pages together").
mkdir -p .build/installed
if ! cmp -s .build/release/yotei-repl .build/installed/yotei-repl; then
  install -m 0755 .build/release/yotei-repl .build/installed/yotei-repl
fi
exec .build/installed/yotei-repl "$@"
