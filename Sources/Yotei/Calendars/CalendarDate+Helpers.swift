extension Day {
  /// The day with the given proleptic Gregorian (ISO 8601) date, or an error
  /// naming the field that is wrong: the labelled, throwing counterpart of
  /// ``init(iso:_:_:)``, so code need not force-unwrap.
  ///
  /// ```swift
  /// print(try Day(iso: 2024, month: 3, day: 20).isoString)  // 2024-03-20
  /// ```
  ///
  /// - Throws: ``CalendarError`` naming the month or day that does not
  ///   exist, or a day outside ``supportedRange``.
  public init(iso year: Int, month: Int, day: Int) throws(CalendarError) {
    self = try CalendarSystem.iso8601.date(year: year, month: month, day: day).dayNumber
  }
}

/// The units a ``DateDuration`` counts, largest first.
public enum DateUnit: String, Hashable, Sendable, Codable, CaseIterable {
  /// Years of the calendar.
  case years
  /// Months of the calendar (a Hebrew leap year has 13).
  case months
  /// Seven days.
  case weeks
  /// Days.
  case days
}

/// A calendar duration in years, months, weeks and days, as Temporal's
/// `Duration` has them for dates: the result of
/// ``CalendarDate/until(_:largestUnit:)`` and ``CalendarDate/since(_:largestUnit:)``.
///
/// Every field has the same sign. Its ``description`` is ISO 8601 (`P1Y2M3D`,
/// `-P10D`, `P0D`).
public struct DateDuration: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Whole years.
  public var years: Int
  /// Whole months after the years.
  public var months: Int
  /// Whole weeks after the months.
  public var weeks: Int
  /// Days after the weeks.
  public var days: Int

  /// A duration from its fields.
  public init(years: Int = 0, months: Int = 0, weeks: Int = 0, days: Int = 0) {
    self.years = years
    self.months = months
    self.weeks = weeks
    self.days = days
  }

  /// The same duration pointing the other way.
  public var negated: DateDuration {
    DateDuration(years: -years, months: -months, weeks: -weeks, days: -days)
  }

  public var description: String {
    let negative = years < 0 || months < 0 || weeks < 0 || days < 0
    var text = negative ? "-P" : "P"
    for (value, unit) in [(years, "Y"), (months, "M"), (weeks, "W"), (days, "D")] where value != 0 {
      text += "\(value.magnitude)\(unit)"
    }
    return text.hasSuffix("P") ? text + "0D" : text
  }
}

extension CalendarDate {
  /// This date with another day of the same month.
  ///
  /// - Throws: ``CalendarError`` when the month has no such day and
  ///   `overflow` is `.reject` (`.constrain` takes the last day), or the
  ///   day is outside the supported ones.
  public func with(day: Int, overflow: Overflow = .reject) throws(CalendarError) -> CalendarDate {
    try calendar.date(year: year, month: month, day: day, overflow: overflow)
  }

  /// This date in another month (ordinal, from 1) of the same year, keeping
  /// the day of the month; `.constrain` (the default) takes the month's last
  /// day where it is shorter (31 January to February gives 28 or 29).
  ///
  /// - Throws: ``CalendarError`` when the year has no such month, or the day
  ///   does not exist and `overflow` is `.reject`.
  public func with(month: Int, overflow: Overflow = .constrain) throws(CalendarError) -> CalendarDate {
    try calendar.date(year: year, month: month, day: day, overflow: overflow)
  }

  /// The first day of this date's month.
  ///
  /// - Throws: ``CalendarError`` when that day is outside the supported days
  ///   (the partial first month).
  public func startOfMonth() throws(CalendarError) -> CalendarDate { try adding(days: 1 - day) }

  /// The last day of this date's month.
  ///
  /// - Throws: ``CalendarError`` when that day is outside the supported days.
  public func endOfMonth() throws(CalendarError) -> CalendarDate { try adding(days: daysInMonth - day) }

  /// The first day of this date's year.
  ///
  /// - Throws: ``CalendarError`` when that day is outside the supported days.
  public func startOfYear() throws(CalendarError) -> CalendarDate { try adding(days: 1 - dayOfYear) }

  /// The last day of this date's year.
  ///
  /// - Throws: ``CalendarError`` when that day is outside the supported days.
  public func endOfYear() throws(CalendarError) -> CalendarDate { try adding(days: daysInYear - dayOfYear) }

  /// Whether `other`'s day falls in the same month of the same year of this
  /// date's calendar (`other` is read in this calendar first).
  public func isSameMonth(as other: CalendarDate) -> Bool {
    let other = other.calendar == calendar ? other : other.converted(to: calendar)
    return other.year == year && other.month == month
  }

  /// The duration from this date to `other` (read in this date's calendar)
  /// in units up to `largestUnit`, by Temporal's rule for
  /// `PlainDate.prototype.until`: as many whole years as can be added to this
  /// date without passing `other`, then months, then weeks and days, where
  /// "passing" compares year, month and the *unconstrained* day, so
  /// 31 January until 28 February is 28 days (one month on would be
  /// "31 February", past it) and 31 January until 1 March is 1 month and
  /// 1 day.
  ///
  /// ```swift
  /// let a = try CalendarSystem.gregorian.date(year: 2024, month: 1, day: 31)
  /// let b = try CalendarSystem.gregorian.date(year: 2025, month: 3, day: 1)
  /// print(try a.until(b, largestUnit: .years))  // P1Y1M1D
  /// ```
  ///
  /// Every pair of supported dates has an answer: a step that would leave
  /// the supported days on the way counts as past `other`.
  ///
  /// - Throws: ``CalendarError`` only if a year table fails validation
  ///   (``CalendarError/Kind/invalidYearTable``).
  public func until(_ other: CalendarDate, largestUnit: DateUnit = .days) throws(CalendarError)
    -> DateDuration
  {
    let target = other.calendar == calendar ? other : other.converted(to: calendar)
    let total = dayNumber.distance(to: target.dayNumber)
    switch largestUnit {
    case .days: return DateDuration(days: total)
    case .weeks: return DateDuration(weeks: total / 7, days: total % 7)
    case .years, .months: break
    }
    let sign = total > 0 ? 1 : (total < 0 ? -1 : 0)
    guard sign != 0 else { return DateDuration() }
    // Whether (y, m, d), this date moved, is past `target` in the direction `sign`.
    func surpasses(_ y: Int, _ m: Int, _ d: Int) -> Bool {
      let a = (y, m, d)
      let b = (target.year, target.month, target.day)
      return sign > 0 ? a > b : a < b
    }
    // Whether `move` takes this date past `target`: a date past the
    // supported days is past it too, since `target` is a supported day
    // (a year after 9998-03-20 until 9999-05-25 would be 10000).
    func overshoots(_ move: () throws(CalendarError) -> CalendarDate) throws(CalendarError) -> Bool {
      do {
        let moved = try move()
        // The month as moved (a leap month may stand in), the day as it was.
        return surpasses(moved.year, moved.month, day)
      } catch  where error.kind == .outOfSupportedRange {
        return true
      }
    }
    var years = 0
    if largestUnit == .years {
      var candidate = target.year - year
      if candidate != 0 { candidate -= sign }
      while true {
        let n = candidate
        guard !(try overshoots { () throws(CalendarError) in try adding(years: n, overflow: .constrain) })
        else { break }
        years = candidate
        candidate += sign
      }
    }
    let base = try adding(years: years, overflow: .constrain)
    // Months: an estimate from the calendar's mean month (whole lunations
    // where months follow the moon), within a month or two of the answer
    // however far apart the dates are, moved back while it is past the
    // target, then forward while the next month is not. Each step is one
    // `adding(months:)`, which jumps: the cost does not grow with the span.
    func passes(_ n: Int) throws(CalendarError) -> Bool {
      try overshoots { () throws(CalendarError) in try base.adding(months: n, overflow: .constrain) }
    }
    let meanMonth = calendar.hasLeapMonths ? 29.530_589 : calendar.yearEstimate.meanMonth
    var months = Int((Double(base.dayNumber.distance(to: target.dayNumber)) / meanMonth).rounded(.towardZero))
    while months != 0, try passes(months) { months -= sign }
    while !(try passes(months + sign)) { months += sign }
    let end = try base.adding(months: months, overflow: .constrain)
    return DateDuration(years: years, months: months, days: end.dayNumber.distance(to: target.dayNumber))
  }

  /// The duration from `other` to this date, Temporal's
  /// `PlainDate.prototype.since`: ``until(_:largestUnit:)`` from this date
  /// to `other`, negated.
  ///
  /// - Throws: ``CalendarError`` only if a year table fails validation.
  public func since(_ other: CalendarDate, largestUnit: DateUnit = .days) throws(CalendarError)
    -> DateDuration
  {
    try until(other, largestUnit: largestUnit).negated
  }
}

extension CalendarSystem {
  /// The number of months from the month containing `a` to the month
  /// containing `b` (negative when `b` is earlier), both read in this
  /// calendar, without building the year tables in between.
  ///
  /// Calendars whose years all have the same months count years times that
  /// number. In the Hebrew, Chinese and Dangi calendars every month begins
  /// within about three days of a mean lunation (29.530589 days) after the
  /// one before, less than half a lunation off over the whole supported
  /// range, so the months between two month starts are their distance in
  /// lunations, rounded.
  ///
  /// - Complexity: O(1): two conversions.
  package func monthOffset(from a: Day, to b: Day) -> Int {
    let first = dateClampingToSupported(a)
    let second = dateClampingToSupported(b)
    if first.year == second.year { return second.month - first.month }
    guard hasLeapMonths else {
      return (second.year - first.year) * first.monthsInYear + (second.month - first.month)
    }
    let start = first.dayNumber.julianDayNumber - (first.day - 1)
    let end = second.dayNumber.julianDayNumber - (second.day - 1)
    return Int((Double(end - start) / 29.530_589).rounded())
  }
}
