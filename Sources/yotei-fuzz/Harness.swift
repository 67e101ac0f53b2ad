// Fuzz harnesses for Yotei's public readers, one binary for all of them: the
// target is chosen by YOTEI_FUZZ_TARGET. scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address` and `-DYOTEI_FUZZ`, so libFuzzer drives
// LLVMFuzzerTestOneInput; a plain `swift build` makes a replay tool instead:
// `yotei-fuzz TARGET FILE...` runs each file through the target once (how a
// crash found by the fuzzer is reproduced).
import Yotei
import YoteiLocalization
import YoteiProduction

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a line to standard error.
func complain(_ text: String) {
  _ = (text + "\n").utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// The readers, by name.
enum FuzzTarget: String, CaseIterable {
  case tzif, posixTZ = "posix-tz", xcstrings, productionJSON = "production-json", xmlcalendar
  case datagovCSV = "datagov-csv", ical, date, xliff, syukujitsuCSV = "syukujitsu-csv", strings

  /// Runs `bytes` through the reader; any error is a normal answer, a trap is a bug.
  func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    switch self {
    case .tzif: TimeZoneReaders.readTZif(bytes)
    case .posixTZ: TimeZoneReaders.readPosixTZ(text)
    case .xcstrings: _ = try? StringCatalog(data: bytes)
    case .productionJSON:
      if let region = try? ProductionFormat.parseRegion(text, file: "fuzz.json", resolveBase: { _ in nil }) {
        _ = try? ProductionCalendar(region)
      }
    case .xmlcalendar: _ = try? XMLCalendarFormat.parse(text, file: "fuzz.xml")
    case .datagovCSV: _ = try? DataGovCSVFormat.parse(text, file: "fuzz.csv")
    case .ical: _ = try? ICalendarFormat.parse(text, file: "fuzz.ics")
    case .syukujitsuCSV:
      // The encoding probe, Shift_JIS decoding, the rows, and the override of Japan.
      _ = try? ProductionRegistry().load(bytes: bytes, file: "fuzz.csv")
    case .xliff:
      // The XML reader, the XLIFF reading of every file, and the check over it.
      if let document = try? XLIFFDocument(text: text) {
        for index in document.files.indices {
          _ = try? StringsCheck.run(xliff: document, file: "fuzz.xliff", index: index)
        }
      }
    case .strings:
      // The same bytes as a .strings file (old-style or XML, UTF-8 or UTF-16)
      // and as a .stringsdict, each checked.
      for file in ["fuzz.strings", "fuzz.stringsdict"] {
        if let table = try? StringsTable(file: file, bytes: bytes) { _ = StringsCheck.run(table: table) }
      }
    case .date:
      for calendar in [CalendarSystem.gregorian, .hebrew, .persian, .chinese, .japanese] {
        _ = try? CalendarDate(parsing: text, calendar: calendar)
      }
    }
  }
}

#if YOTEI_FUZZ
  let fuzzTarget: FuzzTarget = {
    let name = getenv("YOTEI_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      complain("yotei-fuzz: set YOTEI_FUZZ_TARGET to one of \(names)")
      exit(2)
    }
    return target
  }()

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  /// libFuzzer's driver (in the toolchain's libclang_rt.fuzzer).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's entry point as `<target>_main`; defining it
  /// keeps libFuzzer's own `main` out of the link, and hands over to its driver.
  @_cdecl("yotei_fuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
  }
#else
  @main struct Replay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        complain("usage: yotei-fuzz \(names) FILE...")
        exit(2)
      }
      for path in arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
          complain("yotei-fuzz: cannot open \(path)")
          exit(1)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
          let n = fread(&chunk, 1, chunk.count, file)
          bytes += chunk[0..<n]
          if n < chunk.count { break }
        }
        fclose(file)
        target.run(bytes)
      }
    }
  }
#endif
