#!/usr/bin/env bash
# Builds yotei-repl as it is installed (the release build, one static
# executable; Package.swift), checks that it needs no shared library, and runs
# it: a Persian and a Hebrew month, every calendar's day, and line editing
# (libedit linked in) through a pseudo-terminal when python3 is there.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
say() { echo "release-check.sh: $*" >&2; }
swift build -c release --product yotei-repl >&2
repl="$(swift build -c release --show-bin-path)/yotei-repl"
if readelf -lW "$repl" | grep -q 'INTERP\|DYNAMIC'; then
  say "FAIL: $repl is dynamically linked:"
  readelf -dW "$repl" | grep NEEDED >&2 || true
  exit 1
fi
say "$repl is static ($(du -m "$repl" | cut -f1) MB)"
fail=0
check() {
  local expected="$1"
  shift
  local out
  if ! out="$("$repl" "$@" 2>&1)"; then
    say "FAIL: yotei-repl $* exited with an error:"
    echo "$out" >&2
    fail=1
  elif ! grep -qF -- "$expected" <<<"$out"; then
    say "FAIL: yotei-repl $* does not print '$expected':"
    echo "$out" >&2
    fail=1
  fi
}
check "آذر" --locale fa-IR --today 2026-12-01 -c show
check "כסלו" --locale he-IL --calendar hebrew --today 2026-12-01 -c show
check "Hebrew Calendar" --today 2026-12-01 -c day
check '"iso":"2026-12-01"' --json --today 2026-12-01 -c day
if command -v python3 > /dev/null; then
  # The interactive REPL on a terminal: a line edited with the arrow keys
  # (libedit linked in), a line typed in Persian digits (the C library
  # linked in must load a UTF-8 locale: the environment's, else C.UTF-8),
  # then quit. LANG names a locale with no data here, then none at all.
  for lang in fa_IR.UTF-8 ""; do
    if ! LANG="$lang" python3 - "$repl" <<'PY'; then
import os, pty, select, sys, time
lang = os.environ.get("LANG", "")
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = "/nonexistent"
    os.environ["TERM"] = "xterm"
    os.execv(sys.argv[1], [sys.argv[1], "--today", "2026-12-01"])
out = b""
def read(seconds):
    global out
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.1)
        if r:
            try:
                out += os.read(fd, 65536)
            except OSError:
                return
read(1.5)
# "ay" typed, the cursor moved left past "y", "d" inserted: "day".
os.write(fd, b"ay\x1b[D\x1b[Dd\r")
read(1.5)
os.write(fd, "convert persian:۱۴۰۵-۰۹-۲۱ gregorian\r".encode())
read(1.5)
os.write(fd, b"quit\r")
read(1.5)
os.waitpid(pid, 0)
text = out.decode("utf-8", "replace")
if "Julian Day" not in text:
    sys.stderr.write(text + "\nrelease-check.sh: FAIL: the edited line 'day' did not run\n")
    sys.exit(1)
if "2026-12-12" not in text or "convert persian:۱۴۰۵-۰۹-۲۱ gregorian" not in text:
    sys.stderr.write(text + "\nrelease-check.sh: FAIL: LANG=%s: the Persian digits did not arrive\n" % lang)
    sys.exit(1)
PY
      fail=1
    fi
  done
fi
[ "$fail" = 0 ] && say "ok"
exit "$fail"
