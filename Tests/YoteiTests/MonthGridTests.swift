import Testing

@testable import Yotei

@Suite struct MonthGridTests {
  @Test func march2024USAndGB() throws {
    let us = try MonthGrid(
      calendar: .gregorian, year: 2024, month: 3, weekRule: CalendarLocale("en-US").weekRule)
    #expect(us.weeks[0].map(\.dayOfMonth) == [25, 26, 27, 28, 29, 1, 2])
    #expect(us.weeks[0].map(\.isInMonth) == [false, false, false, false, false, true, true])
    #expect(us.weekCount == 6)
    let gb = try MonthGrid(
      calendar: .gregorian, year: 2024, month: 3, weekRule: CalendarLocale("en-GB").weekRule, layout: .fitted)
    #expect(gb.weeks[0].map(\.dayOfMonth) == [26, 27, 28, 29, 1, 2, 3])
    #expect(gb.weekCount == 5)
    #expect(gb.weeks.last!.map(\.dayOfMonth) == [25, 26, 27, 28, 29, 30, 31])
  }

  @Test func rowsIndexFromZero() throws {
    // March 2024 in the US: the second row is Sunday 3 March to Saturday 9 March.
    let us = try MonthGrid(
      calendar: .gregorian, year: 2024, month: 3, weekRule: CalendarLocale("en-US").weekRule)
    #expect(us.weeks[1][0].dayOfMonth == 3)
    #expect(us.weeks[1][6].day == Day(iso: 2024, 3, 9)!)
    #expect(us.weeks.allSatisfy { $0.indices == 0..<7 })
  }

  @Test func farvardin1403InIran() throws {
    // 1 Farvardin 1403 was a Wednesday; Esfand 1402 had 29 days; Iranian weeks start on Saturday.
    let grid = try MonthGrid(
      calendar: .persian, year: 1403, month: 1, weekRule: CalendarLocale("fa-IR").weekRule)
    #expect(grid.weeks[0].map(\.dayOfMonth) == [26, 27, 28, 29, 1, 2, 3])
    #expect(
      grid.weeks[0].map(\.weekday) == [.saturday, .sunday, .monday, .tuesday, .wednesday, .thursday, .friday])
    #expect(grid.firstDay == Day(iso: 2024, 3, 20))
  }

  @Test func hebrewLeapYearHasThirteenMonthGrids() throws {
    let year = try YearGrid(calendar: .hebrew, year: 5784, weekRule: CalendarLocale("he-IL").weekRule)
    #expect(year.months.count == 13)
    #expect(year.months.map(\.monthCode.description).contains("M05L"))
    let common = try YearGrid(calendar: .hebrew, year: 5785, weekRule: .iso8601)
    #expect(common.months.count == 12)
    #expect(!common.months.map(\.monthCode.description).contains("M05L"))
  }

  /// Every month of every calendar from 1900 to 2100, in both layouts: rows of
  /// seven consecutive days, each day of the month exactly once, and
  /// consecutive grids joining without a gap or an overlap.
  @Test(arguments: CalendarSystem.allCases)
  func gridsNeverDropOrDuplicateADay(calendar: CalendarSystem) throws {
    let primary: Set<CalendarSystem> = [.gregorian, .persian, .hebrew]
    let rules =
      primary.contains(calendar)
      ? [WeekRule.iso8601, try CalendarLocale("fa-IR").weekRule, try CalendarLocale("en-US").weekRule]
      : [WeekRule.iso8601]
    let firstYear = try calendar.date(of: Day(iso: 1900, 6, 1)!).year
    let lastYear = try calendar.date(of: Day(iso: 2100, 6, 1)!).year
    var previousLast: Day?
    for year in firstYear...lastYear {
      for info in try calendar.months(inYear: year) {
        for rule in rules {
          let grid = try MonthGrid(
            calendar: calendar, year: year, month: info.ordinal, weekRule: rule, layout: .fitted)
          let days = grid.cells.map(\.day)
          #expect(zip(days, days.dropFirst()).allSatisfy { $1 - $0 == 1 })
          #expect(grid.cells.first!.weekday == rule.firstWeekday && grid.cells.count % 7 == 0)
          let inMonth = grid.cells.filter(\.isInMonth)
          #expect(inMonth.map(\.day) == Array(info.days))
          #expect(inMonth.map(\.dayOfMonth) == Array(1...info.length))
        }
        if let previousLast { #expect(info.firstDay == previousLast + 1) }
        previousLast = info.lastDay
      }
    }
  }

  @Test func sixWeekGridsPadWithAdjacentDaysNumberedInTheirOwnMonth() throws {
    let grid = try MonthGrid(calendar: .hebrew, year: 5785, month: 1, weekRule: .iso8601)
    #expect(grid.cells.count == 42)
    for cell in grid.cells {
      #expect(try CalendarSystem.hebrew.date(of: cell.day).day == cell.dayOfMonth)
    }
  }

  @Test func weekStrip() throws {
    let rule = try CalendarLocale("he-IL").weekRule
    let strip = rule.weekStrip(around: Day(iso: 2024, 3, 20)!)
    #expect(strip.first == Day(iso: 2024, 3, 17) && strip.count == 7)
  }

  @Test func badMonthIsReported() {
    #expect(throws: CalendarError.self) {
      try MonthGrid(calendar: .gregorian, year: 2024, month: 13, weekRule: .iso8601)
    }
  }
}
