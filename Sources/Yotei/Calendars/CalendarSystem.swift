/// A calendar system, identified by its CLDR calendar identifier.
///
/// Every calendar converts to and from ``Day``. Gregorian, ISO 8601, Buddhist,
/// Japanese and ROC are proleptic (no Julian switch in 1582), as in CLDR and
/// TC39 Temporal.
///
/// ```swift
/// let nowruz = try CalendarSystem.persian.date(year: 1404, month: 1, day: 1)
/// nowruz.dayNumber.isoString   // "2025-03-21"
/// try CalendarSystem.hebrew.date(of: nowruz.dayNumber).monthCodeString   // "5785-M06-21" (21 Adar)
/// ```
public enum CalendarSystem: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  case gregorian
  case iso8601
  case persian
  case hebrew
  case islamicCivil = "islamic-civil"
  case islamicUmalqura = "islamic-umalqura"
  case islamicTbla = "islamic-tbla"
  case islamic
  case buddhist
  case japanese
  case roc
  case coptic
  case ethiopic
  case ethioaa
  case indian
  case chinese
  case dangi

  /// Looks up a calendar by Yotei or CLDR identifier (`gregorian` or `gregory`,
  /// `ethioaa` or `ethiopic-amete-alem`), case-insensitively.
  ///
  /// - Throws: ``CalendarError`` of kind `unknownCalendar`, listing the known ones.
  public init(identifier: String) throws(CalendarError) {
    let key = identifier.lowercased()
    if let found = CalendarSystem(rawValue: key) {
      self = found
      return
    }
    switch key {
    case "gregory": self = .gregorian
    case "ethiopic-amete-alem": self = .ethioaa
    case "iso": self = .iso8601
    case "islamicc": self = .islamicCivil
    default:
      throw CalendarError(
        kind: .unknownCalendar, field: "calendar", value: identifier,
        allowed: CalendarSystem.allCases.map(\.rawValue).joined(separator: ", "),
        message: "unknown calendar '\(identifier)'; known calendars: "
          + CalendarSystem.allCases.map(\.rawValue).joined(separator: ", "))
    }
  }

  /// The Yotei identifier (`gregorian`, `islamic-umalqura`).
  public var identifier: String { rawValue }
  public var description: String { rawValue }

  /// The identifier used in BCP 47 `-u-ca-` and RFC 9557 `[u-ca=]` (`gregory`).
  public var cldrIdentifier: String {
    switch self {
    case .gregorian: "gregory"
    default: rawValue
    }
  }

  /// The calendar type name ICU uses in `@calendar=`.
  var icuType: String {
    switch self {
    case .ethioaa: "ethiopic-amete-alem"
    case .gregorian: "gregorian"
    default: rawValue
    }
  }

  /// From ICU's extended year to the year Yotei shows in `YYYY-MM-DD`.
  ///
  /// Buddhist and ROC count from their own eras, Ethiopic Amete Alem from the
  /// creation era, and Chinese and Dangi use the related ISO year (the ISO year
  /// in which the lunar year begins), as Temporal does. The rest use ICU's
  /// extended year as it is.
  @inlinable @inline(__always)
  var yearOffset: Int {
    switch self {
    case .buddhist: 543
    case .roc: -1911
    case .ethioaa: 5500
    case .chinese: -2637
    case .dangi: -2333
    default: 0
    }
  }

  /// Whether the calendar has leap months (`M05L`), as opposed to leap days.
  public var hasLeapMonths: Bool {
    switch self {
    case .hebrew, .chinese, .dangi: true
    default: false
    }
  }

  /// The month codes that can ever occur in this calendar.
  public var possibleMonthCodes: [MonthCode] {
    switch self {
    case .hebrew:
      (1...12).flatMap { n in
        n == 5 ? [MonthCode(number: 5)!, MonthCode(number: 5, isLeap: true)!] : [MonthCode(number: n)!]
      }
    case .chinese, .dangi:
      (1...12).flatMap { [MonthCode(number: $0)!, MonthCode(number: $0, isLeap: true)!] }
    case .coptic, .ethiopic, .ethioaa:
      (1...13).map { MonthCode(number: $0)! }
    default:
      (1...12).map { MonthCode(number: $0)! }
    }
  }

  var engine: CalendarEngine { CalendarEngine.shared(for: self) }

  /// The position of this case in `allCases`.
  var index: Int {
    switch self {
    case .gregorian: 0
    case .iso8601: 1
    case .persian: 2
    case .hebrew: 3
    case .islamicCivil: 4
    case .islamicUmalqura: 5
    case .islamicTbla: 6
    case .islamic: 7
    case .buddhist: 8
    case .japanese: 9
    case .roc: 10
    case .coptic: 11
    case .ethiopic: 12
    case .ethioaa: 13
    case .indian: 14
    case .chinese: 15
    case .dangi: 16
    }
  }
}
