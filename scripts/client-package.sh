# Sourced by scripts/client-check.sh and scripts/check-examples.sh: the
# toolchain on PATH, `root` (this repository) and client_package, which writes
# a separate SwiftPM package that depends on this one by path, as an app would.

set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$(pwd)"

# client_package DIR NAME SWIFT_SETTINGS PRODUCT...: writes DIR/Package.swift
# with one executable target NAME (Sources/NAME) using the Yotei PRODUCTs;
# SWIFT_SETTINGS is the target's extra arguments ("" for none).
client_package() {
  local dir="$1" name="$2" settings="$3"
  shift 3
  local products="" product
  for product in "$@"; do
    products+="        .product(name: \"$product\", package: \"Yotei\"),"$'\n'
  done
  mkdir -p "$dir/Sources/$name"
  cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(name: "Yotei", path: "$root")],
  targets: [
    .executableTarget(
      name: "$name",
      dependencies: [
$products      ]${settings:+,
      $settings})
  ]
)
SWIFT
}
