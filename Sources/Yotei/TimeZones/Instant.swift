#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A point on the time line: a count of seconds since 1970-01-01T00:00:00Z,
/// ignoring leap seconds (POSIX time).
///
/// An instant is the same everywhere; a ``Zone`` turns it into a local day and
/// time of day. Calendar days are never instants in Yotei: use ``Day``.
///
/// ```swift
/// let instant = Instant(secondsSinceUnixEpoch: 1_541_300_400)
/// instant.rfc3339(offset: -7200)   // "2018-11-04T01:00:00-02:00"
/// ```
public struct Instant: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Seconds since 1970-01-01T00:00:00Z, ignoring leap seconds.
  public var secondsSinceUnixEpoch: Int64

  /// The instant `seconds` after 1970-01-01T00:00:00Z (before it if negative).
  public init(secondsSinceUnixEpoch seconds: Int64) {
    self.secondsSinceUnixEpoch = seconds
  }

  /// The instant at which a clock set to `offset` seconds east of UTC shows
  /// `secondsIntoDay` on `day`.
  ///
  /// This does not consult any zone: it is plain arithmetic with a known
  /// offset. Use ``Zone/instant(for:disambiguation:)`` to turn a wall time in a
  /// zone into an instant.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange`` or the seconds overflow `Int64`.
  public init(day: Day, secondsIntoDay: Int = 0, offset: Int = 0) throws(CalendarError) {
    let start = Int64(try day.checkedSupported().daysSinceUnixEpoch) * 86_400
    let (local, o1) = start.addingReportingOverflow(Int64(secondsIntoDay))
    let (seconds, o2) = local.subtractingReportingOverflow(Int64(offset))
    guard !o1, !o2 else {
      throw CalendarError(
        kind: .outOfSupportedRange, field: "secondsIntoDay", value: "\(secondsIntoDay) - \(offset)",
        allowed: "a result within Int64 seconds",
        message: "\(day) + \(secondsIntoDay) s - offset \(offset) s does not fit in Int64 seconds")
    }
    self.secondsSinceUnixEpoch = seconds
  }

  /// 1970-01-01T00:00:00Z.
  public static let unixEpoch = Instant(secondsSinceUnixEpoch: 0)

  /// The instant `seconds` later (earlier if negative).
  ///
  /// Instant arithmetic never traps: a result beyond `Int64` saturates at
  /// `Int64.min` or `Int64.max` (about 292 billion years away), where zones and
  /// days refuse it as outside ``Day/supportedRange``.
  public func advanced(by seconds: Int64) -> Instant {
    let (sum, overflow) = secondsSinceUnixEpoch.addingReportingOverflow(seconds)
    return Instant(secondsSinceUnixEpoch: overflow ? (seconds > 0 ? .max : .min) : sum)
  }

  /// The number of seconds from this instant to `other`, saturating at
  /// `Int64.min` or `Int64.max` where the count does not fit.
  public func seconds(to other: Instant) -> Int64 {
    let (difference, overflow) = other.secondsSinceUnixEpoch.subtractingReportingOverflow(
      secondsSinceUnixEpoch)
    return overflow ? (other.secondsSinceUnixEpoch > secondsSinceUnixEpoch ? .max : .min) : difference
  }

  /// The instant `seconds` after `instant` (saturating, see ``advanced(by:)``).
  public static func + (instant: Instant, seconds: Int64) -> Instant { instant.advanced(by: seconds) }
  /// The instant `seconds` before `instant` (saturating, see ``advanced(by:)``).
  public static func - (instant: Instant, seconds: Int64) -> Instant {
    let (difference, overflow) = instant.secondsSinceUnixEpoch.subtractingReportingOverflow(seconds)
    return Instant(secondsSinceUnixEpoch: overflow ? (seconds > 0 ? .min : .max) : difference)
  }
  /// The number of seconds from `rhs` to `lhs` (saturating, see ``seconds(to:)``).
  public static func - (lhs: Instant, rhs: Instant) -> Int64 { rhs.seconds(to: lhs) }

  /// Orders instants on the time line.
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSinceUnixEpoch < rhs.secondsSinceUnixEpoch
  }

  /// The local wall time of this instant at a fixed `offset` (seconds east of UTC).
  public func wallTime(offset: Int) -> WallTime {
    let (q, r) = TimeArithmetic.floorDivMod(secondsSinceUnixEpoch, 86_400)
    // Split the offset into days and seconds too: both remainders are in
    // 0..<86400 and both quotients are far from Int's limits, so no offset
    // and no instant overflows.
    let (offsetDays, offsetSeconds) = TimeArithmetic.floorDivMod(Int64(offset), 86_400)
    let (carry, seconds) = TimeArithmetic.floorDivMod(r + offsetSeconds, 86_400)
    return WallTime(
      day: Day.unixEpoch + Int(q + offsetDays + carry), secondsIntoDay: Int(seconds))
  }

  /// The instant as an RFC 3339 timestamp with the given offset (seconds east
  /// of UTC), for example `2018-11-04T01:00:00-02:00`.
  ///
  /// An offset with a seconds part (local mean time, such as Asia/Dubai's
  /// +03:41:12 before 1920) is written with seconds, `+03:41:12`, as Temporal
  /// and ISO 8601 extended format do; RFC 3339 itself cannot express it.
  public func rfc3339(offset: Int) -> String {
    wallTime(offset: offset).description + TimeArithmetic.formatOffset(offset, separator: true)
  }

  /// The instant in UTC, as RFC 3339 with `Z`: `2011-12-30T10:00:00Z`.
  public var description: String { wallTime(offset: 0).description + "Z" }

  /// Decodes an instant from its number of seconds since the Unix epoch.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.secondsSinceUnixEpoch = try container.decode(Int64.self)
  }

  /// Encodes the instant as its number of seconds since the Unix epoch.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(secondsSinceUnixEpoch)
  }
}

/// A local date and time of day as a clock on the wall shows it, with no zone:
/// a ``Day`` plus the seconds elapsed since that day's midnight.
///
/// The same wall time can name no instant (a time skipped by a DST gap), one,
/// or two (a time repeated when clocks go back) in a given ``Zone``.
public struct WallTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The calendar day.
  public var day: Day
  /// Seconds since the start of ``day`` on the wall clock, in `0..<86400`.
  public var secondsIntoDay: Int

  /// A wall time on `day`, `secondsIntoDay` seconds after its midnight.
  ///
  /// Values outside `0..<86400` carry into neighbouring days, so
  /// `WallTime(day: d, secondsIntoDay: 86_400)` is midnight of `d + 1`.
  public init(day: Day, secondsIntoDay: Int) {
    let (carry, seconds) = TimeArithmetic.floorDivMod(Int64(secondsIntoDay), 86_400)
    self.day = day + Int(carry)
    self.secondsIntoDay = Int(seconds)
  }

  /// A wall time on `day` at `hour:minute:second`; values past their usual range
  /// carry over, as in ``init(day:secondsIntoDay:)``.
  ///
  /// Any `Int` is accepted: each field carries its whole days first, so
  /// nothing overflows, and a day beyond `Int` saturates as ``Day`` arithmetic
  /// does (such a wall time is refused wherever a zone is asked about it).
  public init(day: Day, hour: Int, minute: Int = 0, second: Int = 0) {
    let (hourDays, hours) = TimeArithmetic.floorDivMod(Int64(hour), 24)
    let (minuteDays, minutes) = TimeArithmetic.floorDivMod(Int64(minute), 1440)
    let (secondDays, seconds) = TimeArithmetic.floorDivMod(Int64(second), 86_400)
    self.init(
      day: day + Int(hourDays) + Int(minuteDays) + Int(secondDays),
      secondsIntoDay: Int(hours * 3600 + minutes * 60 + seconds))
  }

  /// The hour, `0...23`.
  public var hour: Int { secondsIntoDay / 3600 }
  /// The minute, `0...59`.
  public var minute: Int { secondsIntoDay / 60 % 60 }
  /// The second, `0...59`.
  public var second: Int { secondsIntoDay % 60 }

  /// Seconds since 1970-01-01T00:00 on the wall clock (not an instant).
  var localSeconds: Int64 { Int64(day.daysSinceUnixEpoch) * 86_400 + Int64(secondsIntoDay) }

  /// Orders wall times by day, then time of day.
  public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
    (lhs.day, lhs.secondsIntoDay) < (rhs.day, rhs.secondsIntoDay)
  }

  /// ISO 8601 local date and time, `2018-11-04T00:30:00`.
  public var description: String {
    day.isoString + "T" + TimeArithmetic.pad(hour) + ":" + TimeArithmetic.pad(minute) + ":"
      + TimeArithmetic.pad(second)
  }
}

/// How to turn a wall time that a zone skips or repeats into an instant.
///
/// The names and meanings follow TC39 Temporal and RFC 5545.
public enum Disambiguation: String, Sendable, Hashable, Codable, CaseIterable {
  /// Later for a skipped time (02:30 in a gap from 02:00 to 03:00 becomes
  /// 03:30), earlier for a repeated time: what RFC 5545 and Temporal do.
  case compatible
  /// The earlier of the two candidates: for a skipped time, the instant the
  /// wall time names with the offset after the gap (02:30 becomes 01:30).
  case earlier
  /// The later of the two candidates: for a skipped time, the instant the wall
  /// time names with the offset before the gap (02:30 becomes 03:30).
  case later
  /// Throw ``ZoneError/skippedWallTime(_:zone:)`` or
  /// ``ZoneError/repeatedWallTime(_:zone:)`` instead of choosing.
  case reject
}

/// The start of a day in a zone: the earliest instant whose local date is that
/// day, or the news that the zone skipped the day entirely.
public enum StartOfDay: Hashable, Sendable {
  /// The day starts at `instant`, when the zone's offset is `offset` seconds
  /// east of UTC. The local time then is usually 00:00, but can be later
  /// (01:00 when DST starts at midnight).
  case exists(Instant, offset: Int)
  /// The zone never shows this date (Pacific/Apia 2011-12-30).
  case skipped

  /// The instant the day starts at, or `nil` for a skipped day.
  public var instant: Instant? {
    if case .exists(let instant, _) = self { return instant }
    return nil
  }
}

/// A change of a zone's UTC offset, abbreviation or daylight-saving flag.
public struct ZoneTransition: Hashable, Sendable, CustomStringConvertible {
  /// The first instant with the new rules.
  public var instant: Instant
  /// Offset east of UTC, in seconds, just before ``instant``.
  public var offsetBefore: Int
  /// Offset east of UTC, in seconds, from ``instant`` on.
  public var offsetAfter: Int
  /// Abbreviation (such as `EDT` or `+03`) just before ``instant``.
  public var abbreviationBefore: String
  /// Abbreviation from ``instant`` on.
  public var abbreviationAfter: String
  /// Whether daylight saving time is in effect from ``instant`` on.
  public var isDaylightSavingTimeAfter: Bool

  /// For example `2018-11-04T03:00:00Z -03:00 (-03) -> -02:00 (-02)`.
  public var description: String {
    "\(instant) \(TimeArithmetic.formatOffset(offsetBefore, separator: true)) (\(abbreviationBefore))"
      + " -> \(TimeArithmetic.formatOffset(offsetAfter, separator: true)) (\(abbreviationAfter))"
  }
}

/// A source of the current instant, so that "today" can be pinned in tests and
/// scripts.
public protocol InstantClock: Sendable {
  /// The current instant.
  func now() -> Instant
}

/// The system's real-time clock.
public struct SystemClock: InstantClock {
  /// A clock that reads the system's real-time clock.
  public init() {}

  /// The current instant, from `clock_gettime(CLOCK_REALTIME)`, in whole seconds.
  public func now() -> Instant {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Instant(secondsSinceUnixEpoch: Int64(spec.tv_sec))
  }
}

/// A clock that always reports the same instant.
public struct FixedClock: InstantClock {
  /// The instant this clock reports.
  public var instant: Instant

  /// A clock stopped at `instant`.
  public init(_ instant: Instant) { self.instant = instant }

  /// Always ``instant``.
  public func now() -> Instant { instant }
}

/// Integer helpers shared by the time-zone code.
enum TimeArithmetic {
  /// Floor division and the matching non-negative remainder (`b > 0`).
  @inline(__always)
  static func floorDivMod(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
    let q = a / b
    let r = a % b
    return r < 0 ? (q - 1, r + b) : (q, r)
  }

  static func pad(_ n: some BinaryInteger, _ width: Int = 2) -> String {
    let s = String(n)
    return String(repeating: "0", count: max(0, width - s.count)) + s
  }

  /// `+05:30`, `-03:00`, `+03:41:12` (with `separator`), or `+0530`, `-03`,
  /// `+034112` (tzdb-style abbreviation, without).
  static func formatOffset(_ offset: Int, separator: Bool) -> String {
    let sign = offset < 0 ? "-" : "+"
    let a = offset.magnitude
    let h = a / 3600
    let m = a / 60 % 60
    let s = a % 60
    if separator {
      return sign + pad(h) + ":" + pad(m) + (s != 0 ? ":" + pad(s) : "")
    }
    if s != 0 { return sign + pad(h) + pad(m) + pad(s) }
    return sign + pad(h) + (m != 0 ? pad(m) : "")
  }
}

extension StartOfDay: CustomStringConvertible {
  /// `2018-11-04T03:00:00Z (offset -02:00)`, or `skipped`.
  public var description: String {
    switch self {
    case .exists(let instant, let offset):
      "\(instant) (offset \(TimeArithmetic.formatOffset(offset, separator: true)))"
    case .skipped: "skipped"
    }
  }
}
