#!/usr/bin/env bash
# Installs everything Yotei needs on a fresh Debian 12 machine. Idempotent;
# runs as root (or with sudo) without prompts.
set -euo pipefail
# The static archives of ICU, libedit (with libbsd and libmd), ncurses' tinfo,
# libstdc++ and the C library go into the static yotei-repl (Package.swift);
# readelf (binutils) checks it.
packages=(libicu-dev pkg-config libedit-dev libbsd-dev libmd-dev libncurses-dev libstdc++-12-dev libc6-dev binutils
  tzdata ncal time python3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "bootstrap: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "bootstrap: add /opt/swift/usr/bin to PATH" >&2
  else
    echo "bootstrap: Swift 6 toolchain not found (expected swift on PATH)" >&2
  fi
  exit 1
fi
