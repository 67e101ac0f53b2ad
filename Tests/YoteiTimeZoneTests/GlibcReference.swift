import Synchronization
import Testing

@testable import Yotei

#if canImport(Glibc)
  import Glibc
#endif

/// An independent reference: the C library's own reading of the same TZif
/// files (glibc `localtime_r` with `TZ=:/path/to/file`).
///
/// `TZ` and `tzset` are process-wide, so every use goes through one lock.
final class GlibcReference: Sendable {
  static let shared = GlibcReference()
  private let lock = Mutex(())

  struct Local: Equatable {
    var day: Day
    var secondsIntoDay: Int
    var offset: Int
    var isDaylight: Bool
    var abbreviation: String
  }

  /// Runs `body` with `TZ` set to `tz` (a POSIX TZ string, or `:path` for a
  /// file), holding the lock so no other test changes `TZ` meanwhile.
  func with<T>(tz: String, _ body: (Session) throws -> T) rethrows -> T {
    try lock.withLock { _ in
      setenv("TZ", tz, 1)
      tzset()
      defer {
        unsetenv("TZ")
        tzset()
      }
      return try body(Session())
    }
  }

  /// Runs `body` with `TZ` naming the file of `identifier` in the system
  /// database's directory.
  func with<T>(zone identifier: String, _ body: (Session) throws -> T) rethrows -> T {
    guard case .directory(let directory) = TimeZoneDatabase.system.source else {
      fatalError("tests need a system tz database")
    }
    return try with(tz: ":" + directory + "/" + identifier, body)
  }

  struct Session {
    func local(_ t: Int64) -> Local {
      var time = time_t(t)
      var parts = tm()
      let result = localtime_r(&time, &parts)
      precondition(result != nil, "localtime_r failed for \(t)")
      let day = Day(iso: Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))!
      return Local(
        day: day, secondsIntoDay: Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec),
        offset: parts.tm_gmtoff, isDaylight: parts.tm_isdst > 0,
        abbreviation: parts.tm_zone.map { String(cString: $0) } ?? "")
    }

    func day(_ t: Int64) -> Day { local(t).day }
  }
}

/// Zone identifiers in zone1970.tab of the system database.
func zone1970Identifiers() -> [String] {
  guard case .directory(let directory) = TimeZoneDatabase.system.source,
    let file = fopen(directory + "/zone1970.tab", "r")
  else { return [] }
  defer { fclose(file) }
  var ids: [String] = []
  var line: UnsafeMutablePointer<CChar>?
  var capacity = 0
  while getline(&line, &capacity, file) > 0 {
    let text = String(cString: line!)
    if text.hasPrefix("#") { continue }
    let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
    if fields.count >= 3 {
      ids.append(fields[2].trimmingCharacters(in: "\n"))
    }
  }
  free(line)
  return ids
}

extension Substring {
  func trimmingCharacters(in set: Character) -> String {
    String(self.filter { $0 != set })
  }
}
