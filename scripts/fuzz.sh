#!/usr/bin/env bash
# Fuzzes Yotei's readers with libFuzzer: the TZif reader, the POSIX TZ parser,
# the .xcstrings reader, production JSON, xmlcalendar XML, data.gov.ru CSV,
# iCalendar, the date-string parser, XLIFF 1.2 (XML reader and check) and .strings/.stringsdict
# (old-style and XML property lists, UTF-8 and UTF-16) (Sources/yotei-fuzz/Harness.swift).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]   SECONDS per target (default 60)
#
# Each target starts from its committed seeds in Fuzz/corpus/TARGET (taken
# from the repository's data and system tz files); inputs libFuzzer finds go
# to .build/fuzz/corpus/TARGET, never into the repository. A crash leaves its
# input in .build/fuzz/crash-TARGET-* and fails the run; reproduce it with
# `swift run yotei-fuzz TARGET FILE`, then make it a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(tzif posix-tz xcstrings production-json xmlcalendar datagov-csv ical date xliff syukujitsu-csv strings)
fi

build=.build/fuzz
swift build --product yotei-fuzz --build-path "$build" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DYOTEI_FUZZ
binary="$(swift build --product yotei-fuzz --build-path "$build" --show-bin-path)/yotei-fuzz"

export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0"
status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  mkdir -p "$corpus"
  echo "== fuzz $target for ${seconds}s"
  # -rss_limit_mb and -timeout turn a runaway input into a reported failure.
  if ! YOTEI_FUZZ_TARGET="$target" "$binary" "$corpus" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/crash-$target-" -print_final_stats=1 2> "$build/$target.log"; then
    echo "!! $target: libFuzzer found a problem; see $build/$target.log and $build/crash-$target-*"
    grep -E "ERROR|deadly signal|Fatal error|panic|==[0-9]+==" "$build/$target.log" | head -5 || true
    status=1
  else
    grep -E "stat::number_of_executed_units|cov:" "$build/$target.log" | tail -2 || true
  fi
done
exit $status
