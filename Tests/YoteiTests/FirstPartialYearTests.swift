import Testing

@testable import Yotei

/// The first (and last) partial year of every calendar: its year grid, its
/// months' grids and titles, as for any other year.
@Suite struct FirstPartialYearTests {
  @Test(arguments: CalendarSystem.allCases)
  func theFirstAndLastYearsHaveGridsAndTitles(_ calendar: CalendarSystem) throws {
    let rule = WeekRule.iso8601
    let symbols = CalendarSymbols(locale: .english, calendar: calendar)
    for year in [calendar.supportedYearRange.lowerBound, calendar.supportedYearRange.upperBound] {
      let grid = try YearGrid(calendar: calendar, year: year, weekRule: rule)
      let months = try calendar.months(inYear: year)
      #expect(grid.months.map(\.month) == months.map(\.ordinal), "\(calendar) \(year)")
      #expect(grid.months.map(\.monthCode) == months.map(\.monthCode))
      for month in months {
        // A title, or the refusal of a year CLDR has no era for (Persian
        // before 1 AP): never "outside the supported days".
        do {
          let title = try symbols.monthTitle(year: year, month: month.ordinal)
          #expect(!title.isEmpty && !title.contains("ERA"), "\(calendar) \(year) \(month.ordinal): \(title)")
        } catch {
          #expect(error.kind == .noEraForYear, "\(calendar) \(year) \(month.ordinal): \(error)")
        }
      }
    }
    // The month of the first supported day advances, and back again.
    let first = try MonthGrid(containing: Day.minimum, calendar: calendar, weekRule: rule)
    let next = try first.advanced(byMonths: 1)
    #expect(next.firstDay == first.lastDay + 1, "\(calendar)")
    #expect(try next.advanced(byMonths: -1) == first)
    #expect(throws: CalendarError.self) { try first.advanced(byMonths: -1) }
    let last = try MonthGrid(containing: Day.maximum, calendar: calendar, weekRule: rule)
    #expect(try last.advanced(byMonths: -1).lastDay == last.firstDay - 1)
    #expect(throws: CalendarError.self) { try last.advanced(byMonths: 1) }
  }

  @Test func gregorianNovember4714BCE() throws {
    let grid = try YearGrid(calendar: .gregorian, year: -4713, weekRule: .iso8601)
    #expect(grid.months.map(\.month) == [11, 12])
    let symbols = CalendarSymbols(locale: .english, calendar: .gregorian)
    #expect(try symbols.monthTitle(year: -4713, month: 11) == "November 4714 BC")
    #expect(throws: CalendarError.self) { try symbols.monthTitle(year: -4713, month: 10) }
  }
}
