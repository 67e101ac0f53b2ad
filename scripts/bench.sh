#!/usr/bin/env bash
# Runs Yotei's benchmarks (docs/PERFORMANCE.md): yotei-bench's own scenarios,
# then the numpy peer (scripts/bench_numpy.py) and the whole-process peer
# (scripts/bench_process.py), then the day-table rows (scripts/bench_table.py:
# yotei-repl export-days against pandas, python-holidays and convertdate), the
# strings-check row (scripts/bench_strings.py: strings check on a generated
# 855-key, 18-language catalog against Python's json.load of it), and
# prints one table, or with --json one JSON array of every row. Installs
# nothing but the table peer's pinned Python packages (a venv under .build/):
# whatever else is missing is named, and that part is skipped.
#
#   scripts/bench.sh [--json] [--repeats N] [--quick] [--cpu-time] [--only PREFIX]...
#
# --cpu-time times yotei-bench's repeats by thread CPU time (both sides), for a
# machine shared with other jobs; the script peers keep the wall clock.
#
# The repl-* rows time yotei-repl as it is installed: the release build, which
# Package.swift links as one static executable (ICU, libstdc++, libedit and the
# C library inside), copied with install(1) as README's install step and
# scripts/repl.sh copy it. The linker's own output file is not timed: lld
# writes it through a shared mapping, so the page cache holds it in 4 KB pages
# and its start faults more than any copy of the same bytes (PERFORMANCE.md,
# "The start's pages together").
set -euo pipefail
cd "$(dirname "$0")/.."

json=0
quick=0
bench_args=()
only_args=()
repeats=5
while [ $# -gt 0 ]; do
  case "$1" in
    --json) json=1 ;;
    --repeats) repeats="$2"; bench_args+=("$1" "$2"); shift ;;
    --quick) bench_args+=("$1"); quick=1 ;;
    --cpu-time) bench_args+=("$1") ;;
    --only) bench_args+=("$1" "$2"); only_args+=("$1" "$2"); shift ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "bench.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
  shift
done

say() { echo "bench.sh: $*" >&2; }

say "building yotei-bench (release)"
swift build -c release --product yotei-bench >&2
bin="$(swift build -c release --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

say "running yotei-bench"
"$bin/yotei-bench" --json --export "$work" "${bench_args[@]}" > "$work/1-yotei.json"
files=("$work/1-yotei.json")

# numpy: the vectorised busday_count peer of the workdays scenarios.
python=""
if command -v python3 > /dev/null; then python="$(command -v python3)"; fi
if ! ls "$work"/workdays-*.yotei.json > /dev/null 2>&1; then
  say "skipping numpy: yotei-bench ran no workdays scenario"
elif [ -z "$python" ]; then
  say "skipping numpy: python3 is not installed"
elif ! "$python" -c 'import numpy' > /dev/null 2>&1; then
  say "skipping numpy: numpy is not installed for $python (pip install numpy, or apt-get install python3-numpy)"
else
  say "running numpy peer ($("$python" -c 'import numpy; print(numpy.__version__)'))"
  "$python" scripts/bench_numpy.py --data "$work" --repeats "$repeats" > "$work/2-numpy.json"
  files+=("$work/2-numpy.json")
fi

# Whole process: yotei-repl printing a month (Gregorian, Persian, Hebrew,
# Chinese) or every calendar's day against ncal (or cal) printing one month.
peer=""
if command -v ncal > /dev/null; then
  peer="ncal -h"
elif command -v cal > /dev/null; then
  peer="cal"
fi
if [ -z "$python" ]; then
  say "skipping the repl-* scenarios: python3 is not installed"
elif [ -z "$peer" ]; then
  say "skipping the repl-* scenarios: neither ncal nor cal is installed (Debian package ncal)"
else
  repl_build=(-c release)
  build_note="static executable, installed copy"
  say "building yotei-repl (release: one static executable, as installed)"
  if ! swift build "${repl_build[@]}" --product yotei-repl >&2; then
    say "skipping the repl-* scenarios: yotei-repl does not build"
  elif ! built="$(swift build "${repl_build[@]}" --show-bin-path)/yotei-repl" \
    || ! install -m 0755 "$built" "$work/yotei-repl" \
    || ! lines="$("$work/yotei-repl" -c show 2> /dev/null | wc -l)" || [ "$lines" -lt 5 ]; then
    # A month takes at least a title, a header and four weeks.
    say "skipping the repl-* scenarios: 'yotei-repl -c show' prints no month (this yotei-repl has no show command yet)"
  else
    repl="$work/yotei-repl"
    if [ ! -x /usr/bin/time ]; then
      say "peak memory not measured: /usr/bin/time is missing (Debian package time)"
    fi
    say "running the repl-* scenarios against $peer"
    "$python" scripts/bench_process.py --repl "$repl" --peer "$peer" --repeats "$repeats" --build "$build_note" \
      ${only_args[@]+"${only_args[@]}"} > "$work/3-process.json"
    files+=("$work/3-process.json")
  fi
fi

# Day tables: export-days against the Python peer, when no --only excludes them.
wants_table=1
if [ ${#only_args[@]} -gt 0 ]; then
  wants_table=0
  for ((i = 1; i < ${#only_args[@]}; i += 2)); do
    case "table" in "${only_args[$i]}"*) wants_table=1 ;; esac
    case "${only_args[$i]}" in table*) wants_table=1 ;; esac
  done
fi
if [ "$wants_table" = 1 ]; then
  if [ -z "$python" ]; then
    say "skipping the table-* rows: python3 is not installed"
  else
    say "building yotei-repl (release) for the table-* rows"
    swift build -c release --product yotei-repl >&2
    say "running the table-* rows (export-days against pandas + python-holidays + convertdate)"
    table_args=(--repl "$(swift build -c release --show-bin-path)/yotei-repl" --repeats "$repeats")
    [ "$quick" = 1 ] && table_args+=(--quick)
    "$python" scripts/bench_table.py "${table_args[@]}" > "$work/4-table.json"
    files+=("$work/4-table.json")
  fi
fi

# strings check on a large generated catalog against json.load of the same file.
wants_strings=1
if [ ${#only_args[@]} -gt 0 ]; then
  wants_strings=0
  for ((i = 1; i < ${#only_args[@]}; i += 2)); do
    case "strings-check" in "${only_args[$i]}"*) wants_strings=1 ;; esac
  done
fi
if [ "$wants_strings" = 1 ] && [ -n "$python" ]; then
  say "building yotei-repl (release) for the strings-check row"
  swift build -c release --product yotei-repl >&2
  say "running the strings-check row (yotei-repl strings check against json.load)"
  "$python" scripts/bench_strings.py --repl "$(swift build -c release --show-bin-path)/yotei-repl" \
    --repeats "$repeats" > "$work/5-strings.json"
  files+=("$work/5-strings.json")
fi

if [ "$json" = 1 ]; then
  "$bin/yotei-bench" --json --report "${files[@]}"
else
  "$bin/yotei-bench" --report "${files[@]}"
  say "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), load $(cut -d' ' -f1-3 /proc/loadavg)"
fi
