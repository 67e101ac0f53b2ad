/// A date in one calendar system: calendar, era, year, month and day.
///
/// A `CalendarDate` is always valid: it is created from a ``Day`` or checked
/// field by field. Its month is known both by ``monthCode`` (stable across
/// years) and by ``month``, the ordinal month of that year (Hebrew Tishrei is
/// 1; Nisan is 7 in a common year and 8 in a leap year).
///
/// ```swift
/// let adarI = try CalendarSystem.hebrew.date(year: 5787, monthCode: MonthCode("M05L")!, day: 10)
/// try adarI.adding(years: 1).monthCodeString   // "5788-M06-10" (Adar in a common year)
/// ```
///
/// Dates order by day first; the same day in two calendars orders by
/// calendar (`CalendarSystem.allCases` order), so `<`, `==` and `>` are a
/// strict total order consistent with `==`. Use ``isSameDay(as:)`` to ask
/// whether two dates of any calendars are one day.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  // The fields are stored narrow (27 bytes), so that a date travels in four
  // registers instead of through memory: `date(of:)` returns it that way.
  // Every value fits: validated year tables have 12 or 13 months of at most
  // 31 days, and years, eras and years of era stay within a few tens of
  // thousands over ``Day/supportedRange``.
  /// The day number.
  @inlinable public var dayNumber: Day { storedDayNumber }
  @usableFromInline var storedDayNumber: Day
  @usableFromInline let storedYear: Int32
  @usableFromInline let storedYearOfEra: Int32
  @usableFromInline let storedEra: Int16
  @usableFromInline let storedDaysInYear: UInt16
  @usableFromInline let storedMonth: UInt8
  @usableFromInline let storedMonthNumber: UInt8
  @usableFromInline let storedIsLeapMonth: Bool
  @usableFromInline let storedMonthsInYear: UInt8
  @usableFromInline let storedDaysInMonth: UInt8
  /// The calendar system.
  public let calendar: CalendarSystem
  // Last, so that the day, the one field that differs between the days of a
  // month, is one byte of the last word (``init(_:jdn:)``).
  @usableFromInline var storedDay: UInt8

  /// ICU's era number (0 = BCE and 1 = CE in Gregorian; Japanese eras count
  /// from Taika, 0).
  ///
  /// Where a calendar has no era of its own, Yotei uses the Gregorian eras
  /// with the proleptic Gregorian year, as ICU4X does: Japanese days before
  /// Taika (645-06-19) are ``eraCE`` or ``eraBCE``, and Buddhist days before
  /// 1 BE (ISO -542) ``eraBCE``. So ``yearOfEra`` is never zero or negative
  /// in these calendars, and formatted text names the era.
  public var era: Int { Int(storedEra) }
  /// The era of a Japanese day before Taika, in years 1-644 of the common era.
  public static let eraCE = -1
  /// The era of a Japanese day before year 1, or a Buddhist day before 1 BE:
  /// ``yearOfEra`` counts back from 1 BCE (ISO year 0).
  public static let eraBCE = -2
  /// The year within ``era``.
  public var yearOfEra: Int { Int(storedYearOfEra) }
  /// The calendar's arithmetic year, as used in `YYYY-MM-DD` (see ``CalendarSystem``).
  public var year: Int { Int(storedYear) }
  /// The ordinal month in this year, from 1.
  public var month: Int { Int(storedMonth) }
  /// The month code (`M01`, `M05L`).
  public var monthCode: MonthCode { MonthCode(valid: Int(storedMonthNumber), isLeap: storedIsLeapMonth) }
  /// The day of the month, from 1.
  public var day: Int { Int(storedDay) }
  /// The number of months in this year.
  public var monthsInYear: Int { Int(storedMonthsInYear) }
  /// The number of days in this month.
  public var daysInMonth: Int { Int(storedDaysInMonth) }
  /// The number of days in this year.
  public var daysInYear: Int { Int(storedDaysInYear) }

  /// Whether the year is a leap year: it has a leap month (Hebrew, Chinese) or
  /// more days than the calendar's common year.
  public var isLeapYear: Bool {
    calendar.hasLeapMonths ? monthsInYear > 12 : daysInYear > calendar.commonYearLength
  }

  /// The ISO weekday.
  public var weekday: Weekday { dayNumber.isoWeekday }

  /// The ordinal day of the year, from 1.
  public var dayOfYear: Int {
    dayNumber.julianDayNumber - calendar.engine.year(year - calendar.yearOffset).firstDay + 1
  }

  @inlinable @inline(__always)
  init(
    calendar: CalendarSystem, era: Int, yearOfEra: Int, year: Int, month: Int, monthCode: MonthCode, day: Int,
    dayNumber: Day, monthsInYear: Int, daysInMonth: Int, daysInYear: Int
  ) {
    self.calendar = calendar
    self.storedEra = Int16(truncatingIfNeeded: era)
    self.storedYearOfEra = Int32(truncatingIfNeeded: yearOfEra)
    self.storedYear = Int32(truncatingIfNeeded: year)
    self.storedMonth = UInt8(truncatingIfNeeded: month)
    self.storedMonthNumber = UInt8(truncatingIfNeeded: monthCode.number)
    self.storedIsLeapMonth = monthCode.isLeap
    self.storedDay = UInt8(truncatingIfNeeded: day)
    self.storedDayNumber = dayNumber
    self.storedMonthsInYear = UInt8(truncatingIfNeeded: monthsInYear)
    self.storedDaysInMonth = UInt8(truncatingIfNeeded: daysInMonth)
    self.storedDaysInYear = UInt16(truncatingIfNeeded: daysInYear)
  }

  /// Another day of the month of `template`: `jdn` must lie in that month.
  @inline(__always)
  init(_ template: CalendarDate, jdn: Int) {
    self = template
    storedDay = UInt8(truncatingIfNeeded: jdn &- template.dayNumber.julianDayNumber &+ 1)
    storedDayNumber = Day(julianDayNumber: jdn)
  }

  init(calendar: CalendarSystem, table: YearTable, monthIndex: Int, jdn: Int) {
    let entry = table.months[monthIndex]
    let (era, yoe) = entry.era(of: jdn)
    self.init(
      calendar: calendar, era: era, yearOfEra: yoe, year: table.extendedYear + calendar.yearOffset,
      month: monthIndex + 1, monthCode: entry.code, day: jdn - entry.firstDay + 1,
      dayNumber: Day(julianDayNumber: jdn), monthsInYear: table.months.count, daysInMonth: entry.length,
      daysInYear: table.endDay - table.firstDay)
  }

  /// `YYYY-MM-DD` with the calendar's year and ordinal month (`5784-07-01`).
  public var ordinalString: String {
    ISOArithmetic.format(year: year, month: month, day: day)
  }

  /// `YYYY-Mmm-DD` with the month code (`5784-M05L-10`).
  public var monthCodeString: String {
    let y = ISOArithmetic.format(year: year, month: 1, day: 1).dropLast(6)
    return "\(y)-\(monthCode)-\(day < 10 ? "0" : "")\(day)"
  }

  /// RFC 9557 form: the ISO date with the calendar annotation
  /// (`2024-03-20[u-ca=persian]`, `2024-03-20[u-ca=gregory]`); plain ISO for
  /// the ISO 8601 calendar only.
  public var description: String {
    switch calendar {
    case .iso8601: dayNumber.isoString
    default: "\(dayNumber.isoString)[u-ca=\(calendar.cldrIdentifier)]"
    }
  }

  /// Day first, then calendar: consistent with `==`, which compares both.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    if lhs.dayNumber != rhs.dayNumber { return lhs.dayNumber < rhs.dayNumber }
    return lhs.calendar.index < rhs.calendar.index
  }

  /// Whether `other` is the same day, in whatever calendar.
  ///
  /// ```swift
  /// let nowruz = try CalendarSystem.persian.date(year: 1404, month: 1, day: 1)
  /// let iso = try CalendarSystem.gregorian.date(year: 2025, month: 3, day: 21)
  /// print(nowruz == iso, nowruz.isSameDay(as: iso))  // false true
  /// ```
  public func isSameDay(as other: CalendarDate) -> Bool { dayNumber == other.dayNumber }

  public static func == (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    lhs.calendar == rhs.calendar && lhs.dayNumber == rhs.dayNumber
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(calendar)
    hasher.combine(dayNumber)
  }

  /// The same day in another calendar.
  public func converted(to other: CalendarSystem) -> CalendarDate { other.uncheckedDate(of: dayNumber) }

  /// The date `n` days later (earlier when negative).
  ///
  /// - Throws: ``CalendarError`` when the result leaves ``Day/supportedRange``.
  public func adding(days n: Int) throws(CalendarError) -> CalendarDate {
    try calendar.checkedDate(of: dayNumber.julianDayNumber.addingReportingOverflow(n))
  }

  /// The date `n` months later, stepping through each year's months in order
  /// (a Hebrew leap year has 13).
  ///
  /// With `.constrain`, a day past the end of the target month becomes its last
  /// day (31 January + 1 month = 28 or 29 February).
  public func adding(months n: Int, overflow: Overflow = .constrain) throws(CalendarError) -> CalendarDate {
    guard n.magnitude <= 14 * 20_000 else {
      throw calendar.rangeError(field: "months", value: String(n))
    }
    var y = year
    var index = month - 1 + n
    if !calendar.hasLeapMonths {
      // Every year has the same months: no walk (a walk over far years costs
      // an ICU table per year).
      let q = index >= 0 ? index / monthsInYear : -((monthsInYear - 1 - index) / monthsInYear)
      y += q
      index -= q * monthsInYear
    } else if n.magnitude > 40 {
      // Jump instead of walking year by year: every month of these calendars
      // starts within a day or two of a new moon, so the month n months on
      // contains the day n mean synodic months (29.530589 days) after this
      // month's first day, moved 14 days into that month.
      let firstOfMonth = dayNumber.julianDayNumber - (day - 1)
      let middle = firstOfMonth + Int((Double(n) * 29.530_589).rounded()) + 14
      let target = try calendar.date(of: Day(julianDayNumber: middle))
      return try calendar.date(
        table: try calendar.table(forYear: target.year), year: target.year, index: target.month - 1, day: day,
        overflow: overflow)
    }
    var count = try calendar.table(forYear: y).months.count
    while index >= count {
      index -= count
      y += 1
      count = try calendar.table(forYear: y).months.count
    }
    while index < 0 {
      y -= 1
      count = try calendar.table(forYear: y).months.count
      index += count
    }
    return try calendar.date(
      table: try calendar.table(forYear: y), year: y, index: index, day: day, overflow: overflow)
  }

  /// The date `n` years later, keeping the month code.
  ///
  /// If the month does not exist in the target year, `.constrain` uses the
  /// month that stands in for it (Hebrew Adar I `M05L` becomes Adar `M06`; a
  /// Chinese leap month becomes the ordinary month of the same number) and
  /// `.reject` throws.
  public func adding(years n: Int, overflow: Overflow = .constrain) throws(CalendarError) -> CalendarDate {
    let (target, didOverflow) = year.addingReportingOverflow(n)
    guard !didOverflow else { throw calendar.rangeError(field: "year", value: "\(year) + \(n)") }
    return try calendar.date(year: target, monthCode: monthCode, day: day, overflow: overflow)
  }
}

extension CalendarDate: Codable {
  /// Decodes the RFC 9557 form written by ``encode(to:)`` (`2024-03-20[u-ca=persian]`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try CalendarDate(parsing: text, calendar: .iso8601)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
    }
  }

  /// Encodes the date as its RFC 9557 string, so the day never shifts and the
  /// calendar travels with it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// One month of a year, in order.
public struct MonthInfo: Hashable, Sendable {
  /// The month code.
  public let monthCode: MonthCode
  /// The ordinal month in its year, from 1.
  public let ordinal: Int
  /// The first day of the month.
  public let firstDay: Day
  /// The number of days in the month.
  public let length: Int
  /// The last day of the month.
  public var lastDay: Day { firstDay + (length - 1) }
  /// Every day of the month.
  public var days: ClosedRange<Day> { firstDay...lastDay }
}

extension CalendarSystem {
  /// Days in a common year, used by ``CalendarDate/isLeapYear`` for solar calendars.
  var commonYearLength: Int {
    switch self {
    case .islamic, .islamicCivil, .islamicTbla, .islamicUmalqura: 354
    default: 365
    }
  }

  func rangeError(field: String, value: String) -> CalendarError {
    let range = supportedYearRange
    return CalendarError(
      kind: .outOfSupportedRange, field: field, value: value,
      allowed: "\(range.lowerBound)...\(range.upperBound)",
      message:
        "\(field) \(value) is outside the range Yotei supports for the \(rawValue) calendar (years \(range.lowerBound)...\(range.upperBound))"
    )
  }

  /// The years of this calendar with at least one day in ``Day/supportedRange``.
  ///
  /// The first and last years are partial (Gregorian -4713 begins on JDN 0,
  /// 24 November; Chinese 9999 runs past 9999-12-31): their days outside the
  /// range are refused with `outOfSupportedRange`, and every date
  /// ``date(of:)`` gives can be built again from its fields.
  public var supportedYearRange: ClosedRange<Int> {
    let r = engine.extendedYearRange
    return (r.lowerBound + yearOffset)...(r.upperBound + yearOffset)
  }

  func checkedDate(of result: (partialValue: Int, overflow: Bool)) throws(CalendarError) -> CalendarDate {
    guard !result.overflow else { throw CalendarError.unsupportedDay("beyond Int") }
    return try date(of: Day(julianDayNumber: result.partialValue))
  }

  /// The date of a day in this calendar.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public func date(of day: Day) throws(CalendarError) -> CalendarDate {
    uncheckedDate(of: try day.checkedSupported())
  }

  /// The date of a day known to be in ``Day/supportedRange`` (internal callers
  /// that got the day from a table or a valid date).
  @inline(__always)
  func uncheckedDate(of day: Day) -> CalendarDate {
    let jdn = day.julianDayNumber
    if let date = closedFormDate(jdn) { return date }
    if let date = CalendarEngine.publishedDate(jdn, calendar: self) { return date }
    return buildingDate(of: jdn)
  }

  /// The date of a day whose year (or whose calendar's engine) is not built
  /// yet: builds them, so the next day of the year takes the published path.
  @inline(never)
  func buildingDate(of jdn: Int) -> CalendarDate {
    let table = engine.year(containing: jdn)
    return CalendarDate(calendar: self, table: table, monthIndex: table.monthIndex(containing: jdn), jdn: jdn)
  }

  /// The date of the supported day nearest to `day`: for modules that have
  /// already refused unsupported days at their entry points and step a day or
  /// a month past the edge of the range internally.
  package func dateClampingToSupported(_ day: Day) -> CalendarDate {
    uncheckedDate(of: min(max(day, Day.minimum), Day.maximum))
  }

  /// The date of a day, or an error if the day is outside ``Day/supportedRange``
  /// (the same as ``date(of:)``, kept for existing callers).
  public func checkedDate(of day: Day) throws(CalendarError) -> CalendarDate {
    try date(of: day)
  }

  func table(forYear year: Int) throws(CalendarError) -> YearTable {
    TableProbe.record()
    guard supportedYearRange.contains(year) else { throw rangeError(field: "year", value: String(year)) }
    return try engine.checkedYear(year - yearOffset)
  }

  /// The months of a year, in order.
  ///
  /// In the first and last years of ``supportedYearRange``, which lie partly
  /// outside ``Day/supportedRange``, only the months with a supported day are
  /// listed (each keeps its ordinal).
  public func months(inYear year: Int) throws(CalendarError) -> [MonthInfo] {
    let table = try table(forYear: year)
    let first = Day.minimum.julianDayNumber
    let last = Day.maximum.julianDayNumber
    return table.months.enumerated().compactMap { i, m in
      guard m.firstDay <= last && m.firstDay + m.length - 1 >= first else { return nil }
      return MonthInfo(
        monthCode: m.code, ordinal: i + 1, firstDay: Day(julianDayNumber: m.firstDay), length: m.length)
    }
  }

  /// Whether `year` is a leap year (see ``CalendarDate/isLeapYear``).
  public func isLeapYear(_ year: Int) throws(CalendarError) -> Bool {
    let table = try table(forYear: year)
    return hasLeapMonths ? table.months.count > 12 : table.endDay - table.firstDay > commonYearLength
  }

  /// The date with an ordinal month.
  ///
  /// - Parameters:
  ///   - year: The calendar's arithmetic year (see ``CalendarDate/year``).
  ///   - month: The ordinal month in that year, from 1.
  ///   - day: The day of the month, from 1.
  ///   - overflow: `.constrain` clamps the month and day to the year's; `.reject` throws.
  /// - Throws: ``CalendarError`` naming the field, the value and what is allowed.
  @inlinable @inline(__always)
  public func date(year: Int, month: Int, day: Int, overflow: Overflow = .reject) throws(CalendarError)
    -> CalendarDate
  {
    // The formula inline (issue 25: a call and a frame cost more than it);
    // the year tables out of line.
    if let date = closedFormDate(year: year, month: month, day: day) { return date }
    return try tableDate(year: year, month: month, day: day, overflow: overflow)
  }

  /// ``date(year:month:day:overflow:)`` from the year tables: every calendar
  /// without a formula, the partial first and last years, and the errors.
  @usableFromInline
  func tableDate(year: Int, month: Int, day: Int, overflow: Overflow) throws(CalendarError) -> CalendarDate {
    if let date = CalendarEngine.publishedDate(year: year, monthIndex: month &- 1, day: day, calendar: self) {
      return date
    }
    let table = try table(forYear: year)
    // `month - 1` would overflow for Int.min; any month below 1 is out of range.
    var index = month >= 1 ? month - 1 : -1
    if !(0..<table.months.count).contains(index) {
      guard overflow == .constrain, month >= 1 else {
        let everAllowed = possibleMonthCodes.count > 13 ? 13 : possibleMonthCodes.count
        let inCalendar = month >= 1 && month <= everAllowed
        throw CalendarError(
          kind: inCalendar ? .monthNotInYear : .fieldOutOfRange, field: "month", value: String(month),
          allowed: "1...\(table.months.count)",
          message: inCalendar
            ? "month \(month) does not exist in \(rawValue) year \(year), which has \(table.months.count) months (1...\(table.months.count))"
            : "month \(month) is out of range for the \(rawValue) calendar (1...\(table.months.count) in year \(year))"
        )
      }
      index = table.months.count - 1
    }
    return try date(table: table, year: year, index: index, day: day, overflow: overflow)
  }

  /// The date with a month code (`M05L` for Hebrew Adar I).
  ///
  /// - Throws: ``CalendarError`` of kind `monthNotInCalendar` when the code
  ///   never occurs in this calendar, `monthNotInYear` when it does not occur in
  ///   this year and `overflow` is `.reject`, or `dayNotInMonth`.
  @inlinable @inline(__always)
  public func date(year: Int, monthCode: MonthCode, day: Int, overflow: Overflow = .reject)
    throws(CalendarError) -> CalendarDate
  {
    if !monthCode.isLeap, let date = closedFormDate(year: year, month: monthCode.number, day: day) {
      return date
    }
    return try tableDate(year: year, monthCode: monthCode, day: day, overflow: overflow)
  }

  /// ``date(year:monthCode:day:overflow:)`` from the year tables.
  @usableFromInline
  func tableDate(year: Int, monthCode: MonthCode, day: Int, overflow: Overflow) throws(CalendarError)
    -> CalendarDate
  {
    if let date = CalendarEngine.publishedDate(year: year, monthCode: monthCode, day: day, calendar: self) {
      return date
    }
    guard possibleMonthCodes.contains(monthCode) else {
      throw CalendarError(
        kind: .monthNotInCalendar, field: "monthCode", value: monthCode.description,
        allowed: possibleMonthCodes.map(\.description).joined(separator: ", "),
        message:
          "month code \(monthCode) does not exist in the \(rawValue) calendar (allowed: \(possibleMonthCodes.map(\.description).joined(separator: ", ")))"
      )
    }
    let table = try table(forYear: year)
    if let index = table.months.firstIndex(where: { $0.code == monthCode }) {
      return try date(table: table, year: year, index: index, day: day, overflow: overflow)
    }
    let codes = table.months.map(\.code.description).joined(separator: ", ")
    guard overflow == .constrain else {
      throw CalendarError(
        kind: .monthNotInYear, field: "monthCode", value: monthCode.description, allowed: codes,
        message: "month \(monthCode) does not exist in \(rawValue) year \(year) (its months: \(codes))")
    }
    // Adar I stands in for Adar in a common year; a Chinese leap month for its
    // ordinary month of the same number.
    let substitute =
      self == .hebrew && monthCode == MonthCode(number: 5, isLeap: true)!
      ? MonthCode(number: 6)! : MonthCode(number: monthCode.number)!
    let index = table.months.firstIndex(where: { $0.code == substitute }) ?? table.months.count - 1
    return try date(table: table, year: year, index: index, day: day, overflow: overflow)
  }

  func date(table: YearTable, year: Int, index: Int, day: Int, overflow: Overflow)
    throws(CalendarError)
    -> CalendarDate
  {
    let entry = table.months[index]
    var d = day
    if d < 1 || d > entry.length {
      guard overflow == .constrain, d >= 1 else {
        throw CalendarError(
          kind: d < 1 ? .fieldOutOfRange : .dayNotInMonth, field: "day", value: String(day),
          allowed: "1...\(entry.length)",
          message:
            "day \(day) does not exist in month \(entry.code) (ordinal \(index + 1)) of \(rawValue) year \(year), which has \(entry.length) days (1...\(entry.length))"
        )
      }
      d = entry.length
    }
    let jdn = entry.firstDay + d - 1
    // The first and last years are partial: their days outside the range are refused.
    guard Day.supportedRange.contains(Day(julianDayNumber: jdn)) else {
      throw CalendarError(
        kind: .outOfSupportedRange, field: "date", value: "\(year)-\(entry.code)-\(d)",
        allowed: "\(Day.minimum) ... \(Day.maximum)",
        message:
          "\(rawValue) \(year)-\(entry.code)-\(d) is outside the days Yotei supports (\(Day.minimum) ... \(Day.maximum))"
      )
    }
    return CalendarDate(calendar: self, table: table, monthIndex: index, jdn: jdn)
  }
}
