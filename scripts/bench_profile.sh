#!/usr/bin/env bash
# Counts the instructions Yotei's side of a yotei-bench scenario executes, with
# valgrind's callgrind (repeatable where wall time is not), and lists the
# functions they are spent in. Installs nothing.
#
#   scripts/bench_profile.sh SCENARIO [TOP] [PEER]   e.g. scripts/bench_profile.sh conversion-persian
#
# With PEER (foundation, icu-per-cell, day-loop) the peer's side is counted
# instead, for an instruction ratio that noise cannot move.
#
# The count covers one pass of the scenario's Yotei function (yoteiGrids,
# yoteiConversions, ...), table building on first use included; divide by the
# operations in a pass (2400 grids, 1,000,000 days, ...).
set -euo pipefail
cd "$(dirname "$0")/.."
scenario="${1:?usage: bench_profile.sh SCENARIO [TOP]}"
top="${2:-20}"
peer="${3:-}"
for tool in valgrind callgrind_annotate strip; do
  if ! command -v "$tool" > /dev/null; then
    echo "bench_profile.sh: $tool is missing (Debian packages valgrind, binutils); nothing done" >&2
    exit 1
  fi
done
swift build -c release --product yotei-bench >&2
bin="$(swift build -c release --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 emits; symbols suffice.
cp "$bin/yotei-bench" "$work/yotei-bench"
strip --strip-debug "$work/yotei-bench"
# Every contender is a function yotei_bench.<name>...(...) -> Int64: yoteiGrids,
# foundationGrids, dayLoopWorkdays... (the ICU peer's loop is C: yotei_bench_icu_grids).
if [ -z "$peer" ]; then
  args=(--profile) toggle='$s11yotei_bench0A*s5Int64V*'
elif [ "$peer" = icu-per-cell ]; then
  args=(--profile-peer "$peer") toggle='yotei_bench_icu_grids'
else
  prefix="$(echo "$peer" | sed -E 's/-(.)/\U\1/g')"  # day-loop -> dayLoop
  args=(--profile-peer "$peer") toggle="\$s11yotei_bench??${prefix}*s5Int64V*"
fi
valgrind --tool=callgrind --callgrind-out-file="$work/out" "--toggle-collect=$toggle" \
  "$work/yotei-bench" "${args[@]}" --only "$scenario" 2>&1 | grep -E "refs" >&2 || true
callgrind_annotate "$work/out" 2> /dev/null | sed -n '/file:function/,$p' | head -n "$((top + 2))"
