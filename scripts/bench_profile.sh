#!/usr/bin/env bash
# Counts the instructions Yotei's side of a yotei-bench scenario executes, with
# valgrind's callgrind (repeatable where wall time is not), and lists the
# functions they are spent in. Installs nothing.
#
#   scripts/bench_profile.sh SCENARIO [TOP] [PEER]   e.g. scripts/bench_profile.sh conversion-persian
#   scripts/bench_profile.sh repl-show [TOP]           a whole yotei-repl run (inclusive counts)
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
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# repl-* scenarios: the whole yotei-repl process, built as bench.sh builds it
# (the release build: one static executable), with the scenario's arguments.
if [[ "$scenario" == repl-* ]]; then
  arguments="$(python3 -c 'import sys; sys.path.insert(0, "scripts"); import bench_process as b; \
print("\n".join(next(a for n, a, _, _ in b.SCENARIOS if n == sys.argv[1])))' "$scenario")" || {
    echo "bench_profile.sh: no scenario $scenario in scripts/bench_process.py" >&2
    exit 2
  }
  mapfile -t argv <<< "$arguments"
  build=(-c release)
  swift build "${build[@]}" --product yotei-repl >&2
  cp "$(swift build "${build[@]}" --show-bin-path)/yotei-repl" "$work/yotei-repl"
  strip --strip-debug "$work/yotei-repl"
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/yotei-repl" "${argv[@]}" 2>&1 > /dev/null \
    | grep -E "refs" >&2 || true
  callgrind_annotate --inclusive=yes "$work/out" 2> /dev/null | sed -n '/file:function/,$p' | head -n "$((top + 2))"
  exit 0
fi
swift build -c release --product yotei-bench >&2
bin="$(swift build -c release --show-bin-path)"
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
