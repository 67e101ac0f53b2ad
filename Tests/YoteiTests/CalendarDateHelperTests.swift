import Testing

@testable import Yotei

/// The helpers app code wrote by hand: a labelled throwing ISO initializer,
/// `with`, start and end of month and year, `isSameMonth`, and `until` /
/// `since` by Temporal's largest-unit rule, in every calendar.
@Suite struct CalendarDateHelperTests {
  @Test func labelledISOInitializerThrowsInsteadOfReturningNil() throws {
    #expect(try Day(iso: 2024, month: 2, day: 29) == Day(iso: 2024, 2, 29)!)
    let error = try #require(throws: CalendarError.self) { try Day(iso: 2023, month: 2, day: 29) }
    #expect(error.field == "day" && error.kind == .dayNotInMonth)
    #expect(throws: CalendarError.self) { try Day(iso: 10_000, month: 1, day: 1) }
    #expect(throws: CalendarError.self) { try Day(iso: 2024, month: 13, day: 1) }
  }

  @Test func withDayAndMonth() throws {
    let date = try CalendarSystem.gregorian.date(year: 2024, month: 1, day: 31)
    #expect(try date.with(day: 15).ordinalString == "2024-01-15")
    #expect(try date.with(month: 2).ordinalString == "2024-02-29")
    #expect(throws: CalendarError.self) { try date.with(month: 2, overflow: .reject) }
    #expect(throws: CalendarError.self) { try date.with(day: 32) }
    // Hebrew 5784 is a leap year: month 6 is Adar I.
    let hebrew = try CalendarSystem.hebrew.date(year: 5784, month: 1, day: 30)
    #expect(try hebrew.with(month: 6).monthCodeString == "5784-M05L-30")
  }

  @Test(arguments: CalendarSystem.allCases)
  func startsAndEndsOfMonthsAndYears(_ calendar: CalendarSystem) throws {
    for day in [Day(iso: 2024, 3, 20)!, Day(iso: 1000, 7, 1)!, Day(iso: 2026, 12, 31)!] {
      let date = try calendar.date(of: day)
      let first = try date.startOfMonth()
      let last = try date.endOfMonth()
      #expect(first.day == 1 && first.month == date.month && first.year == date.year)
      #expect(last.day == date.daysInMonth && last.month == date.month)
      #expect(first.dayNumber.distance(to: last.dayNumber) == date.daysInMonth - 1)
      let start = try date.startOfYear()
      let end = try date.endOfYear()
      #expect(start.month == 1 && start.day == 1 && start.year == date.year)
      #expect(end.month == date.monthsInYear && end.year == date.year && end.day == end.daysInMonth)
      #expect(try end.adding(days: 1).year == date.year + 1)
      #expect(date.isSameMonth(as: first) && date.isSameMonth(as: last))
      #expect(!date.isSameMonth(as: try last.adding(days: 1)))
      // Another calendar's date of the same day is the same month.
      #expect(date.isSameMonth(as: date.converted(to: .gregorian)))
    }
    #expect(throws: CalendarError.self) { try calendar.date(of: Day.minimum).startOfYear() }
  }

  /// Temporal's answers (`Temporal.PlainDate.from(a).until(b, { largestUnit })`).
  @Test(arguments: [
    ("2024-01-31", "2024-02-28", DateUnit.months, "P28D"),
    ("2024-01-31", "2024-03-01", .months, "P1M1D"),
    ("2024-01-31", "2025-03-01", .years, "P1Y1M1D"),
    ("2024-02-29", "2025-02-28", .years, "P11M30D"),
    ("2024-02-29", "2028-02-29", .years, "P4Y"),
    ("2024-03-20", "2024-03-20", .years, "P0D"),
    ("2024-03-20", "2024-01-10", .months, "-P2M10D"),
    ("2025-03-01", "2024-01-31", .years, "-P1Y1M1D"),
    ("2024-01-01", "2024-12-31", .weeks, "P52W1D"),
    ("2024-01-01", "2025-01-01", .days, "P366D"),
    ("2020-05-15", "2024-03-10", .months, "P45M24D"),
  ])
  func untilByTemporalsRule(from: String, to: String, unit: DateUnit, expected: String) throws {
    let a = try CalendarSystem.gregorian.parse(from)
    let b = try CalendarSystem.gregorian.parse(to)
    #expect(try a.until(b, largestUnit: unit).description == expected)
    #expect(try b.since(a, largestUnit: unit) == (try b.until(a, largestUnit: unit)).negated)
  }

  /// `date` moved by the duration's years and months (constrained), then
  /// its days: the date `until` measured to.
  static func added(_ d: DateDuration, to date: CalendarDate) throws -> CalendarDate {
    try date.adding(years: d.years, overflow: .constrain).adding(months: d.months, overflow: .constrain)
      .adding(days: d.weeks * 7 + d.days)
  }

  /// In every calendar: adding the duration's years and months (constrained)
  /// and then its days lands on the target, and the parts are as large as
  /// the rule allows.
  @Test(arguments: CalendarSystem.allCases)
  func untilAddsBackInEveryCalendar(_ calendar: CalendarSystem) throws {
    let days = [
      Day(iso: 2023, 1, 31)!, Day(iso: 2024, 2, 29)!, Day(iso: 2024, 9, 14)!, Day(iso: 2026, 5, 1)!,
    ]
    for a in days {
      for b in days {
        let one = try calendar.date(of: a)
        let two = try calendar.date(of: b)
        for unit in [DateUnit.years, .months] {
          let d = try one.until(two, largestUnit: unit)
          #expect(try Self.added(d, to: one) == two, "\(calendar) \(one) -> \(two) \(unit): \(d)")
          #expect(d.months.magnitude < 13 || unit == .months)
          #expect(d.days.magnitude <= 31)
        }
      }
    }
  }

  /// Near the ends of the supported days a step past the target would leave
  /// them (9998-03-20 plus two years is 10000): that step counts as past
  /// the target, and every pair still has its answer, in every calendar.
  @Test(arguments: CalendarSystem.allCases)
  func untilAnswersAtTheEndsOfTheSupportedDays(_ calendar: CalendarSystem) throws {
    let pairs = [
      (Day(iso: 9998, 3, 20)!, Day(iso: 9999, 5, 25)!), (Day.minimum + 400, Day.minimum),
      (Day.maximum - 40, Day.maximum), (Day.minimum, Day.maximum), (Day.minimum + 1, Day.minimum + 30),
    ]
    for (a, b) in pairs + pairs.map({ ($0.1, $0.0) }) {
      let one = try calendar.date(of: a)
      let two = try calendar.date(of: b)
      for unit in [DateUnit.years, .months] {
        let d = try one.until(two, largestUnit: unit)
        #expect(try Self.added(d, to: one) == two, "\(calendar) \(one) -> \(two) \(unit): \(d)")
        #expect(try one.since(two, largestUnit: unit) == d.negated)
      }
    }
    let gregorian = try CalendarSystem.gregorian.date(of: Day(iso: 9998, 3, 20)!)
    let later = try CalendarSystem.gregorian.date(of: Day(iso: 9999, 5, 25)!)
    #expect(try gregorian.until(later, largestUnit: .years).description == "P1Y2M5D")
  }
}

/// One naming for week results: `isoWeek(of:)` answers as `weekOfYear` does.
@Suite struct WeekNamingTests {
  @Test func isoWeekAndWeekOfYearShareTheirLabels() throws {
    let day = Day(iso: 2021, 1, 3)!
    let iso = try WeekRule.isoWeek(of: day)
    let rule = try WeekRule.iso8601.weekOfYear(day)
    #expect(iso.yearForWeek == rule.yearForWeek && iso.week == rule.week)
    #expect(iso.yearForWeek == 2020 && iso.week == 53)
  }
}
