internal import CYoteiICU

/// How weeks are laid out: the first weekday, the minimal number of days of a
/// year's first week, and the weekend.
///
/// Values come from CLDR through ICU (`ucal_getDayOfWeekType`): Iran's weekend
/// is Friday, Israel's and Saudi Arabia's Friday and Saturday, India's Sunday.
/// Any field can be overridden, for example an English UI with a Monday start.
public struct WeekRule: Hashable, Sendable, Codable {
  /// The weekday in the first column of a grid.
  public var firstWeekday: Weekday
  /// The fewest days of a new year that the first week of the year must hold,
  /// `1...7` (a value set outside counts as the nearest end).
  public var minimalDaysInFirstWeek: Int
  /// The weekend days.
  public var weekend: Set<Weekday>

  private enum CodingKeys: String, CodingKey {
    case firstWeekday, minimalDaysInFirstWeek, weekend
  }

  /// Encodes the rule with its weekend in ISO weekday order, so the same
  /// rule always encodes to the same text (a `Set` encodes in a different
  /// order in each run).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(firstWeekday, forKey: .firstWeekday)
    try container.encode(minimalDaysInFirstWeek, forKey: .minimalDaysInFirstWeek)
    try container.encode(weekend.sorted(), forKey: .weekend)
  }

  /// A rule from its parts.
  public init(firstWeekday: Weekday, minimalDaysInFirstWeek: Int, weekend: Set<Weekday>) {
    self.firstWeekday = firstWeekday
    self.minimalDaysInFirstWeek = min(max(minimalDaysInFirstWeek, 1), 7)
    self.weekend = weekend
  }

  /// ISO 8601: weeks start on Monday, week 1 holds the year's first Thursday;
  /// Saturday and Sunday are the weekend.
  public static let iso8601 = WeekRule(
    firstWeekday: .monday, minimalDaysInFirstWeek: 4, weekend: [.saturday, .sunday])

  /// The rule of a locale, with its `-u-fw-` keyword honoured.
  public init(locale: CalendarLocale) { self = locale.weekRule }

  init(icuLocale: String) {
    var first: Int32 = 1
    var minimal: Int32 = 1
    var mask: Int32 = 0
    _ = yotei_week_data(icuLocale, &first, &minimal, &mask)
    // ICU numbers Sunday 1 ... Saturday 7.
    func weekday(icu: Int32) -> Weekday { icu == 1 ? .sunday : Weekday(rawValue: Int(icu) - 1)! }
    self.init(
      firstWeekday: weekday(icu: first), minimalDaysInFirstWeek: Int(minimal),
      weekend: Set((1...7).filter { mask & (1 << $0) != 0 }.map { weekday(icu: Int32($0)) }))
  }

  /// The seven weekdays in display order, from ``firstWeekday``.
  public var weekdaysInOrder: [Weekday] { (0..<7).map { firstWeekday.advanced(by: $0) } }

  /// Whether `day` falls on the weekend.
  public func isWeekend(_ day: Day) -> Bool { weekend.contains(day.isoWeekday) }

  /// The first day of the week containing `day`.
  public func startOfWeek(containing day: Day) -> Day {
    day - firstWeekday.days(to: day.isoWeekday)
  }

  /// The week of the year containing `day` under this rule, counted in
  /// `calendar`'s years, with the year the week belongs to (a week at the end
  /// of December can be week 1 of the next year).
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public func weekOfYear(_ day: Day, in calendar: CalendarSystem = .gregorian) throws(CalendarError) -> (
    yearForWeek: Int, week: Int
  ) {
    let date = try calendar.date(of: day)
    let thisYearWeek1 = firstWeekStart(calendarYear: date.year, calendar: calendar)
    if day < thisYearWeek1 {
      let start = firstWeekStart(calendarYear: date.year - 1, calendar: calendar)
      return (date.year - 1, (day - start) / 7 + 1)
    }
    let nextYearWeek1 = firstWeekStart(calendarYear: date.year + 1, calendar: calendar)
    if day >= nextYearWeek1 { return (date.year + 1, 1) }
    return (date.year, (day - thisYearWeek1) / 7 + 1)
  }

  private func firstWeekStart(calendarYear: Int, calendar: CalendarSystem) -> Day {
    guard let first = try? calendar.months(inYear: calendarYear).first?.firstDay else {
      return calendar.uncheckedDate(of: Day.minimum).dayNumber
    }
    let weekStart = startOfWeek(containing: first)
    let daysInFirstWeek = 7 - (first - weekStart)
    // ICU's range: fewer than 1 counts as 1, more than 7 as 7.
    let minimal = min(max(minimalDaysInFirstWeek, 1), 7)
    return daysInFirstWeek >= minimal ? weekStart : weekStart + 7
  }

  /// The ISO 8601 week and week-based year of `day` (3 January 2021 is in week 53 of 2020),
  /// named as ``weekOfYear(_:in:)`` names its result.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public static func isoWeek(of day: Day) throws(CalendarError) -> (yearForWeek: Int, week: Int) {
    let r = try WeekRule.iso8601.weekOfYear(day, in: .gregorian)
    return (r.yearForWeek, r.week)
  }
}
