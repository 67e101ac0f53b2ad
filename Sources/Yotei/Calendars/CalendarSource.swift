/// Where Yotei's months of one calendar year come from, and so how far an
/// answer in that year can be trusted.
///
/// Most calendars are arithmetic and exact everywhere. The Chinese, Dangi and
/// Umm al-Qura calendars are what their authorities publish: Yotei carries the
/// published tables where it has them and says what it does elsewhere.
///
/// ```swift
/// try CalendarSystem.chinese.source(ofYear: 2027)            // .publishedTable
/// try CalendarSystem.chinese.source(ofYear: 2200)            // .astronomy
/// try CalendarSystem.islamicUmalqura.source(ofYear: 1350)    // .icu
/// try CalendarSystem.islamicUmalqura.source(ofYear: 1350).isAuthoritative  // false
/// ```
public enum CalendarSource: String, Hashable, Sendable, Codable, CaseIterable {
  /// The calendar's arithmetic rules as CLDR defines the calendar (Gregorian,
  /// ISO 8601, Buddhist, ROC, Japanese with CLDR's era table, Hebrew, Persian,
  /// Coptic, Ethiopic, Indian, the tabular Islamic calendars): exact by
  /// definition, and checked against ICU day by day.
  case arithmetic
  /// A published table compiled into Yotei: Chinese 1900-2100 (Hong Kong
  /// Observatory and Purple Mountain Observatory), Dangi 1900-2050 (KASI),
  /// Umm al-Qura AH 1365-1500 (the published table of Saudi Arabia). Exact as
  /// far as the table is.
  case publishedTable
  /// Yotei's own astronomy (Chinese and Dangi outside their tables): new
  /// moons and principal solar terms from a serious ephemeris, in UTC+8 for
  /// China and the historical Korean offsets, which agree with PyEphem in
  /// every month checked (Chinese 1800-1899 and 2101-2200, Dangi 1800-1899
  /// and 2051-2150). Not a published calendar: where
  /// a new moon falls within minutes of midnight, the authority may start the
  /// month a day apart, and before the modern rules (1645 in China) the
  /// calendar of the time followed other rules.
  case astronomy
  /// ICU 72's answer, not checked against a published calendar: Umm al-Qura
  /// AH 1300-1364 and 1501-1600 (ICU's own table), the arithmetic civil
  /// calendar ICU puts in its place before and after that, and the
  /// astronomical `islamic` calendar (ICU's approximation of a calendar that
  /// is observed, not computed).
  case icu

  /// Whether Yotei vouches for the answers: the calendar's own arithmetic or
  /// a published table. `false` for ``astronomy`` and ``icu``, whose answers
  /// are good estimates, not the calendar as its authority publishes it.
  public var isAuthoritative: Bool {
    switch self {
    case .arithmetic, .publishedTable: true
    case .astronomy, .icu: false
    }
  }
}

extension CalendarSystem {
  /// Where the months of `year` (the calendar's arithmetic year, see
  /// ``CalendarDate/year``) come from.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `year` is outside ``supportedYearRange``.
  public func source(ofYear year: Int) throws(CalendarError) -> CalendarSource {
    guard supportedYearRange.contains(year) else { throw rangeError(field: "year", value: String(year)) }
    switch self {
    case .chinese, .dangi:
      return LunisolarTables.publishedYears(self)?.contains(year) == true ? .publishedTable : .astronomy
    case .islamicUmalqura:
      return UmmAlQuraTable.publishedYears.contains(year) ? .publishedTable : .icu
    case .islamic:
      return .icu
    default:
      return .arithmetic
    }
  }

  /// The years of this calendar whose months come from a published table
  /// (``CalendarSource/publishedTable``), or `nil` for a calendar without one.
  public var publishedYears: ClosedRange<Int>? {
    switch self {
    case .chinese, .dangi: LunisolarTables.publishedYears(self)
    case .islamicUmalqura: UmmAlQuraTable.publishedYears
    default: nil
    }
  }
}

extension CalendarDate {
  /// Where the months of this date's year come from (see
  /// ``CalendarSystem/source(ofYear:)``): ``CalendarSource/isAuthoritative``
  /// is `false` where the date is Yotei's or ICU's estimate.
  public var source: CalendarSource {
    (try? calendar.source(ofYear: year)) ?? .arithmetic
  }
}

extension UmmAlQuraTable {
  /// The AH years baked from the published table (the rest of the table is
  /// ICU 72's): before AH 1365 the published table has months of 28 and 31
  /// days (1343-09 ... 1364-08), which the Islamic months of CLDR and ICU
  /// (29 or 30 days) cannot hold.
  static let publishedYears = 1365...1500
}

extension LunisolarTables {
  /// The related ISO years of a calendar's published table.
  static func publishedYears(_ system: CalendarSystem) -> ClosedRange<Int>? {
    switch system {
    case .chinese: chineseYears
    case .dangi: dangiYears
    default: nil
    }
  }
}
