import Yotei

/// A day a holiday rule gives in a year's window, with what the year build
/// needs to know of it. One non-generic struct for every step (a calendar's
/// occurrences, announced dates, the days of a multi-day holiday), so the
/// build makes no tuple arrays or per-day dictionaries, whose first use in a
/// process makes the Swift runtime build their metadata.
struct RuleDay {
  /// The day.
  var day: Day
  /// Whether the day rests on estimated data.
  var estimated: Bool
  /// The first day of the holiday the day belongs to (itself, but for the
  /// later days of a multi-day holiday): its year decides the rule's years.
  var first: Day
  /// Whether an announcement gave the day.
  var announced = false
  /// The announcement's source, for an announced day.
  var source: String? = nil

  /// A day of a holiday of one day, `estimated` or not.
  init(day: Day, estimated: Bool) {
    self.day = day
    self.estimated = estimated
    self.first = day
  }
}

/// A calendar in which holiday rules can name fixed dates.
protocol HolidayCalendarSource: Sendable {
  /// The days in `window` that are `day` of `month` in this calendar, each
  /// with whether it rests on estimated data.
  func occurrences(month: MonthRef, day: DayOfMonth, in window: ClosedRange<Day>) throws(ProductionError)
    -> [RuleDay]
}

/// The proleptic Gregorian calendar, computed from day numbers.
struct GregorianSource: HolidayCalendarSource {
  func occurrences(month: MonthRef, day: DayOfMonth, in window: ClosedRange<Day>) throws(ProductionError)
    -> [RuleDay]
  {
    guard case .ordinal(let m) = month, (1...12).contains(m) else {
      throw .invalidData("a Gregorian month must be 1-12, not \(month)")
    }
    var result: [RuleDay] = []
    for year in window.lowerBound.isoDate.year...window.upperBound.isoDate.year {
      let d: Int
      switch day {
      case .day(let n): d = n
      case .last: d = Gregorian.daysInMonth(year: year, month: m)
      }
      if let found = Day(iso: year, m, d), window.contains(found) {
        result.append(RuleDay(day: found, estimated: false))
      }
    }
    return result
  }
}

/// A lunar calendar given by a table of observed month starts.
struct MonthTableSource: HolidayCalendarSource {
  let table: MonthTable

  func occurrences(month: MonthRef, day: DayOfMonth, in window: ClosedRange<Day>) throws(ProductionError)
    -> [RuleDay]
  {
    guard case .ordinal(let m) = month, (1...12).contains(m) else {
      throw .invalidData("a month of \(table.id) must be 1-12, not \(month)")
    }
    guard let low = table.date(of: window.lowerBound), let high = table.date(of: window.upperBound) else {
      throw .invalidData("\(table.id) has no data before \(table.starts.first?.isoString ?? "?")")
    }
    var result: [RuleDay] = []
    for year in low.year...high.year {
      guard let start = table.start(year: year, month: m), let length = table.length(year: year, month: m)
      else { continue }
      let offset: Int
      switch day {
      case .day(let n):
        guard n >= 1, n <= length.days else { continue }
        offset = n - 1
      case .last: offset = length.days - 1
      }
      let found = start.day + offset
      // A 30th day is only certain when the next month's start is known.
      let estimated = start.estimated || (length.estimated && (offset >= 29 || day == .last))
      if window.contains(found) { result.append(RuleDay(day: found, estimated: estimated)) }
    }
    return result
  }
}

/// Proleptic Gregorian helpers on top of ``Day``.
enum Gregorian {
  static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The `n`th `weekday` of a month (`n < 0` counts from the end), or `nil`.
  static func nthWeekday(year: Int, month: Int, weekday: Weekday, n: Int) -> Day? {
    guard n != 0, (1...12).contains(month) else { return nil }
    if n > 0 {
      guard let first = Day(iso: year, month, 1) else { return nil }
      let day = first + first.isoWeekday.days(to: weekday) + (n - 1) * 7
      return day.isoDate.month == month ? day : nil
    }
    guard let last = Day(iso: year, month, daysInMonth(year: year, month: month)) else { return nil }
    let day = last - weekday.days(to: last.isoWeekday) + (n + 1) * 7
    return day.isoDate.month == month ? day : nil
  }

  /// Easter Sunday of `year`, as a Gregorian day.
  static func easter(year: Int, kind: EasterKind) -> Day {
    switch kind {
    case .western:
      // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
      let a = year % 19
      let b = year / 100
      let c = year % 100
      let d = b / 4
      let e = b % 4
      let f = (b + 8) / 25
      let g = (b - f + 1) / 3
      let h = (19 * a + b - d - g + 15) % 30
      let i = c / 4
      let k = c % 4
      let l = (32 + 2 * e + 2 * i - h - k) % 7
      let m = (a + 11 * h + 22 * l) / 451
      let month = (h + l - 7 * m + 114) / 31
      let day = (h + l - 7 * m + 114) % 31 + 1
      return Day(iso: year, month, day)!
    case .orthodox:
      // Meeus's Julian algorithm, then the Julian date as a day number.
      let a = year % 4
      let b = year % 7
      let c = year % 19
      let d = (19 * c + 15) % 30
      let e = (2 * a + 4 * b - d + 34) % 7
      let month = (d + e + 114) / 31
      let day = (d + e + 114) % 31 + 1
      return Day(julianDayNumber: julianCalendarDayNumber(year: year, month: month, day: day))
    }
  }

  /// The Julian Day Number of a date in the Julian calendar.
  static func julianCalendarDayNumber(year: Int, month: Int, day: Int) -> Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    return day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083
  }
}
