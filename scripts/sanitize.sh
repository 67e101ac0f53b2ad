#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and
# under ThreadSanitizer, both with --parallel (the concurrency stress test in
# Tests/YoteiREPLKitTests/ConcurrencyStressTests.swift hammers every module
# from 16 tasks). Each sanitizer builds into its own --build-path, so the
# normal .build stays as it is. Exits non-zero on the first report.
#
#   scripts/sanitize.sh            both
#   scripts/sanitize.sh address    AddressSanitizer only
#   scripts/sanitize.sh thread     ThreadSanitizer only
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
here="$(pwd)"

run() {
  local sanitizer="$1" path=".build/sanitize-$1"
  echo "== $sanitizer: building into $path"
  swift build --build-tests --sanitize="$sanitizer" --build-path "$path"
  # The installed-binary tests find yotei-repl where SwiftPM says it is.
  local bin
  bin="$(swift build --sanitize="$sanitizer" --build-path "$path" --show-bin-path)"
  echo "== $sanitizer: testing"
  YOTEI_BIN_PATH="$bin" swift test --skip-build --sanitize="$sanitizer" --build-path "$path" --parallel
}

# halt_on_error: the first report fails the run. LSan: Foundation's Process
# leak is suppressed, documented in scripts/sanitizers/lsan.supp.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0"
export LSAN_OPTIONS="suppressions=$here/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"

case "${1:-all}" in
  address) run address ;;
  thread) run thread ;;
  all) run address; run thread ;;
  *) echo "usage: scripts/sanitize.sh [address|thread]" >&2; exit 2 ;;
esac
echo "== sanitizers clean"
