#!/usr/bin/env bash
# Builds the DocC documentation of every library product with the toolchain's
# own `docc` (no plugin): symbol graphs from the built modules through
# `swift symbolgraph-extract`, then one archive per module, warnings treated
# as errors. Usage: scripts/docs.sh [OUTPUT_DIR]   (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out="${1:-.build/docs}"
modules=(Yotei YoteiLocalization YoteiProduction YoteiPicker YoteiFoundation YoteiTable)
swift build -q
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -Xcc "-fmodule-map-file=$bin/CYoteiICU.build/module.modulemap" -I Sources/CYoteiICU/include \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs/$module"
  log="$graphs/$module.log"
  if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.yotei.$module" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors >"$log" 2>&1; then
    status=1
  fi
  count=$(grep -c -E '(warning|error):' "$log" || true)
  echo "docs: $module: $count warnings -> $out/$module.doccarchive"
  if [[ "$count" != 0 ]]; then
    grep -E '(warning|error):' "$log" >&2
    status=1
  fi
done
exit $status
