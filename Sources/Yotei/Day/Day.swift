/// A calendar day, as a day number: never an instant.
///
/// A `Day` is the Julian Day Number (JDN) of the day: the integer count of days
/// since Monday, 1 January 4713 BCE in the proleptic Julian calendar. The day
/// 2000-01-01 (ISO) is JDN 2451545. Every calendar system converts to and from
/// this number, so converting between calendars is "to a day, then from it",
/// and a day never shifts when it is stored or sent across time zones.
///
/// ```swift
/// let nowruz = Day(iso: 2025, 3, 21)!
/// nowruz.isoWeekday          // .friday
/// (nowruz + 10).isoDate      // (2025, 3, 31)
/// ```
public struct Day: Hashable, Comparable, Sendable, Codable, Strideable, CustomStringConvertible {
  /// The Julian Day Number of this day.
  public let julianDayNumber: Int

  /// The day with the given Julian Day Number.
  @inlinable
  public init(julianDayNumber: Int) {
    self.julianDayNumber = julianDayNumber
  }

  /// The first day Yotei supports: Julian Day Number 0, ISO -4713-11-24
  /// (1 January 4713 BCE in the Julian calendar).
  ///
  /// ```swift
  /// print(Day.minimum.isoString)  // -4713-11-24
  /// print(Day.maximum.isoString)  // 9999-12-31
  /// ```
  public static let minimum = Day(julianDayNumber: 0)
  /// The last day Yotei supports: ISO 9999-12-31.
  public static let maximum = Day(julianDayNumber: 5_373_484)
  /// The range of day numbers every calendar in Yotei accepts.
  ///
  /// A `Day` can hold any `Int`, and its ISO date, weekday and arithmetic work
  /// for all of them; every API that needs a calendar's tables, ICU or a time
  /// zone (``CalendarSystem/date(of:)``, ``MonthGrid``, formatting, week
  /// numbers, ``Zone/startOfDay(_:)``) throws a ``CalendarError`` of kind
  /// ``CalendarError/Kind/outOfSupportedRange`` for a day outside this range.
  public static let supportedRange = minimum...maximum

  /// This day, or a ``CalendarError`` if it is outside ``supportedRange``.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``.
  public func checkedSupported() throws(CalendarError) -> Day {
    guard Day.supportedRange.contains(self) else {
      throw CalendarError.unsupportedDay(String(julianDayNumber))
    }
    return self
  }

  /// The day 1970-01-01, which Unix time counts from.
  public static let unixEpoch = Day(julianDayNumber: 2_440_588)

  /// The day with the given proleptic Gregorian (ISO 8601) date, or `nil` if the
  /// month or day does not exist or the year is so far away (beyond about
  /// ±2.5 × 10¹⁶) that its day number does not fit in an `Int`.
  ///
  /// Year 0 is 1 BCE, as in ISO 8601.
  public init?(iso year: Int, _ month: Int, _ day: Int) {
    guard (1...12).contains(month), day >= 1, day <= ISOArithmetic.daysInMonth(year: year, month: month),
      let jdn = ISOArithmetic.checkedJulianDayNumber(year: year, month: month, day: day)
    else { return nil }
    self.init(julianDayNumber: jdn)
  }

  /// The proleptic Gregorian (ISO 8601) date of this day.
  public var isoDate: (year: Int, month: Int, day: Int) {
    ISOArithmetic.date(julianDayNumber: julianDayNumber)
  }

  /// The ISO 8601 weekday of this day.
  public var isoWeekday: Weekday {
    // JDN 0 was a Monday.
    Weekday(rawValue: ((julianDayNumber % 7) + 7) % 7 + 1)!
  }

  /// The day as `YYYY-MM-DD` in the proleptic Gregorian calendar.
  public var isoString: String {
    let (y, m, d) = isoDate
    return ISOArithmetic.format(year: y, month: m, day: d)
  }

  /// The number of days from 1970-01-01 to this day, saturating at `Int.min`
  /// for the few day numbers within 2,440,588 days of `Int.min`.
  public var daysSinceUnixEpoch: Int { Day.unixEpoch.distance(to: self) }

  public var description: String { isoString }

  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.julianDayNumber < rhs.julianDayNumber }

  /// The day `n` days later.
  ///
  /// Day arithmetic never traps: a result beyond `Int` saturates at
  /// `Int.min` or `Int.max`, a day far outside ``Day/supportedRange`` that every
  /// entry point refuses with an error.
  ///
  /// ```swift
  /// print(Day.maximum + 1 > Day.maximum)                     // true
  /// print((Day(julianDayNumber: .max) + 1).julianDayNumber)  // 9223372036854775807
  /// ```
  ///
  /// Saturation means a loop `while d <= Day(julianDayNumber: .max) { d += 1 }`
  /// never ends (`Int.max + 1` is `Int.max` again), as `while i <= Int.max`
  /// cannot end for an `Int`. Ranges and strides of days end, up to
  /// `Int.max` itself, because they stop at their bound instead of stepping
  /// past it:
  ///
  /// ```swift
  /// for day in Day.supportedRange { _ = day }                    // 5,373,485 days
  /// let top = Day(julianDayNumber: .max)
  /// print(Array((top - 2)...top).count)                         // 3
  /// print(Array(stride(from: top - 9, through: top, by: 3)).count)  // 4
  /// ```
  public func advanced(by n: Int) -> Day {
    let (sum, overflow) = julianDayNumber.addingReportingOverflow(n)
    return Day(julianDayNumber: overflow ? (n > 0 ? .max : .min) : sum)
  }

  /// The number of days from this day to `other`, saturating at `Int.min` or
  /// `Int.max` where the count does not fit in an `Int`.
  public func distance(to other: Day) -> Int {
    let (difference, overflow) = other.julianDayNumber.subtractingReportingOverflow(julianDayNumber)
    return overflow ? (other.julianDayNumber > julianDayNumber ? .max : .min) : difference
  }

  /// The day `n` days after `day` (saturating, see ``advanced(by:)``).
  public static func + (day: Day, n: Int) -> Day { day.advanced(by: n) }
  /// The day `n` days before `day` (saturating, see ``advanced(by:)``).
  public static func - (day: Day, n: Int) -> Day {
    let (difference, overflow) = day.julianDayNumber.subtractingReportingOverflow(n)
    return Day(julianDayNumber: overflow ? (n > 0 ? .min : .max) : difference)
  }
  /// The number of days from `rhs` to `lhs` (saturating, see ``distance(to:)``).
  public static func - (lhs: Day, rhs: Day) -> Int { rhs.distance(to: lhs) }
  public static func += (day: inout Day, n: Int) { day = day + n }
  public static func -= (day: inout Day, n: Int) { day = day - n }

  /// Decodes a day of ``supportedRange`` from its ISO `YYYY-MM-DD` string
  /// (as ``init(validatingISO:)`` reads it) or a bare Julian Day Number;
  /// anything else, or a day outside the supported ones, is a
  /// `DecodingError` saying why.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      do {
        self = try Day(validatingISO: text)
      } catch {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
      }
    } else {
      let day = Day(julianDayNumber: try container.decode(Int.self))
      do {
        self = try day.checkedSupported()
      } catch {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
      }
    }
  }

  /// Encodes the day as its ISO `YYYY-MM-DD` string, which is what people and
  /// other tools read; decoding also accepts a bare Julian Day Number.
  ///
  /// - Throws: `EncodingError.invalidValue` for a day outside
  ///   ``supportedRange``, which the decoder would refuse.
  public func encode(to encoder: any Encoder) throws {
    guard Day.supportedRange.contains(self) else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: CalendarError.unsupportedDay(String(julianDayNumber)).message))
    }
    var container = encoder.singleValueContainer()
    try container.encode(isoString)
  }

  /// Parses a strict ISO `YYYY-MM-DD` date of a supported day (an optional
  /// sign for years outside 0000-9999), or returns `nil`; the same rule as
  /// ``init(validatingISO:)``, which says why.
  public init?(isoString text: String) {
    guard let day = try? Day(validatingISO: text) else { return nil }
    self = day
  }

  /// Parses a strict ISO `YYYY-MM-DD` date, as ``init(isoString:)`` does, and
  /// says what is wrong when it cannot.
  ///
  /// ```swift
  /// print(try Day(validatingISO: "2024-03-20").julianDayNumber)  // 2460390
  /// do {
  ///   _ = try Day(validatingISO: "2024-02-30")
  /// } catch {
  ///   print(error)  // day 30 does not exist in month M02 (ordinal 2) of iso8601 year 2024, which has 29 days (1...29)
  /// }
  /// ```
  ///
  /// - Throws: ``CalendarError`` naming the malformed part, or the field that
  ///   is out of range and what is allowed (days outside ``supportedRange``
  ///   included).
  public init(validatingISO text: String) throws(CalendarError) {
    guard let (y, m, d) = ISOArithmetic.parse(text) else {
      throw CalendarError(
        kind: .malformed, field: "date", value: text, allowed: "YYYY-MM-DD",
        message:
          "'\(text)' is not an ISO date; expected YYYY-MM-DD with a 2-digit month and day, such as 2024-03-20"
      )
    }
    self = try CalendarSystem.iso8601.date(year: y, month: m, day: d).dayNumber
  }
}

/// A day of the week, numbered as in ISO 8601 (Monday is 1, Sunday is 7).
public enum Weekday: Int, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The weekday `n` days after this one (any `Int`: `n` is reduced first,
  /// so nothing overflows).
  public func advanced(by n: Int) -> Weekday {
    Weekday(rawValue: ((rawValue - 1 + n % 7) % 7 + 7) % 7 + 1)!
  }

  /// Days from this weekday forward to `other` (0...6).
  public func days(to other: Weekday) -> Int { ((other.rawValue - rawValue) % 7 + 7) % 7 }

  /// The English name in lower case (`monday`), as accepted by ``init(name:)``.
  public var name: String {
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue - 1]
  }
  public var description: String { name }

  /// A weekday from its English name or a prefix of at least two letters
  /// (`mon`, `Monday`), or from its ISO number (`1`...`7`).
  public init?(name: String) {
    let key = name.lowercased()
    if let n = Int(key), let w = Weekday(rawValue: n) {
      self = w
      return
    }
    guard key.count >= 2, let w = Weekday.allCases.first(where: { $0.name.hasPrefix(key) })
    else { return nil }
    self = w
  }

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Proleptic Gregorian arithmetic on Julian Day Numbers, independent of ICU.
enum ISOArithmetic {
  /// The day number of a date, or `nil` when it does not fit in an `Int`
  /// (years beyond about ±2.5 × 10¹⁶): the same formula in 128 bits.
  static func checkedJulianDayNumber(year: Int, month: Int, day: Int) -> Int? {
    // Years start in March, as in julianDayNumber(year:month:day:).
    let shifted = Int128(year) - (month <= 2 ? 1 : 0)
    let era = shifted >= 0 ? shifted / 400 : (shifted - 399) / 400
    let yoe = shifted - era * 400
    let mp = Int128((month + 9) % 12)
    let doy = (153 * mp + 2) / 5 + Int128(day) - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return Int(exactly: era * 146_097 + doe + 1_721_120)
  }

  static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Floor division for `b > 0`, for every `a` (no negation, so `Int.min` is fine).
  private static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return a % b < 0 ? q - 1 : q
  }

  static func julianDayNumber(year: Int, month: Int, day: Int) -> Int {
    // Days from 0000-03-01, shifting the year to start in March.
    let y = month <= 2 ? year - 1 : year
    let era = floorDiv(y, 400)
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe + 1_721_120
  }

  static func date(julianDayNumber jdn: Int) -> (year: Int, month: Int, day: Int) {
    // Split off whole 400-year cycles before shifting to 0000-03-01, so no
    // step overflows for any `Int` (the cycle is 146,097 days long).
    // (Truncating `/` and `%` cannot overflow; `z` is then within a few cycles of 0.)
    let cycles = jdn / 146_097
    let z = jdn % 146_097 - 1_721_120
    let era = floorDiv(z, 146_097) + cycles
    let doe = z - floorDiv(z, 146_097) * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
    return (y, m, d)
  }

  static func format(year: Int, month: Int, day: Int) -> String {
    func pad(_ n: Int, _ width: Int) -> String {
      let s = String(n.magnitude)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    let yearText = year < 0 ? "-" + pad(year, 4) : (year > 9999 ? "+" + pad(year, 4) : pad(year, 4))
    return "\(yearText)-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Splits `[+-]YYYY-MM-DD` into numbers, without checking ranges.
  static func parse(_ text: String) -> (Int, Int, Int)? {
    var body = Substring(text)
    var sign = 1
    if let first = body.first, first == "-" || first == "+" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    let parts = body.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      parts[0].count <= 9,
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
    else { return nil }
    return (sign * y, m, d)
  }
}
