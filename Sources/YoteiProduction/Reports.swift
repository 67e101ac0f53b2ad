import Yotei

/// A day's status as plain values, ready to print or encode as JSON (what
/// the REPL's `kind DATE` shows).
public struct DayReport: Hashable, Sendable, Codable {
  /// The day, `YYYY-MM-DD`.
  public var iso: String
  /// The region code.
  public var region: String
  /// `working`, `weekend`, `holiday`, `transferredDayOff` or `transferredWorking`.
  public var kind: DayKind
  /// Whether the day is a shortened working day.
  public var shortened: Bool
  /// The working hours of the day in a week of ``weeklyHours``.
  public var hours: ExactHours
  /// The weekly hours ``hours`` is for: the region's standard week
  /// (``ProductionCalendar/standardWeeklyHours``: Russia 40, Israel 42, Iran
  /// 44) unless the report asked for another.
  public var weeklyHours: ExactHours
  /// The holiday name in the report's locale.
  public var name: String?
  /// The stable key of the name, for localization.
  public var nameKey: String?
  /// For transfers: the day the day off came from, `YYYY-MM-DD`.
  public var from: String?
  /// Whether the status is an estimate.
  public var estimated: Bool
  /// The id of the source that decided the day.
  public var source: String?
}

extension ProductionCalendar {
  /// The report of `day`: kind, shortening, hours for a week of
  /// `weeklyHours` (the region's standard week when `nil`), the holiday
  /// name in `locale`, the transfer source.
  ///
  /// ```swift
  /// let russia = try ProductionCalendar.shipped("RU")
  /// let report = try russia.report(of: Day(iso: 2025, 5, 9)!, locale: try CalendarLocale("ru-RU"))
  /// print(report.kind, report.name!)  // holiday День Победы
  /// ```
  public func report(
    of day: Day, locale: CalendarLocale = .english, lookup: HolidayNameLookup? = HolidayName.catalogLookup,
    weeklyHours: ExactHours? = nil
  ) throws(ProductionError) -> DayReport {
    let status = try status(of: day)
    return report(
      status, locale: locale, lookup: lookup, weeklyHours: weeklyHours ?? standardWeeklyHours(on: day))
  }

  /// Reports of a year's days off: holidays and transferred days off (see
  /// ``holidays(inYear:calendar:)``), in order, with names in `locale`.
  public func holidayReports(
    inYear year: Int, calendar: CalendarSystem = .gregorian, locale: CalendarLocale = .english,
    lookup: HolidayNameLookup? = HolidayName.catalogLookup
  ) throws(ProductionError) -> [DayReport] {
    try holidays(inYear: year, calendar: calendar).map {
      report($0, locale: locale, lookup: lookup, weeklyHours: standardWeeklyHours(on: $0.day))
    }
  }

  func report(
    _ status: DayStatus, locale: CalendarLocale, lookup: HolidayNameLookup?, weeklyHours: ExactHours
  )
    -> DayReport
  {
    DayReport(
      iso: status.day.isoString, region: status.region, kind: status.kind, shortened: status.isShortened,
      // A week pattern's days have their weekday's hours (Saturday 5 of 40).
      hours: definition.schedules.first { $0.weeklyHours == weeklyHours }.map { $0.hours(of: status) }
        ?? status.hours(weeklyHours: weeklyHours, workWeekDays: definition.workWeekDays),
      weeklyHours: weeklyHours,
      name: status.name(locale: locale, lookup: lookup), nameKey: status.nameKey,
      from: status.transferredFrom?.isoString, estimated: status.estimated, source: status.source)
  }
}

/// A JSON key by name (`hours40`, `hours42`: one per week of the region).
private struct NamedKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension WeeklyNorm {
  /// The JSON key of the norm: `hours` and the weekly hours (`hours40`, `hours42`, `hours38.5`).
  public var key: String { "hours" + weeklyHours.description }
}

extension PeriodNorm: Encodable {
  private enum Keys: String, CodingKey {
    case label, from, through, calendarDays, workingDays, daysOff, holidays, shortenedDays, weeklyHours
    case estimated, estimatedFrom, estimatedThrough, weekPatterns
  }

  /// Encodes flat: `label`, `from`, `through`, the counts, `weeklyHours`
  /// (the region's weeks), then one norm per week (``WeeklyNorm/key``:
  /// `hours40`, `hours36`, `hours24` for Russia, `hours42` for Israel) as a
  /// decimal string (rounded to the thousandth), `estimated`, and
  /// `estimatedFrom`/`estimatedThrough` when it is; for a region with other
  /// working weeks, `weekPatterns`: one object per week (see
  /// ``WeekPatternNorm``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(label, forKey: .label)
    try container.encode(firstDay, forKey: .from)
    try container.encode(lastDay, forKey: .through)
    try container.encode(calendarDays, forKey: .calendarDays)
    try container.encode(workingDays, forKey: .workingDays)
    try container.encode(daysOff, forKey: .daysOff)
    try container.encode(holidays, forKey: .holidays)
    try container.encode(shortenedDays, forKey: .shortenedDays)
    try container.encode(weeklyHours, forKey: .weeklyHours)
    var named = encoder.container(keyedBy: NamedKey.self)
    for norm in norms { try named.encode(norm.hours, forKey: NamedKey(norm.key)) }
    try container.encode(isEstimated, forKey: .estimated)
    if let range = estimatedDays {
      try container.encode(range.lowerBound, forKey: .estimatedFrom)
      try container.encode(range.upperBound, forKey: .estimatedThrough)
    }
    if !weekPatterns.isEmpty { try container.encode(weekPatterns, forKey: .weekPatterns) }
  }
}

extension WeekPatternNorm: Encodable {
  private enum Keys: String, CodingKey {
    case week, workingDays, daysOff, shortenedDays, weeklyHours, estimated
  }

  /// Encodes flat: `week` (the pattern's id), its `workingDays`, `daysOff`,
  /// `shortenedDays`, `weeklyHours`, one norm per week (`hours40`,
  /// `hours36`) and `estimated`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(pattern.id, forKey: .week)
    try container.encode(norm.workingDays, forKey: .workingDays)
    try container.encode(norm.daysOff, forKey: .daysOff)
    try container.encode(norm.shortenedDays, forKey: .shortenedDays)
    try container.encode(norm.weeklyHours, forKey: .weeklyHours)
    var named = encoder.container(keyedBy: NamedKey.self)
    for weekly in norm.norms { try named.encode(weekly.hours, forKey: NamedKey(weekly.key)) }
    try container.encode(norm.isEstimated, forKey: .estimated)
  }
}

extension YearNorms: Encodable {
  private enum Keys: String, CodingKey {
    case year, calendar, calendarDays, workingDays, daysOff, holidays, shortenedDays, weeklyHours
    case estimated, estimatedFrom, estimatedThrough, weekPatterns, quarters, months
  }

  /// Encodes the year and its calendar, the year's totals flat (with
  /// `estimated`), then `quarters` and `months` arrays.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(year, forKey: .year)
    try container.encode(calendar.identifier, forKey: .calendar)
    try container.encode(total.calendarDays, forKey: .calendarDays)
    try container.encode(total.workingDays, forKey: .workingDays)
    try container.encode(total.daysOff, forKey: .daysOff)
    try container.encode(total.holidays, forKey: .holidays)
    try container.encode(total.shortenedDays, forKey: .shortenedDays)
    try container.encode(total.weeklyHours, forKey: .weeklyHours)
    var named = encoder.container(keyedBy: NamedKey.self)
    for norm in total.norms { try named.encode(norm.hours, forKey: NamedKey(norm.key)) }
    try container.encode(isEstimated, forKey: .estimated)
    if let range = estimatedDays {
      try container.encode(range.lowerBound, forKey: .estimatedFrom)
      try container.encode(range.upperBound, forKey: .estimatedThrough)
    }
    if !total.weekPatterns.isEmpty { try container.encode(total.weekPatterns, forKey: .weekPatterns) }
    try container.encode(quarters, forKey: .quarters)
    try container.encode(months, forKey: .months)
  }
}
