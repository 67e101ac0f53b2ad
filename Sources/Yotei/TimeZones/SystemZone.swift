#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's current time zone, where it came from, and what was wrong
/// with a setting that could not be used.
///
/// ```swift
/// let current = TimeZoneDatabase.system.currentZone(environment: ["TZ": ":Europe/Paris"])
/// print(current.zone.identifier)       // Europe/Paris
/// let broken = TimeZoneDatabase.system.currentZone(environment: ["TZ": "Mars/Olympus"])
/// print(broken.zone.identifier)        // UTC
/// if let problem = broken.problem { print("warning: \(problem)") }
/// ```
public struct SystemZone: Sendable, Hashable, CustomStringConvertible {
  /// Where the zone was found.
  public enum Source: String, Sendable, Hashable, CustomStringConvertible {
    /// The `TZ` environment variable.
    case tzVariable = "TZ"
    /// The zone `/etc/localtime` is (or links to).
    case localtime = "/etc/localtime"
    /// The name in `/etc/timezone`.
    case timezoneFile = "/etc/timezone"
    /// Nothing said otherwise, or `TZ` was unusable: UTC, as the C library uses.
    case utcFallback = "UTC fallback"

    public var description: String { rawValue }
  }

  /// The zone.
  public let zone: Zone
  /// Where it came from.
  public let source: Source
  /// Why `TZ` (or `/etc/localtime`) could not be used, or `nil`. Report it
  /// once: the zone is UTC instead, as for every C program on the system.
  public let problem: String?

  public var description: String {
    "\(zone.identifier) (from \(source))" + (problem.map { "; \($0)" } ?? "")
  }
}

extension TimeZoneDatabase {
  /// The system's current zone, read as the C library reads it.
  ///
  /// - `TZ` set and not empty: a name in this database (`Europe/Paris`), a
  ///   name or absolute path after a `:` (`:Europe/Paris`,
  ///   `:/usr/share/zoneinfo/Asia/Tokyo`), or a POSIX TZ string, whose
  ///   offsets are hours *west* of UTC (`UTC-3` is three hours east, as
  ///   `date` prints it; `<+0330>-3:30`; `EST5EDT,M3.2.0,M11.1.0`). A `TZ`
  ///   that is none of these gives UTC and a ``SystemZone/problem``.
  /// - `TZ` set but empty: UTC.
  /// - Else the zone `/etc/localtime` links to (or its contents), else the
  ///   name in `/etc/timezone`, else UTC.
  ///
  /// Zone *arguments* (``zone(_:)``) are not POSIX strings: there `UTC+3`
  /// keeps ICU's meaning, three hours east.
  ///
  /// - Parameter environment: The variables to read; the process's when `nil`.
  public func currentZone(environment: [String: String]? = nil) -> SystemZone {
    let tz = environment.map { $0["TZ"] } ?? ProcessVariables.get("TZ")
    return currentZone(tz: tz, localtime: "/etc/localtime", timezoneFile: "/etc/timezone")
  }

  /// ``currentZone(environment:)`` with the files it reads named (for tests).
  func currentZone(tz: String?, localtime: String, timezoneFile: String) -> SystemZone {
    if let tz {
      guard !tz.isEmpty else { return SystemZone(zone: utcZone(), source: .tzVariable, problem: nil) }
      switch zone(tzVariable: tz) {
      case .success(let zone): return SystemZone(zone: zone, source: .tzVariable, problem: nil)
      case .failure(let problem):
        return SystemZone(
          zone: utcZone(), source: .utcFallback,
          problem: "TZ='\(tz)' is not usable: \(problem.text); using UTC")
      }
    }
    var problem: String?
    if let name = TimeZoneDatabase.linkTarget(localtime) {
      if let zone = try? zone(name) { return SystemZone(zone: zone, source: .localtime, problem: nil) }
    }
    if let text = try? TimeZoneDatabase.readFile(timezoneFile, identifier: timezoneFile) {
      let name = String(decoding: text, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == " " })
        .first
      if let name, let zone = try? zone(String(name)) {
        return SystemZone(zone: zone, source: .timezoneFile, problem: nil)
      }
    }
    switch zone(path: localtime, identifier: "localtime") {
    case .success(let zone): return SystemZone(zone: zone, source: .localtime, problem: nil)
    case .failure(.unknownZone): break
    case .failure(let error): problem = "\(error); using UTC"
    }
    return SystemZone(zone: utcZone(), source: .utcFallback, problem: problem)
  }

  /// The zone a `TZ` value names, or why it names none.
  func zone(tzVariable tz: String) -> Result<Zone, TZProblem> {
    if tz.hasPrefix(":") {
      let name = String(tz.dropFirst())
      if name.hasPrefix("/") {
        return zone(path: name, identifier: TimeZoneDatabase.zoneName(inPath: name) ?? name).mapError {
          TZProblem(text: "\($0)")
        }
      }
      do throws(ZoneError) {
        return .success(try zone(fileNamed: name))
      } catch {
        return .failure(TZProblem(text: "\(error)"))
      }
    }
    if tz.hasPrefix("/") {
      return zone(path: tz, identifier: TimeZoneDatabase.zoneName(inPath: tz) ?? tz).mapError {
        TZProblem(text: "\($0)")
      }
    }
    // As glibc does: a file of that name first, then a POSIX TZ string.
    if let zone = try? zone(fileNamed: tz) { return .success(zone) }
    do throws(PosixTZParseError) {
      let rules = try PosixTZ(parsing: tz)
      return .success(Zone(identifier: tz, rules: ZoneRules(posix: rules)))
    } catch {
      return .failure(
        TZProblem(text: "neither a zone in the tz database nor a POSIX TZ string (\(error.message))"))
    }
  }

  /// A zone of this database by name, never read as a fixed offset (`UTC+3`
  /// in `TZ` is a POSIX string, not ICU's custom ID).
  func zone(fileNamed name: String) throws(ZoneError) -> Zone {
    guard TimeZoneDatabase.fixedOffset(name) == nil else { throw .unknownZone(name, suggestions: []) }
    return try zone(name)
  }

  /// A zone read from a TZif file anywhere.
  func zone(path: String, identifier: String) -> Result<Zone, ZoneError> {
    do throws(ZoneError) {
      let bytes = try TimeZoneDatabase.readFile(path, identifier: path)
      do {
        return .success(Zone(identifier: identifier, rules: ZoneRules(tzif: try TZifFile(bytes: bytes))))
      } catch {
        return .failure(.corruptFile(path: path, problem: error.problem))
      }
    } catch {
      return .failure(error)
    }
  }

  /// UTC from this database, or a fixed zero offset if it has no usable UTC.
  func utcZone() -> Zone {
    (try? zone("UTC")) ?? Zone.utc
  }

  /// The zone name a symbolic link such as `/etc/localtime` points to
  /// (the part after `zoneinfo/`), or `nil`.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink(path, &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return zoneName(inPath: target)
  }

  /// `Europe/Paris` from `/usr/share/zoneinfo/Europe/Paris`.
  static func zoneName(inPath path: String) -> String? {
    // A byte search: `firstRange(of:)` builds a searcher whose generic
    // tables cost a fresh process about 0.2 M instructions.
    let bytes = Array(path.utf8)
    let marker = Array("zoneinfo/".utf8)
    guard bytes.count >= marker.count else { return nil }
    for start in 0...(bytes.count - marker.count)
    where bytes[start..<start + marker.count].elementsEqual(marker) {
      let name = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
      return name.isEmpty ? nil : name
    }
    return nil
  }
}

extension Zone {
  /// The system's current zone (``TimeZoneDatabase/currentZone(environment:)``
  /// of the system database); UTC when nothing usable is set.
  public static var current: Zone { TimeZoneDatabase.system.currentZone().zone }
}

/// Why a `TZ` value names no zone.
struct TZProblem: Error {
  var text: String
}

/// The process's environment, read without Foundation.
enum ProcessVariables {
  /// The value of one variable, or `nil`.
  static func get(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
