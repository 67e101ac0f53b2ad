// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Yotei",
  products: [
    .library(name: "Yotei", targets: ["Yotei"]),
    .library(name: "YoteiLocalization", targets: ["YoteiLocalization"]),
    .library(name: "YoteiProduction", targets: ["YoteiProduction"]),
    .library(name: "YoteiPicker", targets: ["YoteiPicker"]),
    .library(name: "YoteiFoundation", targets: ["YoteiFoundation"]),
    .library(name: "YoteiTable", targets: ["YoteiTable"]),
    .executable(name: "yotei-repl", targets: ["yotei-repl"]),
    .executable(name: "yotei-bench", targets: ["yotei-bench"]),
    // Fuzz harnesses for the readers (scripts/fuzz.sh); a replay tool otherwise.
    .executable(name: "yotei-fuzz", targets: ["yotei-fuzz"]),
  ],
  targets: [
    // The only code that includes <unicode/*.h>.
    .target(
      name: "CYoteiICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // libedit (BSD) for the interactive REPL.
    .target(name: "CYoteiEdit", linkerSettings: [.linkedLibrary("edit"), .linkedLibrary("tinfo")]),
    .target(name: "Yotei", dependencies: ["CYoteiICU"]),
    .target(name: "YoteiLocalization", dependencies: ["Yotei", "CYoteiICU"]),
    // Production depends on the picker (for the picker-marks bridge), never the reverse.
    .target(name: "YoteiProduction", dependencies: ["Yotei", "YoteiLocalization", "YoteiPicker"]),
    .target(name: "YoteiPicker", dependencies: ["Yotei", "YoteiLocalization"]),
    // Day tables for data engines (Parquet, CSV, JSON Lines); the core stays free of it.
    .target(name: "YoteiTable", dependencies: ["Yotei", "YoteiProduction"]),
    // The one bridge to Foundation: conversions to and from its types, and every
    // library module's errors as LocalizedError. The other modules stay free of
    // Foundation, so this one depends on each module whose errors it bridges.
    .target(
      name: "YoteiFoundation", dependencies: ["Yotei", "YoteiLocalization", "YoteiProduction", "YoteiTable"]),
    .target(
      name: "YoteiREPLKit",
      dependencies: [
        "Yotei", "YoteiLocalization", "YoteiProduction", "YoteiPicker", "YoteiTable", "CYoteiEdit",
      ]
    ),
    // Released as one static executable: ICU, libstdc++, libedit and the C
    // library linked in, so a run maps no shared library and relocates
    // nothing (half the start-up time; docs/PERFORMANCE.md). libedit's static
    // archive needs libbsd and libmd, and ICU's needs libstdc++ and libm after it.
    // lld lays out first the code and data a start touches, in the order it
    // touches them (link-order.txt, written by scripts/link-order.py from a
    // trace of the bench's runs), so a run faults in a few dozen pages of the
    // binary instead of pages spread over its 12 MB of code and 35 MB of
    // data, however the page cache holds the file (docs/PERFORMANCE.md, "The
    // start's pages together"). A symbol the order names that a later build
    // lacks is skipped: a stale order costs speed, never correctness. lld
    // keeps each segment's file offset and address equal modulo 2 MB, so
    // where the page cache holds the file in large folios a fault maps whole
    // folios. --no-mmap-output-file asks for the file to be written with
    // write(2); lld 21 still writes it through a shared mapping, which leaves
    // the freshly linked file slower to start than a copy of it
    // (docs/PERFORMANCE.md).
    .executableTarget(
      name: "yotei-repl", dependencies: ["YoteiREPLKit"], exclude: ["link-order.txt"],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-executable", "-Xlinker", "-lbsd", "-Xlinker", "-lmd", "-Xlinker", "-lstdc++", "-Xlinker",
            "-lm", "-use-ld=lld", "-Xlinker", "--no-mmap-output-file", "-Xlinker",
            "--symbol-ordering-file=\(Context.packageDirectory)/Sources/yotei-repl/link-order.txt",
            "-Xlinker",
            "--no-warn-symbol-ordering", "-Xlinker", "-z", "-Xlinker", "max-page-size=0x200000",
          ],
          .when(platforms: [.linux], configuration: .release))
      ]),
    .executableTarget(
      name: "yotei-bench",
      dependencies: ["Yotei", "YoteiProduction", "YoteiPicker", "YoteiTable", "CYoteiICU"]
    ),
    .executableTarget(name: "yotei-fuzz", dependencies: ["Yotei", "YoteiLocalization", "YoteiProduction"]),
    // Writes Sources/YoteiProduction/Generated/BakedRegions.swift from the region files; run by
    // scripts/bake-resources.py, not shipped.
    .executableTarget(name: "yotei-bake-regions", dependencies: ["YoteiProduction"]),
    // What several test targets share (a seeded generator); no product ships it.
    .target(name: "YoteiTestSupport", path: "Tests/YoteiTestSupport"),
    .testTarget(name: "YoteiTests", dependencies: ["Yotei", "YoteiTestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "YoteiTimeZoneTests", dependencies: ["Yotei", "YoteiTestSupport"]),
    .testTarget(
      name: "YoteiLocalizationTests", dependencies: ["YoteiLocalization"], exclude: ["Fixtures"]),
    .testTarget(
      name: "YoteiProductionTests", dependencies: ["YoteiProduction", "YoteiPicker", "YoteiTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "YoteiPickerTests", dependencies: ["YoteiPicker", "YoteiTestSupport"]),
    .testTarget(
      name: "YoteiFoundationTests",
      dependencies: ["YoteiFoundation", "Yotei", "YoteiLocalization", "YoteiProduction", "YoteiTable"]),
    .testTarget(name: "YoteiREPLKitTests", dependencies: ["YoteiREPLKit"], exclude: ["Fixtures"]),
    .testTarget(name: "YoteiTableTests", dependencies: ["YoteiTable"]),
  ],
  swiftLanguageModes: [.v6]
)
